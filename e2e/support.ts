import { CONTENT_PATHS } from '@casino/core/content-api';

/** The sandbox the journeys run against (playwright.config.ts starts it). */
export const SANDBOX = 'http://localhost:4310';

export async function sandboxJson<T>(path: string, query = ''): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}?locale=ro&status=published${query}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

interface Slugged {
  slug: string;
  lobby?: string;
  type?: string;
  visibleTo?: string | null;
}

/** Real slugs and codes from the seeded catalogue, so every route is opened with content that exists. */
export async function sampleContent() {
  const [providers, categories, collections, jackpots, promotions, pages, games] = await Promise.all([
    sandboxJson<(Slugged & { games: string[] })[]>(CONTENT_PATHS.providers),
    sandboxJson<Slugged[]>(CONTENT_PATHS.categories),
    sandboxJson<Slugged[]>(CONTENT_PATHS.collections),
    sandboxJson<Slugged[]>(CONTENT_PATHS.jackpots),
    sandboxJson<Slugged[]>(CONTENT_PATHS.promotions),
    sandboxJson<Slugged[]>(CONTENT_PATHS.pages),
    sandboxJson<
      { gameCode: string; name: string; type: string; demoEnabled: boolean; provider: { slug: string } }[]
    >(CONTENT_PATHS.games),
  ]);
  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (!item) throw new Error(`The sandbox has no ${what}`);
    return item;
  };
  const casinoCategory = first(
    categories.filter((category) => category.lobby === 'casino' && category.type === 'default'),
    'casino category',
  );
  const liveCategory = first(
    categories.filter((category) => category.lobby === 'live' && category.type === 'default'),
    'live category',
  );
  const slot = first(
    games.filter((game) => game.type === 'Slot' && game.demoEnabled),
    'demo slot',
  );
  return {
    provider: first(
      providers.filter((provider) => provider.games.length > 0),
      'provider',
    ).slug,
    casinoCategory: casinoCategory.slug,
    liveCategory: liveCategory.slug,
    collection: first(collections, 'collection').slug,
    jackpot: first(jackpots, 'jackpot').slug,
    promotion: first(
      promotions.filter((promotion) => !promotion.visibleTo || promotion.visibleTo !== 'logged-in'),
      'guest promotion',
    ).slug,
    page: first(pages, 'content page').slug,
    game: slot,
    games,
  };
}
