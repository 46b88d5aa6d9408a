import { describe, expect, it } from 'vitest';
import {
  type AuthEvent,
  type AuthFacts,
  type AuthState,
  authEventForStep,
  authReducer,
  INITIAL_AUTH_STATE,
  keepAliveFailureStep,
  nextAuthStep,
  PLAYER_DATA_ON_LOGIN,
  SHELL_LOGOUT_OPTIONS,
  selfExclusionRedirect,
  sessionEndMessageKey,
  sessionEndOfKeepAlive,
  sessionEndOfNotification,
} from './auth.ts';

const pending = INITIAL_AUTH_STATE;
const guest: AuthState = { status: 'guest', username: null };
const player: AuthState = { status: 'authenticated', username: 'demo' };

describe('authentication state machine (shell.md section 4)', () => {
  it.each<[string, AuthState, AuthEvent, AuthState]>([
    ['pending -> authenticated on login', pending, { type: 'login-succeeded', username: 'demo' }, player],
    ['pending -> guest when no session', pending, { type: 'no-session' }, guest],
    ['pending -> guest when login fails', pending, { type: 'login-failed' }, guest],
    ['authenticated -> guest on logout', player, { type: 'logout' }, guest],
    [
      'authenticated -> guest on unrecoverable keep-alive failure',
      player,
      { type: 'keep-alive-lost' },
      guest,
    ],
    ['guest -> authenticated on a later login', guest, { type: 'login-succeeded', username: 'demo' }, player],
    ['pending -> guest on logout', pending, { type: 'logout' }, guest],
    ['authenticated stays on a late no-session', player, { type: 'no-session' }, player],
  ])('%s', (_name, from, event, to) => {
    expect(authReducer(from, event)).toEqual(to);
  });

  it('a logout of a guest is ignored', () => {
    expect(authReducer(guest, { type: 'logout' })).toBe(guest);
  });
});

