import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';

/**
 * The login entry point: the header's Log in button and real play for a guest open it. The session
 * issue mounts the identity provider's login micro-frontend here and finishes the waiting flow.
 */
export function LoginDialog() {
  const t = useT();
  const { registerUrl } = usePublicConfig();
  return (
    <Modal id={MODALS.login.id} priority={MODALS.login.priority} title={t('auth.loginTitle')} maxWidth={440}>
      <div className="login-dialog">
        <p>{t('auth.loginText')}</p>
        <div id="login-dialog-mount" className="login-dialog__mount" />
        <p>
          {t('auth.noAccount')}{' '}
          <a href={registerUrl} rel="noopener">
            {t('header.register')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
