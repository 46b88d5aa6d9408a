/** Window events of the session (`CustomEvent`s on `window`). */
export const SESSION_EVENTS = {
  loginValidationRequired: 'loginValidationRequired',
  loggedIn: 'playerLoggedIn',
  loggedOut: 'playerLoggedOut',
  /** A login the player started did not open a gateway session (the reason was shown as a toast). */
  loginFailed: 'playerLoginFailed',
} as const;
