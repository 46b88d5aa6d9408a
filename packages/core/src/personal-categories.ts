/**
 * Personal categories (catalogue.md sections 2 and 4, shell.md section 2): configurable slugs map to
 * personal category types; the two live-only types (favourites live, golden chips) open the live user
 * route when the live layout is active; guests get no personalised type.
 *
 * Choice where the spec is silent: the default slugs are Romanian, like the rest of the site's URLs.
 */
import type { RoutePattern } from './routes.ts';
import type { CategoryType } from './schemas.ts';

export type PersonalCategoryType =
  | 'free-spins'
  | 'favourites'
  | 'most-played'
  | 'tried-once'
  | 'recent-wins'
  | 'recently-played'
  | 'personalised-marketing'
  | 'favourites-live'
  | 'golden-chips';

export type PersonalCategorySlugs = Readonly<Record<PersonalCategoryType, string>>;

export const DEFAULT_PERSONAL_CATEGORY_SLUGS: PersonalCategorySlugs = {
  'free-spins': 'rotiri-gratuite',
  favourites: 'preferate',
  'most-played': 'cele-mai-jucate',
  'tried-once': 'incercate-o-data',
  'recent-wins': 'castiguri-recente',
  'recently-played': 'jucate-recent',
  'personalised-marketing': 'recomandate',
  'favourites-live': 'preferate-live',
  'golden-chips': 'jetoane-aurii',
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The personal-category slugs from configuration (`PERSONAL_CATEGORY_SLUGS`: a JSON object of type to
 * slug, catalogue.md section 2 "route names configurable"): today's slugs for every type it leaves out.
 * A value that is not such an object, names an unknown type, gives a slug that is not lower-case words
 * joined by hyphens, or gives two types one slug is refused whole (null): the caller keeps the defaults.
 */
export function parsePersonalCategorySlugs(raw: string | undefined): PersonalCategorySlugs | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PERSONAL_CATEGORY_SLUGS;
  let given: unknown;
  try {
    given = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return null;
  const slugs: Record<string, string> = { ...DEFAULT_PERSONAL_CATEGORY_SLUGS };
  for (const [type, slug] of Object.entries(given)) {
    if (!Object.hasOwn(DEFAULT_PERSONAL_CATEGORY_SLUGS, type)) return null;
    if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug) || slug.length > 80) return null;
    slugs[type] = slug;
  }
  if (new Set(Object.values(slugs)).size !== Object.keys(slugs).length) return null;
  return slugs as PersonalCategorySlugs;
}

export const LIVE_ONLY_PERSONAL_TYPES: readonly PersonalCategoryType[] = ['favourites-live', 'golden-chips'];

/** Types shown to logged-in users only. */
export const PERSONALISED_CATEGORY_TYPES: readonly CategoryType[] = [
  'favourites',
  'favourites-live',
  'most-played',
  'recently-played',
  'recent-wins',
  'free-spins',
  'golden-chips',
  'tried-once',
  'because-you-like',
  'because-you-like-live',
  'because-you-played',
  'personalised-marketing',
];

export function personalCategoryType(
  slug: string,
  slugs: PersonalCategorySlugs = DEFAULT_PERSONAL_CATEGORY_SLUGS,
): PersonalCategoryType | null {
  for (const [type, candidate] of Object.entries(slugs))
    if (candidate === slug) return type as PersonalCategoryType;
  return null;
}

type FavouritesPattern = Extract<
  RoutePattern,
  '/utilizator/preferate' | '/cazinou-live/utilizator/preferate'
>;
type SlugPattern = Extract<RoutePattern, '/utilizator/:slug' | '/cazinou-live/utilizator/:slug'>;

/** A personal page's route pattern (core's ROUTES) with its params: a slug, or none for the favourites. */
export type PersonalCategoryRoute =
  | { [P in FavouritesPattern]: { path: P; params: Record<never, never> } }[FavouritesPattern]
  | { [P in SlugPattern]: { path: P; params: { slug: string } } }[SlugPattern];

export function personalCategoryRoute(
  type: PersonalCategoryType,
  liveLayout: boolean,
  slugs: PersonalCategorySlugs = DEFAULT_PERSONAL_CATEGORY_SLUGS,
): PersonalCategoryRoute {
  const live = liveLayout && LIVE_ONLY_PERSONAL_TYPES.includes(type);
  if (type === 'favourites') return { path: '/utilizator/preferate', params: {} };
  if (type === 'favourites-live' && live) return { path: '/cazinou-live/utilizator/preferate', params: {} };
  return {
    path: live ? '/cazinou-live/utilizator/:slug' : '/utilizator/:slug',
    params: { slug: slugs[type] },
  };
}

export function isPersonalisedCategoryType(type: CategoryType): boolean {
  return PERSONALISED_CATEGORY_TYPES.includes(type);
}

/** Anonymous visitors get categories without any personalised type. */
export function categoriesForVisitor<T extends { type: CategoryType }>(
  categories: readonly T[],
  loggedIn: boolean,
): T[] {
  return loggedIn
    ? [...categories]
    : categories.filter((category) => !isPersonalisedCategoryType(category.type));
}
