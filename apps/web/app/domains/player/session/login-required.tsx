import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { openNamedModal } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { useSession, useSessionObject } from './session-instance';

/**
 * A login-required page (shell.md section 6): players see `children`; a guest sees the prompt and the
 * login dialog opens by itself once the session is known; while the session is pending a status line
 * shows. A player who logs out here goes to the home page and the authentication order runs again
 * (shell.md section 4: "logs in again and goes to the home page"; it runs once the identity script is
 * there, as `start` waits for it, and finds a guest unless the platform still knows the player). A player whose session ended without asking
 * (the platform, the idle limit, another device: `endReason`) stays here, told why, with the login
 * dialog open, so a new login returns to this page (issue 41, ADR 0059).
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
