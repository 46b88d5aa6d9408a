import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale, translator } from './i18n';

afterEach(() => vi.restoreAllMocks());

describe('loading a locale', () => {
  it('logs a dictionary that fails to load and keeps the page in Romanian', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadLocale('en', () => Promise.reject(new Error('chunk failed')))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('en dictionary failed'), expect.any(Error));
    expect(translator('en')('header.login')).toBe('Autentificare');
  });

  it('loads a dictionary once, then translates in it', async () => {
    const load = vi.fn(async () => ({ header: { login: 'Log in' } }));
    await loadLocale('en', load);
    await loadLocale('en', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(translator('en')('header.login')).toBe('Log in');
  });
});
