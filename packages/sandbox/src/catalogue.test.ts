import {
  CATEGORY_TYPES,
  GAME_LAYOUT_TYPES,
  PAGE_KINDS,
  parseLayout,
  WIDGET_TYPES,
  type Widget,
} from '@casino/core/schemas';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFERENCE_DATE,
  generateCatalogue,
  PERSONAL_SOURCES,
  type PersonalCategoryType,
} from './catalogue.ts';

const ro = generateCatalogue();
const en = generateCatalogue({ locale: 'en' });
const draft = generateCatalogue({ status: 'draft' });
const lobby = ro.layouts.find((layout) => layout.page === 'Lobby')!;
const gameWidgets = (widgets: Widget[]) =>
  widgets.filter((w): w is Extract<Widget, { type: 'games' }> => w.type === 'games');

describe('generateCatalogue: determinism and speed', () => {
  it('gives the same output for the same seed and a different one for another seed', () => {
    const a = generateCatalogue({ seed: 7, games: 400, liveGames: 40 });
    const b = generateCatalogue({ seed: 7, games: 400, liveGames: 40 });
    const c = generateCatalogue({ seed: 8, games: 400, liveGames: 40 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(c.games.map((game) => game.name)).not.toEqual(a.games.map((game) => game.name));
  });

  it('keeps the structure across locales and statuses (ids and game codes)', () => {
    expect(en.games.map((game) => game.gameCode)).toEqual(ro.games.map((game) => game.gameCode));
    expect(draft.games.map((game) => game.gameCode)).toEqual(ro.games.map((game) => game.gameCode));
    expect(en.categories.map((category) => category.id)).toEqual(
      ro.categories.map((category) => category.id),
    );
  });

  it('generates 10,000 games in well under two seconds', () => {
    const start = performance.now();
    const big = generateCatalogue({ games: 10_000 });
    const elapsed = performance.now() - start;
    expect(big.games).toHaveLength(10_300);
    expect(new Set(big.games.map((game) => game.name)).size).toBe(10_300);
    expect(elapsed).toBeLessThan(2000);
  });

  it('survives tiny catalogues', () => {
    const tiny = generateCatalogue({ games: 5, liveGames: 0 });
    expect(tiny.games).toHaveLength(5);
    expect(tiny.jackpots.every((jackpot) => jackpot.gameCodes.length > 0)).toBe(true);
  });
});

describe('generateCatalogue: games', () => {
  it('has 3,000 casino games (mostly slots, some table and crash) and 300 live games', () => {
    const count = (type: string) => ro.games.filter((game) => game.type === type).length;
    expect(ro.games).toHaveLength(3300);
    expect(count('Live')).toBe(300);
    expect(count('Slot')).toBeGreaterThan(2000);
    expect(count('Table')).toBeGreaterThan(50);
    expect(count('Crash')).toBeGreaterThan(50);
  });

  it('has unique names and game codes', () => {
    expect(new Set(ro.games.map((game) => game.name)).size).toBe(ro.games.length);
    expect(new Set(ro.games.map((game) => game.gameCode)).size).toBe(ro.games.length);
  });

  it('fills every field realistically', () => {
    for (const game of ro.games) {
      if (game.rtp !== null) {
        expect(game.rtp).toBeGreaterThanOrEqual(92);
        expect(game.rtp).toBeLessThanOrEqual(97.5);
        expect(Math.round(game.rtp * 100) / 100).toBe(game.rtp);
      }
      if (game.volatility !== null) expect([1, 2, 3, 4, 5]).toContain(game.volatility);
      if (game.type === 'Slot') expect([3, 5, 6, 7]).toContain(game.numberOfReels);
      if (game.type === 'Live') {
        expect(game.numberOfReels).toBeNull();
        expect(game.demoEnabled).toBe(false);
        expect(game.launchUrls.realMobile).not.toBe(game.launchUrls.real);
        expect(game.launchUrls.realMobile).toContain('{tempToken}');
      }
      expect(game.minBet).toBeGreaterThanOrEqual(0.1);
      expect(game.minBet).toBeLessThanOrEqual(5);
      expect(game.maxBet).toBeGreaterThanOrEqual(50);
      expect(game.maxBet).toBeLessThanOrEqual(5000);
      expect(game.promotionLevel).toBeGreaterThanOrEqual(0);
      expect(game.commercialTier).toBeLessThanOrEqual(10);
      expect(game.description.length).toBeGreaterThan(20);
      expect(game.seoId).toBeTruthy();
      expect(ro.seo[game.seoId!]).toBeDefined();
    }
    const casino = ro.games.filter((game) => game.type !== 'Live');
    const share = (predicate: (game: (typeof ro.games)[number]) => boolean, list = casino) =>
      list.filter(predicate).length / list.length;
    expect(share((game) => game.rtp === null)).toBeGreaterThan(0);
    expect(share((game) => game.volatility === null)).toBeGreaterThan(0);
    expect(share((game) => game.lines === 0 && game.type === 'Slot')).toBeGreaterThan(0);
    expect(share((game) => !game.demoEnabled)).toBeGreaterThan(0.05);
    expect(share((game) => !game.demoEnabled)).toBeLessThan(0.15);
    expect(share((game) => game.requirePassword)).toBeGreaterThan(0);
    expect(share((game) => game.requirePassword)).toBeLessThan(0.03);
    expect(share((game) => game.videoPreview !== null)).toBeGreaterThan(0.15);
    expect(share((game) => game.videoPreview !== null)).toBeLessThan(0.25);
    expect(share((game) => game.labels.length > 0)).toBeGreaterThan(0.05);
    expect(
      share(
        (game) => game.specialFeatures.length > 0,
        casino.filter((g) => g.type === 'Slot'),
      ),
    ).toBe(1);
    const missingDemo = ro.games.filter((game) => game.demoEnabled && game.launchUrls.demo === null);
    expect(missingDemo.length).toBeGreaterThanOrEqual(2);
    expect(ro.games.filter((game) => game.launchUrls.real === null).length).toBeGreaterThanOrEqual(1);
    const sample = ro.games.find((game) => game.demoEnabled && game.launchUrls.demo)!;
    expect(sample.launchUrls.demo).toBe(
      'http://localhost:4000/launch/{gameCode}?mode=demo&platform={clientPlatform}&lang={languageCode}',
    );
    expect(sample.launchUrls.real).toContain('&player={playerId}&token={tempToken}');
  });

  it("resolves every game's provider, categories and collections, both ways", () => {
    const providers = new Map(ro.providers.map((provider) => [provider.id, provider]));
    const categories = new Map(ro.categories.map((category) => [category.id, category]));
    const collections = new Map(ro.collections.map((collection) => [collection.id, collection]));
    for (const game of ro.games) {
      expect(providers.get(game.provider.id)?.games).toContain(game.gameCode);
      for (const ref of game.categories) expect(categories.get(ref.id)?.games).toContain(game.gameCode);
      for (const ref of game.collections) expect(collections.get(ref.id)?.games).toContain(game.gameCode);
    }
    const codes = new Set(ro.games.map((game) => game.gameCode));
    for (const list of [...ro.providers, ...ro.categories, ...ro.collections])
      for (const code of list.games) expect(codes.has(code)).toBe(true);
    const refs = ro.games.reduce((sum, game) => sum + game.categories.length, 0);
    expect(refs).toBe(ro.categories.reduce((sum, category) => sum + category.games.length, 0));
  });

  it('uses Romanian with diacritics for ro and English for en', () => {
    const roText = ro.games.map((game) => game.description).join(' ');
    expect(roText).toMatch(/[șțăâî]/);
    expect(en.games[0]!.description).not.toBe(ro.games[0]!.description);
    expect(en.games[0]!.description).toMatch(/ by /);
  });
});

describe('generateCatalogue: taxonomy', () => {
  it('has 40+ fictional providers, some live-only', () => {
    expect(ro.providers.length).toBeGreaterThanOrEqual(40);
    const liveOnly = ro.providers.filter(
      (provider) =>
        provider.games.length > 0 &&
        provider.games.every((code) => ro.games.find((game) => game.gameCode === code)?.type === 'Live'),
    );
    expect(liveOnly.length).toBeGreaterThanOrEqual(3);
    expect(ro.providers.every((provider) => provider.lightLogoImage && provider.darkLogoImage)).toBe(true);
  });

  it('has 25+ categories, a top-10 style, every personal type with a sensible lobby', () => {
    expect(ro.categories.length).toBeGreaterThanOrEqual(25);
    const top10 = ro.categories.filter((category) => category.style === 'top10');
    expect(top10).toHaveLength(1);
    expect(top10[0]!.games).toHaveLength(10);
    for (const type of CATEGORY_TYPES)
      expect(ro.categories.some((category) => category.type === type)).toBe(true);
    for (const category of ro.categories) {
      if (category.type.endsWith('-live')) expect(category.lobby).toBe('live');
    }
    expect(ro.categories.some((category) => category.lobby === 'live' && category.type === 'default')).toBe(
      true,
    );
    for (const slug of ['populare', 'noutati', 'jocuri-cu-jackpot'])
      expect(ro.categories.find((category) => category.slug === slug)?.games.length).toBeGreaterThan(0);
  });

  it('has 30+ collections in 5+ groups, some excluded from the collections page', () => {
    expect(ro.collections.length).toBeGreaterThanOrEqual(30);
    expect(ro.collectionGroups.length).toBeGreaterThanOrEqual(5);
    expect(ro.collections.some((collection) => collection.excludeFromPage)).toBe(true);
    const grouped = ro.collectionGroups.flatMap((group) => group.collections);
    expect(new Set(grouped).size).toBe(ro.collections.length);
    expect(ro.collections.every((collection) => collection.games.length > 0)).toBe(true);
  });

  it('has 10+ jackpots with 3-4 RON levels over jackpot games', () => {
    expect(ro.jackpots.length).toBeGreaterThanOrEqual(10);
    const games = new Map(ro.games.map((game) => [game.gameCode, game]));
    for (const jackpot of ro.jackpots) {
      expect(jackpot.currency).toBe('RON');
      expect([3, 4]).toContain(jackpot.jackpotLevels.length);
      expect(jackpot.jackpotLevels.map((level) => level.name).slice(0, 3)).toEqual([
        'Mini',
        'Minor',
        'Major',
      ]);
      const amounts = jackpot.jackpotLevels.map((level) => level.amount ?? 0);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      expect(jackpot.gameCodes.length).toBeGreaterThan(0);
      for (const code of jackpot.gameCodes) expect(games.get(code)?.jackpot).toBe(true);
    }
  });

  it('has 12+ promotions covering every audience, some with template codes or tags', () => {
    expect(ro.promotions.length).toBeGreaterThanOrEqual(12);
    const audiences = new Set(ro.promotions.map((promotion) => promotion.visibleTo));
    for (const audience of ['all', 'logged-in', 'not-logged-in', null])
      expect(audiences.has(audience as never)).toBe(true);
    expect(ro.promotions.some((promotion) => promotion.templateCode)).toBe(true);
    expect(ro.promotions.some((promotion) => promotion.tagName)).toBe(true);
  });
});

describe('generateCatalogue: layouts and navigation', () => {
  it('has one layout per page kind, each with an SEO record', () => {
    expect(ro.layouts.map((layout) => layout.page).sort()).toEqual([...PAGE_KINDS].sort());
    for (const layout of ro.layouts) {
      expect(layout.seoId).toBeTruthy();
      expect(ro.seo[layout.seoId!]?.metaRobots).toBe('index, follow');
      expect(parseLayout(layout)?.widgets).toHaveLength(layout.widgets.length);
    }
    expect(ro.layouts.find((layout) => layout.page === 'LiveLobby')?.lobby).toBe('live');
  });

  it('puts every widget type and every game layout type in the Lobby', () => {
    const types = new Set(lobby.widgets.map((widget) => widget.type));
    for (const type of WIDGET_TYPES) expect(types.has(type)).toBe(true);
    const shelves = gameWidgets(lobby.widgets);
    for (const layoutType of GAME_LAYOUT_TYPES)
      expect(shelves.some((shelf) => shelf.gameLayout === layoutType)).toBe(true);
    const top10 = shelves.find((shelf) => shelf.gameLayout === 'Top10')!;
    expect(ro.categories.find((category) => category.id === top10.categoryId)?.style).toBe('top10');
    const html = lobby.widgets.find((widget) => widget.type === 'html');
    expect(html && 'html' in html && html.html).toContain('<script>');
  });

  it('has personal shelves bound to the matching personal category', () => {
    const shelves = gameWidgets(lobby.widgets);
    for (const source of [
      'MostPlayed',
      'RecentlyPlayed',
      'Favourites',
      'RecentWins',
      'BecauseYouPlayedInternal',
    ]) {
      const shelf = shelves.find((item) => item.source === source);
      expect(shelf, source).toBeDefined();
      const type = (Object.keys(PERSONAL_SOURCES) as PersonalCategoryType[]).find(
        (key) => PERSONAL_SOURCES[key] === source,
      );
      expect(ro.categories.find((category) => category.id === shelf!.categoryId)?.type).toBe(type);
    }
  });

  it('only references records that exist', () => {
    const ids = {
      carousel: new Set(ro.carousels.map((item) => item.id)),
      group: new Set(ro.collectionGroups.map((item) => item.id)),
      collection: new Set(ro.collections.map((item) => item.id)),
      category: new Set(ro.categories.map((item) => item.id)),
      jackpot: new Set(ro.jackpots.map((item) => item.id)),
      video: new Set(ro.videoWidgets.map((item) => item.id)),
    };
    for (const widget of ro.layouts.flatMap((layout) => layout.widgets)) {
      if (widget.type === 'carousel') expect(ids.carousel.has(widget.carouselId)).toBe(true);
      if (widget.type === 'collection-group') expect(ids.group.has(widget.collectionGroupId)).toBe(true);
      if (widget.type === 'collections')
        for (const id of widget.collectionIds) expect(ids.collection.has(id)).toBe(true);
      if (widget.type === 'jackpots')
        for (const id of widget.jackpotIds) expect(ids.jackpot.has(id)).toBe(true);
      if (widget.type === 'videos') expect(ids.video.has(widget.videoWidgetId)).toBe(true);
      if (widget.type === 'games') {
        if (widget.categoryId) expect(ids.category.has(widget.categoryId)).toBe(true);
        if (widget.collectionId) expect(ids.collection.has(widget.collectionId)).toBe(true);
      }
    }
    const live = ro.layouts.find((layout) => layout.page === 'LiveLobby')!;
    expect(new Set(live.widgets.map((widget) => widget.type))).toEqual(
      new Set(['carousel', 'games', 'providers', 'winners']),
    );
    for (const shelf of gameWidgets(live.widgets).filter((item) => item.source === 'Default'))
      expect(ro.categories.find((category) => category.id === shelf.categoryId)?.lobby).toBe('live');
  });

  it('has casino and live menus with the route names of the spec', () => {
    const casino = ro.menus.filter((item) => item.lobby === 'casino');
    const live = ro.menus.filter((item) => item.lobby === 'live');
    expect(casino.filter((item) => item.type === 'Internal').map((item) => item.route)).toEqual([
      'lobby',
      'user-my-games',
      'providers',
      'jackpots',
      'collections',
    ]);
    expect(casino.find((item) => item.route === 'user-my-games')?.isPersonalized).toBe(true);
    expect(casino.some((item) => item.type === 'Categories' && item.img)).toBe(true);
    expect(casino.some((item) => item.type === 'Collections' && item.img)).toBe(true);
    expect(casino.at(-1)).toMatchObject({ type: 'AllGames', route: 'all-games' });
    expect(live.map((item) => item.route)).toContain('live-casino');
    expect(live.find((item) => item.route === 'live-casino-user-my-games')?.isPersonalized).toBe(true);
    expect(live.at(-1)).toMatchObject({ type: 'AllGames', route: 'live-casino-all-games' });
    for (const item of ro.menus.filter((menu) => menu.type === 'Categories'))
      expect(ro.categories.find((category) => category.slug === item.route)?.lobby).toBe(item.lobby);
    expect(new Set(ro.submenu.map((item) => item.type))).toEqual(
      new Set(['content-page', 'promotion', 'external']),
    );
  });

  it('has the global settings of the spec', () => {
    expect(ro.globalSettings.currency.code).toBe('RON');
    expect(ro.globalSettings.supportPhone).toBe('0800 410 410');
    expect(ro.globalSettings.redirectToAccount).toBe(false);
    expect(ro.globalSettings.enabledFilters).toHaveLength(9);
    expect(ro.globalSettings.enabledFiltersLive).toHaveLength(6);
    expect(ro.globalSettings.search.popularProviders).toHaveLength(6);
    const providerIds = new Set(ro.providers.map((provider) => provider.id));
    for (const id of [
      ...ro.globalSettings.search.popularProviders,
      ...ro.globalSettings.searchLive.popularProviders,
    ])
      expect(providerIds.has(id)).toBe(true);
    expect(
      ro.categories.some((category) => category.id === ro.globalSettings.search.recommendedCategory),
    ).toBe(true);
  });
});

describe('generateCatalogue: time-based records', () => {
  const reference = Date.parse(DEFAULT_REFERENCE_DATE);

  it('has past, current and future web messages with different priorities', () => {
    const past = ro.webMessages.filter((message) => message.end && Date.parse(message.end) < reference);
    const future = ro.webMessages.filter((message) => Date.parse(message.start) > reference);
    const current = ro.webMessages.filter(
      (message) =>
        Date.parse(message.start) <= reference && (!message.end || Date.parse(message.end) > reference),
    );
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(current.length).toBeGreaterThan(1);
    expect(new Set(ro.webMessages.map((message) => message.priority)).size).toBeGreaterThan(3);
  });

  it('has winners of every kind, on catalogue games plus a few unknown codes', () => {
    const codes = new Set(ro.games.map((game) => game.gameCode));
    expect(new Set(ro.winners.map((winner) => winner.kind))).toEqual(
      new Set(['recent', 'jackpot', 'hall-of-fame']),
    );
    const unknown = ro.winners.filter((winner) => !codes.has(winner.gameCode));
    expect(unknown.length).toBeGreaterThanOrEqual(2);
    expect(unknown.length).toBeLessThan(5);
  });

  it('has tournaments, content pages and redirect rules', () => {
    expect(ro.tournaments.length).toBeGreaterThanOrEqual(3);
    for (const slug of ['termeni-si-conditii', 'joc-responsabil', 'despre-noi'])
      expect(ro.pages.some((page) => page.slug === slug)).toBe(true);
    expect(ro.redirects).toContainEqual({ from: '/sloturi', to: '/toate-jocurile', status: 301 });
    expect(ro.redirects.some((rule) => rule.to.startsWith('https://'))).toBe(true);
  });
});

describe('generateCatalogue: locale and draft', () => {
  it('changes titles and texts with the locale', () => {
    const title = (catalogue: typeof ro, slug: string) =>
      catalogue.categories.find((category) => category.slug === slug)?.title;
    expect(title(ro, 'noutati')).toBe('Noutăți');
    expect(title(en, 'noutati')).toBe('New games');
    expect(en.promotions[1]!.title).not.toBe(ro.promotions[1]!.title);
    expect(en.pages[0]!.body).not.toBe(ro.pages[0]!.body);
    expect(en.seo[en.layouts[0]!.seoId!]!.title).not.toBe(ro.seo[ro.layouts[0]!.seoId!]!.title);
  });

  it('adds and marks draft content', () => {
    expect(draft.promotions.length).toBe(ro.promotions.length + 1);
    expect(draft.promotions[0]!.title).toContain('(Ciornă)');
    expect(draft.categories.find((category) => category.slug === 'noutati')?.title).toBe('Noutăți (Ciornă)');
    expect(draft.carousels[0]!.slides.length).toBe(ro.carousels[0]!.slides.length + 1);
    const draftLobby = draft.layouts.find((layout) => layout.page === 'Lobby')!;
    expect(draftLobby.widgets.length).toBe(lobby.widgets.length + 1);
    const enDraft = generateCatalogue({ locale: 'en', status: 'draft' });
    expect(enDraft.promotions[0]!.title).toContain('(Draft)');
  });
});
