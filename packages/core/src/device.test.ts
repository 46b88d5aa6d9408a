import { describe, expect, it } from 'vitest';
import { clientPlatform, parseAppContext, platformFor, showNativeAppBanner } from './device.ts';

const query = (params: Record<string, string>) => ({ get: (name: string) => params[name] ?? null });

describe('native and embedded detection (shell.md sections 5-6)', () => {
  it.each([
    [{}, false, false, false],
    [{ nativeapp: '1' }, true, true, false],
    [{ nativeapp: '0' }, false, false, false],
    [{ embed: 'true' }, false, true, false],
    [{ embed: 'native' }, false, true, false],
    [{ embed: 'false' }, false, false, false],
    [{ app: 'vegas' }, false, false, true],
  ])('%j: native %s, embedded %s, vegas %s', (params, nativeView, embedded, vegasApp) => {
    expect(parseAppContext(query(params))).toMatchObject({ nativeView, embedded, vegasApp });
  });

  it.each([
    [
      { username: 'demo', token: 't' },
      { username: 'demo', token: 't' },
    ],
    [{ username: 'demo' }, null],
    [{ token: 't' }, null],
    [{ username: '', token: 't' }, null],
  ])('query credentials %j are kept only as a pair: %j', (params, credentials) => {
    expect(parseAppContext(query(params)).credentials).toEqual(credentials);
  });

  it('reads the client parameters', () => {
    expect(
      parseAppContext(query({ clientplatform: 'mobile', clienttype: 'casino', platform: 'android' })),
    ).toMatchObject({
      clientPlatform: 'mobile',
      clientType: 'casino',
      platform: 'android',
    });
  });

  it.each([
    [{ nativeView: true, mobile: true, lobby: 'casino' as const }, 'Native'],
    [{ nativeView: false, mobile: true, lobby: 'casino' as const }, 'CasinoMobile'],
    [{ nativeView: false, mobile: false, lobby: 'casino' as const }, 'CasinoDesktop'],
    [{ nativeView: false, mobile: true, lobby: 'live' as const }, 'LiveMobile'],
    [{ nativeView: false, mobile: false, lobby: 'live' as const }, 'LiveDesktop'],
  ])('%j is platform %s', (context, platform) => expect(platformFor(context)).toBe(platform));

  it('client platform is mobile or web', () => {
    expect(clientPlatform(true)).toBe('mobile');
    expect(clientPlatform(false)).toBe('web');
  });

  it.each([
    [{ embedded: false, mobile: true, os: 'Android', bannerCookie: false }, true],
    [{ embedded: false, mobile: true, os: 'ios', bannerCookie: false }, true],
    [{ embedded: true, mobile: true, os: 'Android', bannerCookie: false }, false],
    [{ embedded: false, mobile: false, os: 'Android', bannerCookie: false }, false],
    [{ embedded: false, mobile: true, os: 'Windows', bannerCookie: false }, false],
    [{ embedded: false, mobile: true, os: null, bannerCookie: false }, false],
    [{ embedded: false, mobile: true, os: 'Android', bannerCookie: true }, false],
  ])('native banner for %j: %s', (context, shown) => {
    expect(showNativeAppBanner({ ...context, bannerOs: ['Android', 'iOS'] })).toBe(shown);
  });
});
