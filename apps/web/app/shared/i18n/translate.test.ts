import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate';

const ro = {
  games: { count_one: '{{count}} joc', count_few: '{{count}} jocuri', count_other: '{{count}} de jocuri' },
  errors: { 'failed-to-fetch-menu': 'Nu am putut încărca meniul.' },
  greeting: 'Salut, {{name}}!',
};

describe('translate', () => {
  const t = createTranslate<string>('ro-RO', ro, { onlyInEnglish: 'Fallback' });

  it('picks the Romanian plural form', () => {
    expect(t('games.count', { count: 1 })).toBe('1 joc');
    expect(t('games.count', { count: 3 })).toBe('3 jocuri');
    expect(t('games.count', { count: 19 })).toBe('19 jocuri');
    expect(t('games.count', { count: 20 })).toBe('20 de jocuri');
    expect(t('games.count', { count: 101 })).toBe('101 jocuri');
  });

  it('looks keys up by path, including keys with dashes, and interpolates', () => {
    expect(t('errors.failed-to-fetch-menu')).toBe('Nu am putut încărca meniul.');
    expect(t('greeting', { name: 'Ana' })).toBe('Salut, Ana!');
    expect(t('greeting')).toBe('Salut, {{name}}!');
  });

  it('falls back to the other dictionary, then the default value, then the key', () => {
    expect(t('onlyInEnglish')).toBe('Fallback');
    expect(t('missing.key', { defaultValue: 'Implicit' })).toBe('Implicit');
    expect(t('errors.unknown-key')).toBe('errors.unknown-key');
    expect(t('games')).toBe('games');
  });
});
