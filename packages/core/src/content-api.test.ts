import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, DEFAULT_LOCALE, isLocale, LOCALES } from './content-api.ts';

describe('content API paths (catalogue.md section 7)', () => {
  it.each([
    ['games', '/games/no-files'],
    ['categories', '/api/categories'],
    ['menus', '/api/layouts/menus'],
    ['jackpots', '/Jackpots'],
    ['globalSettings', '/globalsettings'],
    ['cmsConfiguration', '/cms-client/configuration/web_global'],
    ['winners', '/get-winners-live.php'],
  ] as const)('%s is %s', (key, path) => {
    expect(CONTENT_PATHS[key]).toBe(path);
  });

  it('builds the parameterised paths, encoded', () => {
    expect(CONTENT_PATHS.seo('home page')).toBe('/seo/home%20page');
    expect(CONTENT_PATHS.promotion('p1')).toBe('/Promotions/p1');
    expect(CONTENT_PATHS.gameInfo('a/b')).toBe('/games/a%2Fb/info');
    expect(CONTENT_PATHS.page('despre')).toBe('/pages/despre');
  });

  it('the site speaks ro by default', () => {
    expect(DEFAULT_LOCALE).toBe('ro');
    expect(LOCALES).toContain('ro');
  });
});

describe('locales', () => {
  it('knows ro and en only', () => {
    expect(isLocale('ro')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('toString')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
