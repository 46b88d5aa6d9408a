import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { openNamedModal } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { useSession, useSessionObject } from './session-instance';

/**
 * A login-required page (shell.md section 6): players see `children`; a guest sees the prompt and the
 * login dialog opens once the session is known. Logging out here goes home and runs the authentication
 * order again; a session that ended without asking keeps the player here, told why, with the dialog
 * open, so a new login returns to this page (ADR 0059, items 1 and 3).
 */
export function LoginRequired({ children }: { children?: ReactNode }) {
  const t = useT();
  const state = useSession();
  const navigate = useNavigate();
  const href = usePortalHref();
  const previous = useRef(state.status);
  const session = useSessionObject();

  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (state.status !== 'guest') return;
    if (was === 'authenticated' && !state.endReason) {
      void navigate(href(portalPath('/')));
      void session?.start();
    } else openNamedModal('login');
  }, [state.status, state.endReason, navigate, href, session]);

  if (state.status === 'authenticated') return <>{children}</>;
  return (
    <section className="login-required" aria-labelledby="page-title" aria-busy={state.status === 'pending'}>
      <h1 id="page-title">{t('auth.required')}</h1>
      <p>{state.status === 'pending' ? t('auth.checking') : t('auth.requiredText')}</p>
      <button
        type="button"
        className="button button--primary"
        aria-haspopup="dialog"
        disabled={state.status === 'pending'}
        onClick={() => openNamedModal('login')}
      >
        {t('header.login')}
      </button>
    </section>
  );
}
