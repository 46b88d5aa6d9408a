import { useT } from '~/shared/i18n/i18n';

/**
 * What a guest sees on a login-required route (shell.md section 6). The session issue replaces the
 * button's target with the login dialog and re-renders the page once the player is authenticated.
 */
export function LoginRequired() {
  const t = useT();
  return (
    <section className="login-required" aria-labelledby="page-title">
      <h1 id="page-title">{t('auth.required')}</h1>
      <p>{t('auth.requiredText')}</p>
      <button type="button" className="button button--primary">
        {t('header.login')}
      </button>
    </section>
  );
}
