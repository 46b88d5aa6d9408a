import { describe, expect, it } from 'vitest';
import {
  categoriesForVisitor,
  DEFAULT_PERSONAL_CATEGORY_SLUGS,
  isPersonalisedCategoryType,
  type PersonalCategoryType,
  parsePersonalCategorySlugs,
  personalCategoryRoute,
  personalCategoryType,
} from './personal-categories.ts';

describe('personal-category slug to type (catalogue.md section 2)', () => {
  it.each(Object.entries(DEFAULT_PERSONAL_CATEGORY_SLUGS))('%s has slug %s', (type, slug) => {
    expect(personalCategoryType(slug)).toBe(type);
  });

  it('an unknown slug has no type; slugs are configurable', () => {
    expect(personalCategoryType('nimic')).toBeNull();
    const slugs = { ...DEFAULT_PERSONAL_CATEGORY_SLUGS, 'most-played': 'top' };
    expect(personalCategoryType('top', slugs)).toBe('most-played');
  });

  it.each<[PersonalCategoryType, boolean, string, Record<string, string>]>([
    ['most-played', false, '/utilizator/:slug', { slug: 'cele-mai-jucate' }],
    ['most-played', true, '/utilizator/:slug', { slug: 'cele-mai-jucate' }],
    ['favourites', true, '/utilizator/preferate', {}],
    ['favourites-live', true, '/cazinou-live/utilizator/preferate', {}],
    ['favourites-live', false, '/utilizator/:slug', { slug: 'preferate-live' }],
    ['golden-chips', true, '/cazinou-live/utilizator/:slug', { slug: 'jetoane-aurii' }],
    ['golden-chips', false, '/utilizator/:slug', { slug: 'jetoane-aurii' }],
  ])('%s with live layout %s opens %s %j', (type, liveLayout, path, params) => {
    expect(personalCategoryRoute(type, liveLayout)).toEqual({ path, params });
  });
});

describe('personalised types show only to logged-in users (catalogue.md section 4)', () => {
  it('guests get categories without any personalised type', () => {
    const categories = [
      { type: 'default' as const },
      { type: 'most-played' as const },
      { type: 'popular' as const },
    ];
    expect(categoriesForVisitor(categories, false)).toEqual([{ type: 'default' }, { type: 'popular' }]);
    expect(categoriesForVisitor(categories, true)).toEqual(categories);
    expect(isPersonalisedCategoryType('because-you-played')).toBe(true);
    expect(isPersonalisedCategoryType('trending')).toBe(false);
  });
});

describe('configurable personal-category slugs (catalogue.md section 2)', () => {
  it("keeps today's slugs when nothing is configured, and for every type the configuration leaves out", () => {
    expect(parsePersonalCategorySlugs(undefined)).toBe(DEFAULT_PERSONAL_CATEGORY_SLUGS);
    expect(parsePersonalCategorySlugs('')).toBe(DEFAULT_PERSONAL_CATEGORY_SLUGS);
    const slugs = parsePersonalCategorySlugs('{"most-played":"top-jocuri"}');
    expect(slugs).toEqual({ ...DEFAULT_PERSONAL_CATEGORY_SLUGS, 'most-played': 'top-jocuri' });
    expect(personalCategoryType('top-jocuri', slugs!)).toBe('most-played');
    expect(personalCategoryType('cele-mai-jucate', slugs!)).toBeNull();
    expect(personalCategoryRoute('most-played', false, slugs!).params).toEqual({ slug: 'top-jocuri' });
  });

  it('refuses a value that is not an object of known types to distinct, URL-safe slugs', () => {
    for (const raw of [
      'nu-e-json',
      '["preferate"]',
      '{"necunoscut":"x"}',
      '{"most-played":"Top Jocuri"}',
      '{"most-played":"../x"}',
      '{"most-played":"preferate"}',
      '{"most-played":7}',
    ])
      expect(parsePersonalCategorySlugs(raw), raw).toBeNull();
  });
});
