import { describe, expect, it } from 'vitest';
import {
  NATIVE_BANNER_COOKIE_MAX_AGE_S,
  nativeBannerCookie,
  nativeBannerFor,
  parseBannerOs,
} from './native-banner';

const USER_AGENTS = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
};

describe('parseBannerOs', () => {
  it('reads a comma-separated, case-insensitive list', () => {
    expect(parseBannerOs(' Android , iOS ,')).toEqual(['android', 'ios']);
    expect(parseBannerOs(['IOS'])).toEqual(['ios']);
    expect(parseBannerOs('')).toEqual([]);
  });
});

describe('the native-banner cookie', () => {
  it('holds a timestamp for 30 days, with the portal cookie defaults', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(nativeBannerCookie(now, 'https://www.cazinoregal.ro/jackpots').split('; ')).toEqual([
      `native-banner=${now}`,
      'Max-Age=2592000',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(NATIVE_BANNER_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(nativeBannerCookie(now, 'http://localhost:3000/')).not.toContain('Secure');
  });
});

describe('nativeBannerFor', () => {
  const base = {
    search: '',
    userAgent: USER_AGENTS.androidPhone,
    maxTouchPoints: 5,
    cookies: 'locale=ro',
    bannerOs: ['android', 'ios'],
  };

  it('shows the store of the device OS on a mobile browser', () => {
    expect(nativeBannerFor(base)).toBe('android');
    expect(nativeBannerFor({ ...base, userAgent: USER_AGENTS.iphone })).toBe('ios');
  });

  it('stays off when embedded, in the native view, on a desktop, for an unlisted OS or with the cookie', () => {
    expect(nativeBannerFor({ ...base, search: '?embed=true' })).toBeNull();
    expect(nativeBannerFor({ ...base, search: '?embed=native' })).toBeNull();
    expect(nativeBannerFor({ ...base, search: '?nativeapp=1' })).toBeNull();
    expect(nativeBannerFor({ ...base, userAgent: USER_AGENTS.windows, maxTouchPoints: 0 })).toBeNull();
    expect(nativeBannerFor({ ...base, bannerOs: ['ios'] })).toBeNull();
    expect(nativeBannerFor({ ...base, bannerOs: ['none'] })).toBeNull();
    expect(nativeBannerFor({ ...base, cookies: 'native-banner=1767225600000' })).toBeNull();
    expect(nativeBannerFor({ ...base, userAgent: USER_AGENTS.windowsPhone })).toBeNull();
  });

  it('other query parameters do not matter', () => {
    expect(nativeBannerFor({ ...base, search: '?embed=false&nativeapp=0&lang=ro' })).toBe('android');
  });
});
