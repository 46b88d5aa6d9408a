import { describe, expect, it, vi } from 'vitest';
import { parseNativeAppLink } from './config.server';

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
