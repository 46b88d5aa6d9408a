/** Window events of the session (`CustomEvent`s on `window`). */
export const SESSION_EVENTS = {
  loginValidationRequired: 'loginValidationRequired',
  loggedIn: 'playerLoggedIn',
  loggedOut: 'playerLoggedOut',
} as const;
