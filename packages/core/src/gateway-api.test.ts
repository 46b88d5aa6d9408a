import { describe, expect, it } from 'vitest';
import {
  BALANCE_TYPES,
  casinoGamingBalance,
  GATEWAY_ERROR_CODES,
  GATEWAY_PATHS,
  PLAYER_INFO_FIELDS,
  playerInfoQuery,
} from './gateway-api.ts';

describe('gateway paths', () => {
  it('are distinct absolute paths, with the spec-given ones verbatim', () => {
    const paths = Object.values(GATEWAY_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[\w\-/.]+$/);
    expect(GATEWAY_PATHS.validateLoginSession).toBe('/v1/_validate-login-session');
    expect(GATEWAY_PATHS.notificationToken).toBe('/_notification-token');
    expect(GATEWAY_PATHS.balancePreference).toBe('/user-preference/balance/v1');
    expect(GATEWAY_PATHS.personalisedGames).toBe('/api/bloomreach/personalized-games');
  });

  it('error codes are distinct slugs', () => {
    expect(new Set(GATEWAY_ERROR_CODES).size).toBe(GATEWAY_ERROR_CODES.length);
    for (const code of GATEWAY_ERROR_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('playerInfoQuery', () => {
  it('comma-joins the shell fields by default', () => {
    expect(playerInfoQuery()).toBe(`?requestedPlayerData=${PLAYER_INFO_FIELDS.join(',')}`);
    expect(playerInfoQuery()).toContain('language,username,accountBusinessPhase,userId');
  });

  it('encodes each field but keeps the commas', () => {
    expect(playerInfoQuery(['userId', 'a b'])).toBe('?requestedPlayerData=userId,a%20b');
  });
});

describe('casinoGamingBalance', () => {
  it('picks the casino gaming balance among the balance types', () => {
    const casino = { amount: 1250.5, currencyCode: 'RON' };
    expect(
      casinoGamingBalance({
        [BALANCE_TYPES.sportBetting]: { amount: 3, currencyCode: 'RON' },
        [BALANCE_TYPES.casinoGaming]: casino,
      }),
    ).toBe(casino);
  });

  it('is null without one', () => {
    expect(casinoGamingBalance({})).toBeNull();
    expect(casinoGamingBalance(null)).toBeNull();
    expect(casinoGamingBalance(undefined)).toBeNull();
  });
});
