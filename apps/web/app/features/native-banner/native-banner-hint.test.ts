import { describe, expect, it } from 'vitest';
import { nativeBannerFor } from './native-banner';
import { NATIVE_BANNER_ATTRIBUTE, nativeBannerHintScript } from './native-banner-hint';

const USER_AGENTS = {
  motoGPower:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidTv:
    'Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB ATV3 Build/PTT1.190515.001.S52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  blackberry:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
};

interface Visit {
  userAgent: string;
  maxTouchPoints: number;
  search: string;
  cookies: string;
  bannerOs: string[];
}

/** Runs the head script against a visit and tells whether it marked the document. */
function hintMarks(visit: Visit): boolean {
  const attributes = new Map<string, string>();
  const document = {
    cookie: visit.cookies,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const run = new Function('navigator', 'location', 'document', nativeBannerHintScript(visit.bannerOs));
  run(
    { userAgent: visit.userAgent, maxTouchPoints: visit.maxTouchPoints },
    { search: visit.search },
    document,
  );
  return attributes.has(NATIVE_BANNER_ATTRIBUTE);
}

const visits: Visit[] = [];
for (const userAgent of Object.values(USER_AGENTS))
  for (const maxTouchPoints of [0, 5])
    for (const search of [
      '',
      '?embed=true',
      '?embed=native',
      '?embed=false',
      '?nativeapp=1',
      '?nativeapp=0&x=1',
      '?app=vegas',
      '?app=other',
    ])
      for (const cookies of ['', 'native-banner=1767225600000', 'a=1; native-banner=1', 'x-native-banner=1'])
        for (const bannerOs of [['android', 'ios'], ['Android'], ['ios'], []])
          visits.push({ userAgent, maxTouchPoints, search, cookies, bannerOs });

describe('the native banner head script (its place in the first paint)', () => {
  it('marks the document exactly when the banner will show, over every visit of the table', () => {
    const mismatches = visits.filter(
      (visit) => hintMarks(visit) !== (nativeBannerFor({ ...visit, bannerOs: visit.bannerOs }) !== null),
    );
    expect(mismatches).toEqual([]);
    // The table is not one-sided: some visits show the banner, most do not.
    expect(visits.filter(hintMarks).length).toBeGreaterThan(20);
  });

  it.each([
    ['Lighthouse phone, Android', USER_AGENTS.motoGPower, 5, '', true],
    ['iPad in desktop mode (a Mac with touch points)', USER_AGENTS.mac, 5, '', true],
    ['a Mac', USER_AGENTS.mac, 0, '', false],
    ['a desktop', USER_AGENTS.windows, 0, '', false],
    ['an Android phone embedded', USER_AGENTS.motoGPower, 5, '?embed=true', false],
  ])('%s', (_name, userAgent, maxTouchPoints, search, marked) => {
    expect(hintMarks({ userAgent, maxTouchPoints, search, cookies: '', bannerOs: ['android', 'ios'] })).toBe(
      marked,
    );
  });

  it('never throws: a browser without URLSearchParams gets no mark and a page', () => {
    const run = new Function(
      'navigator',
      'location',
      'document',
      'URLSearchParams',
      nativeBannerHintScript(['android']),
    );
    expect(() =>
      run({ userAgent: USER_AGENTS.motoGPower }, { search: '' }, { cookie: '' }, undefined),
    ).not.toThrow();
  });
});
