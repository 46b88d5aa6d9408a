/** Session: the login entry point and what a guest sees on a login-required page. */
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';

export { LoginRequired } from './login-required';

/** The login dialog loads on the visitor's first interaction (ADR 0004). */
export const LoginDialog = lazyOnInteraction(() =>
  import('./login-dialog').then((module) => module.LoginDialog),
);
