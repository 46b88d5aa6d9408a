import { describe, expect, it, vi } from 'vitest';
import { parseNativeAppLink, parseSiteOrigin } from './config.server';

describe("the native app's deep links (NATIVE_APP_SCHEME, NATIVE_APP_LOCATION)", () => {
  it('default to the brand and the country, and take configured values', () => {
    expect(parseNativeAppLink(undefined, undefined)).toEqual({ scheme: 'cazinoregal', location: 'ro' });
    expect(parseNativeAppLink(' regalapp ', 'md')).toEqual({ scheme: 'regalapp', location: 'md' });
    // An empty location: the scheme alone (`regalapp://play/…`).
    expect(parseNativeAppLink('regalapp', '')).toEqual({ scheme: 'regalapp', location: '' });
  });

  it.each([
    ['javascript:alert(1)//', 'ro'],
    ['regal app', 'ro'],
    ['1regal', 'ro'],
    ['regal', 'ro/x'],
  ])('refuse %j with %j, which make no URI scheme: the defaults, and an error logged', (scheme, location) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseNativeAppLink(scheme, location)).toEqual({ scheme: 'cazinoregal', location: 'ro' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NATIVE_APP_SCHEME'));
    error.mockRestore();
  });
});

describe("the site's public address (SITE_URL)", () => {
  it('is the origin of an http(s) address; unset, each request gives its own', () => {
    expect(parseSiteOrigin(' https://www.cazino.example/ro/ ')).toBe('https://www.cazino.example');
    expect(parseSiteOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parseSiteOrigin(undefined)).toBeNull();
    expect(parseSiteOrigin('  ')).toBeNull();
  });

  it.each(['cazino.example', 'ftp://cazino.example', 'javascript:alert(1)'])(
    'refuses %j: each request gives its own, and an error is logged',
    (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(parseSiteOrigin(value)).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('SITE_URL'));
      error.mockRestore();
    },
  );
});
