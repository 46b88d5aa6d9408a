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

describe('the later part of the Romanian dictionary in the browser (ADR 0018)', () => {
  /** A fresh copy of the module as the browser runs it (the server loads the part at once). */
  async function browserI18n() {
    vi.resetModules();
    vi.stubEnv('SSR', false);
    return import('./i18n');
  }
  afterEach(() => vi.unstubAllEnvs());

  it('is not there at first: a panel string falls back to its key; error messages are in the first part', async () => {
    const { translator: t } = await browserI18n();
    expect(t('ro')('errors.goHome')).toBe('Mergi la pagina principală');
    expect(t('ro')('errors.failed-to-fetch-menu')).toBe('Nu am putut încărca meniul.');
    expect(t('ro')('filters.apply')).toBe('filters.apply');
  });

  it('logs a part that fails to load, without failing, and loads it on the next call, once', async () => {
    const { translator: t, loadLaterStrings: loadLater } = await browserI18n();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadLater(() => Promise.reject(new Error('chunk failed')))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('later part'), expect.any(Error));
    expect(t('ro')('filters.apply')).toBe('filters.apply');
    await loadLater();
    expect(t('ro')('filters.apply')).toBe('Aplică filtrele');
    const load = vi.fn(async () => ({}));
    await loadLater(load);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the later part on the server', () => {
  it('is loaded with the locale: the server renders the panels from the first request', async () => {
    await loadLocale('ro');
    expect(translator('ro')('filters.apply')).toBe('Aplică filtrele');
  });
});
