import { CONTENT_PATHS } from '@casino/core/content-api';
import {
  LOGIN_DIALOG_V2_TOGGLES,
  LoginDialogVisibility,
  loginDialogName,
  MICRO_FRONTEND_EVENTS,
  type MicroFrontendName,
} from '@casino/core/micro-frontends';
import { CmsConfiguration } from '@casino/core/schemas';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { fetchJson } from '~/shared/data/fetch-json';
import { useLocale, useT } from '~/shared/i18n/i18n';
import {
  portalMicroFrontendHost,
  portalMicroFrontendProps,
  portalMountOptions,
} from '~/shared/micro-frontends/portal-host';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal } from '~/shared/modals/modal-store';

/** The feature toggles: the shell's, or fetched first when the shell has none (shell.md section 4). */
function useFeatureToggles(): string[] | null {
  const shell = useShell();
  const { contentApiUrl } = usePublicConfig();
  const [fetched, setFetched] = useState<string[] | null>(null);
  const known = shell?.featureToggles ?? null;
  useEffect(() => {
    if (known) return;
    let live = true;
    fetchJson(`${contentApiUrl}${CONTENT_PATHS.cmsConfiguration}`)
      .then((body) => {
        const parsed = v.safeParse(CmsConfiguration, body);
        if (live) setFetched(parsed.success ? parsed.output.featureToggle : []);
      })
      .catch(() => live && setFetched([]));
    return () => {
      live = false;
    };
  }, [known, contentApiUrl]);
  return known ?? fetched;
}

/** Mounts the dialog's micro-frontend while the modal shows; a new one for another dialog or language. */
function LoginDialogMount({ name }: { name: MicroFrontendName }) {
  const locale = useLocale();
  const config = usePublicConfig();
  const mount = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mount only for another dialog or language
  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const mounted = portalMicroFrontendHost(config).mount(
      name,
      element,
      portalMicroFrontendProps(config, locale, null),
      portalMountOptions(locale),
    );
    return () => mounted.unmount();
  }, [name, locale]);

  return <div ref={mount} className="login-dialog__mount" data-dialog={name} />;
}

/**
 * The login dialog: the identity provider's login micro-frontend (v1, or v2 when the platform's toggle is
 * on) mounted in the portal's modal. Switching toggle or language unmounts it and mounts the other
 * manifest; a manifest or script failure is only logged (the dialog stays empty). The dialog asks to
 * close with `loginDialogVisibility {isOpen: false}`; its `loginMessage` reaches the session.
 */
export function LoginDialog() {
  const t = useT();
  const config = usePublicConfig();
  const toggles = useFeatureToggles();
  const name = toggles ? loginDialogName(toggles.includes(LOGIN_DIALOG_V2_TOGGLES.casino)) : null;

  useEffect(() => {
    const onVisibility = (event: Event) => {
      const detail = v.safeParse(LoginDialogVisibility, (event as CustomEvent).detail);
      if (detail.success && !detail.output.isOpen) hideModal(MODALS.login.id);
    };
    window.addEventListener(MICRO_FRONTEND_EVENTS.loginDialogVisibility, onVisibility);
    return () => window.removeEventListener(MICRO_FRONTEND_EVENTS.loginDialogVisibility, onVisibility);
  }, []);

  return (
    <Modal
      id={MODALS.login.id}
      priority={MODALS.login.priority}
      title={t('auth.loginTitle')}
      showTitle={false}
      maxWidth={440}
    >
      <div className="login-dialog">
        {name ? <LoginDialogMount key={name} name={name} /> : <p role="status">{t('auth.checking')}</p>}
        <p>
          {t('auth.noAccount')}{' '}
          <a href={config.registerUrl} rel="noopener">
            {t('header.register')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
