import { IDENTITY_ERRORS } from '@casino/core/identity-api';
import { describe, expect, it } from 'vitest';
import en from '~/i18n/en.json';
import first from '~/i18n/ro.json';
import later from '~/i18n/ro-later.json';
import type { Dictionary } from './translate';

function keys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keys(value, `${prefix}${key}.`),
  );
}

/** Romanian whole: what every page shows and the part that loads later (ADR 0018). */
const ro = {
  ...first,
  ...later,
  filters: { ...first.filters, ...later.filters },
  search: { ...first.search, ...later.search },
};

describe('translations', () => {
  it('English translates every Romanian string and nothing more', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ro))].sort());
  });

  it('splits Romanian in two parts that share no string', () => {
    const firstKeys = new Set(keys(first));
    expect(keys(later).filter((key) => firstKeys.has(key))).toEqual([]);
    expect(keys(first).length + keys(later).length).toBe(keys(ro).length);
  });

  it('has every error message in the first part: an error shows its text even when nothing more loads', () => {
    expect(later).not.toHaveProperty('errors');
    for (const key of ['title', 'notFoundTitle', 'goHome', 'support', 'tryAgain', 'chunk-error'])
      expect(first.errors).toHaveProperty([key]);
  });

  it('has the Romanian text for every server-side error key of the spec', () => {
    const errorKeys = [
      'layouts',
      'categories',
      'menu',
      'submenu',
      'providers',
      'promotions',
      'collections',
      'collection-groups',
      'games',
      'meta',
      'sb-cms-config',
      'carousel',
      'videos',
    ].map((name) => `failed-to-fetch-${name}`);
    for (const key of errorKeys) expect(ro.errors).toHaveProperty([key]);
  });

  it('has a Romanian message for every login rejection (errors.auth.{reason}) and the player error toasts', () => {
    for (const reason of Object.keys(IDENTITY_ERRORS)) expect(ro.errors.auth).toHaveProperty([reason]);
    for (const key of ['startup', 'messages', 'bonus_details']) expect(ro.errors.auth).toHaveProperty([key]);
    expect(ro.errors).toHaveProperty(['unable-to-update-balance-visibility']);
  });
});
