/** Session: the player's login state, player data, the login dialog and login-required pages. */
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export { type PortalAuthApi, type PortalPlayer, portalAuthApi } from './auth-api';
export { openGameInHost } from './host-bridge';
export { LoginRequired } from './login-required';
export type { Session } from './session';
export { SESSION_EVENTS } from './session-events';
export {
  currentSession,
  sessionSettled,
  usePlayerName,
  useSession,
  useSessionObject,
  whenSession,
} from './session-instance';
export type { LoginResult, SessionState } from './session-state';

/** The login dialog loads on the visitor's first interaction (ADR 0004). */
export const LoginDialog = lazyOnInteraction(() =>
  import('./login-dialog').then((module) => module.LoginDialog),
);

/** The session machine and its services load after hydration (the page renders `pending` until then). */
export const SessionServices = lazyOneTaskEach(() =>
  import('./session-services').then((module) => ({ default: module.SessionServices })),
);
