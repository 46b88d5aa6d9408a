import { describe, expect, it } from 'vitest';
import { clientPlatform, deviceFlags, parseAppContext, platformFor, showNativeAppBanner } from './device.ts';

const query = (params: Record<string, string>) => ({ get: (name: string) => params[name] ?? null });

describe('native and embedded detection (shell.md sections 5-6)', () => {
  it.each([
    [{}, false, false, false],
    [{ nativeapp: '1' }, true, true, false],
    [{ nativeapp: '0' }, false, false, false],
    [{ embed: 'true' }, false, true, false],
    [{ embed: 'native' }, false, true, false],
    [{ embed: 'false' }, false, false, false],
    // app=vegas: the page is inside the operator's native app, so it counts as embedded (ADR 0059).
    [{ app: 'vegas' }, false, true, true],
    [{ app: 'other' }, false, false, false],
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

  it.each(['', 'ios app', 'x'.repeat(33), 'web&clientType=admin', '<script>'])(
    'drops a client parameter that is not a plain name: %j',
    (value) => {
      expect(parseAppContext(query({ clientplatform: value, clienttype: value }))).toMatchObject({
        clientPlatform: null,
        clientType: null,
      });
    },
  );

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

describe('device flags (shell.md section 3)', () => {
  const UA = {
    pixel:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    samsungTab:
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    iphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iphoneChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    windows:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    windowsPhone:
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
    tizenTv:
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
    androidTv:
      'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Safari/537.36',
  };

  it.each([
    [
      'an Android phone',
      { userAgent: UA.pixel, maxTouchPoints: 5 },
      {
        mobile: true,
        desktop: false,
        tablet: false,
        touch: true,
        tv: false,
        mobileChromium: true,
        os: 'android',
      },
    ],
    [
      'an Android tablet',
      { userAgent: UA.samsungTab, maxTouchPoints: 10 },
      {
        mobile: true,
        desktop: false,
        tablet: true,
        touch: true,
        tv: false,
        mobileChromium: true,
        os: 'android',
      },
    ],
    [
      'an iPhone',
      { userAgent: UA.iphone, maxTouchPoints: 5 },
      {
        mobile: true,
        desktop: false,
        tablet: false,
        touch: true,
        tv: false,
        mobileChromium: false,
        os: 'ios',
      },
    ],
    [
      'Chrome on an iPhone (WebKit)',
      { userAgent: UA.iphoneChrome, maxTouchPoints: 5 },
      { mobile: true, mobileChromium: false, os: 'ios' },
    ],
    [
      'an iPad in desktop mode',
      { userAgent: UA.mac, maxTouchPoints: 5 },
      { mobile: true, tablet: true, desktop: false, os: 'ios', touch: true },
    ],
    [
      'a Mac',
      { userAgent: UA.mac, maxTouchPoints: 0 },
      { mobile: false, desktop: true, tablet: false, touch: false, os: null },
    ],
    [
      'a Windows desktop',
      { userAgent: UA.windows },
      { mobile: false, desktop: true, touch: false, tv: false, os: null },
    ],
    [
      'a touch laptop with a mouse',
      { userAgent: UA.windows, maxTouchPoints: 10, coarsePointer: false },
      { desktop: true, touch: false },
    ],
    ['Windows Phone', { userAgent: UA.windowsPhone }, { mobile: true, os: null, mobileChromium: false }],
    ['a Tizen TV', { userAgent: UA.tizenTv }, { tv: true, mobile: false, desktop: false }],
    [
      'an Android TV',
      { userAgent: UA.androidTv },
      { tv: true, mobile: false, desktop: false, tablet: false },
    ],
  ] as const)('%s', (_name, hints, flags) => {
    expect(deviceFlags(hints)).toMatchObject(flags);
  });

  it('an iPad, a Linux desktop and an empty user agent', () => {
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
    const linux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(deviceFlags({ userAgent: ipad, maxTouchPoints: 5 })).toMatchObject({
      mobile: true,
      tablet: true,
      os: 'ios',
    });
    expect(deviceFlags({ userAgent: linux })).toMatchObject({ desktop: true, mobile: false, os: null });
    expect(deviceFlags({ userAgent: '' })).toMatchObject({
      desktop: true,
      mobile: false,
      os: null,
      touch: false,
    });
  });

  it('mobile and desktop never both hold, and a TV is neither', () => {
    for (const userAgent of Object.values(UA))
      for (const maxTouchPoints of [0, 5]) {
        const flags = deviceFlags({ userAgent, maxTouchPoints });
        expect(flags.mobile && flags.desktop).toBe(false);
        if (flags.tv) expect(flags.mobile || flags.desktop).toBe(false);
        if (flags.tablet || flags.mobileChromium) expect(flags.mobile).toBe(true);
      }
  });
});