describe('authentication order (shell.md section 4)', () => {
  const base: AuthFacts = { hasSessionCookie: false, storedUsername: null };
  const withPlayer = { ...base, identityPlayer: { username: 'demo' }, hasSessionCookie: true };

  it.each<[string, AuthFacts, ReturnType<typeof nextAuthStep>]>([
    ['1. ask the identity script first', base, { type: 'ask-identity' }],
    [
      '2. a session cookie and a username: validate the gateway session',
      withPlayer,
      { type: 'validate-gateway-session' },
    ],
    [
      '2. valid gateway session: authenticated',
      { ...withPlayer, gatewaySession: 'valid' },
      { type: 'authenticated', username: 'demo' },
    ],
    [
      '2. invalid: temporary token and gateway login',
      { ...withPlayer, gatewaySession: 'invalid' },
      { type: 'gateway-login' },
    ],
    [
      '2. gateway login succeeded',
      { ...withPlayer, gatewaySession: 'invalid', gatewayLogin: 'succeeded' },
      { type: 'authenticated', username: 'demo' },
    ],
    [
      '2. gateway login failed after the provider login: log out without the gateway',
      { ...withPlayer, gatewaySession: 'invalid', gatewayLogin: 'failed' },
      { type: 'logout-without-gateway' },
    ],
    [
      '3. a stored username: silent login with an empty password and remember',
      { ...base, identityPlayer: null, storedUsername: 'demo' },
      { type: 'silent-login', username: 'demo', password: '', remember: true },
    ],
    [
      '3. a username without a session cookie falls to the stored username',
      { ...base, identityPlayer: { username: 'demo' }, storedUsername: 'demo' },
      { type: 'silent-login', username: 'demo', password: '', remember: true },
    ],
    [
      '4. second-factor validation needed: not logged in',
      { ...base, identityPlayer: null, storedUsername: 'verificare', silentLogin: 'needs-validation' },
      { type: 'login-validation-required' },
    ],
    [
      '3. silent login failed: guest',
      { ...base, identityPlayer: null, storedUsername: 'demo', silentLogin: 'failed' },
      { type: 'guest' },
    ],
    [
      '3. silent login succeeded: gateway login',
      { ...base, identityPlayer: null, storedUsername: 'demo', silentLogin: 'succeeded' },
      { type: 'gateway-login' },
    ],
    [
      '3. then authenticated',
      {
        ...base,
        identityPlayer: null,
        storedUsername: 'demo',
        silentLogin: 'succeeded',
        gatewayLogin: 'succeeded',
      },
      { type: 'authenticated', username: 'demo' },
    ],
    ['5. nothing stored: guest', { ...base, identityPlayer: null }, { type: 'guest' }],
  ])('%s', (_name, facts, step) => {
    expect(nextAuthStep(facts)).toEqual(step);
  });

  it.each<[ReturnType<typeof nextAuthStep>, AuthEvent | null]>([
    [
      { type: 'authenticated', username: 'demo' },
      { type: 'login-succeeded', username: 'demo' },
    ],
    [{ type: 'guest' }, { type: 'no-session' }],
    [{ type: 'login-validation-required' }, { type: 'no-session' }],
    [{ type: 'logout-without-gateway' }, { type: 'login-failed' }],
    [{ type: 'gateway-login' }, null],
  ])('step %j leads to %j', (step, event) => {
    expect(authEventForStep(step)).toEqual(event);
  });

  it('a keep-alive failure re-authenticates, then logs out if that fails', () => {
    expect(keepAliveFailureStep()).toBe('reauthenticate');
    expect(keepAliveFailureStep('succeeded')).toBe('stay');
    expect(keepAliveFailureStep('failed')).toBe('logout');
  });

  it('logout options and data loaded on login', () => {
    expect(SHELL_LOGOUT_OPTIONS).toEqual({
      allSessions: 0,
      realMode: 1,
      behavior: 'root',
      invalidateRememberMe: 1,
      gateway: true,
    });
    expect(PLAYER_DATA_ON_LOGIN).toHaveLength(9);
  });

  it.each([
    [
      {
        additionalInformation: {
          exception: 'SuspendedSelfExclusionException',
          redirectionUrl: 'https://rg.example/x',
        },
      },
      'https://rg.example/x',
    ],
    [
      {
        additionalInformation: {
          exception: 'SuspendedSelfExclusionException',
          redirectionUrl: 'javascript:alert(1)',
        },
      },
      null,
    ],
    [{ additionalInformation: { exception: 'SuspendedSelfExclusionException' } }, null],
    [{ additionalInformation: { exception: 'Other', redirectionUrl: 'https://x' } }, null],
    [{}, null],
  ])('self-exclusion redirect of %j is %s', (answer, url) => {
    expect(selfExclusionRedirect(answer)).toBe(url);
  });
});

describe('why a session ended (issue 41)', () => {
  it('reads a LOGOUT notification: idle, another device (logout, all sessions), else the platform', () => {
    expect(sessionEndOfNotification('idle')).toBe('idle');
    expect(sessionEndOfNotification('logout')).toBe('other-device');
    expect(sessionEndOfNotification('all-sessions')).toBe('other-device');
    expect(sessionEndOfNotification('platform')).toBe('platform');
    expect(sessionEndOfNotification('whatever')).toBe('platform');
  });

  it('reads a failed keep-alive: session-expired is the idle limit, anything else the platform', () => {
    expect(sessionEndOfKeepAlive('session-expired')).toBe('idle');
    expect(sessionEndOfKeepAlive('session-revoked')).toBe('platform');
    expect(sessionEndOfKeepAlive(undefined)).toBe('platform');
  });

  it('has one message key per reason', () => {
    expect(['idle', 'platform', 'other-device'].map((r) => sessionEndMessageKey(r as never))).toEqual([
      'auth.ended.idle',
      'auth.ended.platform',
      'auth.ended.otherDevice',
    ]);
  });
});
