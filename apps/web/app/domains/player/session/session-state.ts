/** The session's state, apart from the machine so the header can read it without loading the machine. */
import { type AuthState, INITIAL_AUTH_STATE, type SessionEndReason } from '@casino/core/auth';

export interface SessionState extends AuthState {
  notificationToken: string | null;
  sessionToken: string | null;
  /**
   * The identity script could not load or start, or a step of the authentication order failed or got
   * no answer (ADR 0034): the startup error shows with a refresh action.
   */
  startupFailed: boolean;
  /**
   * Why the player's session ended without the player asking on this page (the platform, the idle
   * limit, another device): the page tells the player and offers a new login there. Null otherwise,
   * and again from the next login.
   */
  endReason: SessionEndReason | null;
}

export const INITIAL_SESSION: SessionState = {
  ...INITIAL_AUTH_STATE,
  notificationToken: null,
  sessionToken: null,
  startupFailed: false,
  endReason: null,
};

export interface LoginResult {
  ok: boolean;
  /** `errors.auth.{reason}` (or another message key) when not ok. */
  error?: string;
}
