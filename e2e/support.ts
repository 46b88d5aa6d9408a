import { CONTENT_PATHS } from '@casino/core/content-api';

/** The sandbox the journeys run against (playwright.config.ts starts it). */
export const SANDBOX = 'http://localhost:4310';

export async function sandboxJson<T>(path: string, query = ''): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}?locale=ro&status=published${query}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface SandboxGame {
  gameCode: string;
  name: string;
  type: string;
  demoEnabled: boolean;
  requirePassword: boolean;
  videoPreview: string | null;
  description: string;
  provider: { id: string; slug: string; name: string };
  launchUrls: { demo: string | null; real: string | null };
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
    sandboxJson<SandboxGame[]>(CONTENT_PATHS.games),
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
  const playable = (game: SandboxGame) =>
    game.demoEnabled && game.launchUrls.demo !== null && !game.requirePassword;
  const slot = first(
    games.filter((game) => game.type === 'Slot' && playable(game)),
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
    passwordGame: first(
      games.filter((game) => game.requirePassword && game.demoEnabled && game.launchUrls.demo),
      'password game',
    ),
    missingDemoUrl: first(
      games.filter((game) => game.demoEnabled && !game.launchUrls.demo && !game.requirePassword),
      'game without a demo URL',
    ),
    noDemo: first(
      games.filter((game) => !game.demoEnabled && !game.requirePassword && game.type === 'Slot'),
      'game without demo',
    ),
    videoGame: first(
      games.filter(
        (game) => game.videoPreview && !game.videoPreview.includes('indisponibil') && playable(game),
      ),
      'game with a preview video',
    ),
    brokenVideoGame: first(
      games.filter((game) => game.videoPreview?.includes('indisponibil')),
      'game with a broken preview video',
    ),
  };
}

/** Events the page pushed to its dataLayer. */
export async function dataLayer(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}
