/**
 * Contract tests: every content path answers what core's schemas (the portal's parsers) accept, for
 * both locales and both statuses. The player platform's contract is gateway-contract.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PATHS } from '@casino/core/content-api';
import {
  Carousel,
  Category,
  CmsConfiguration,
  CollectionGroup,
  Collection as CollectionSchema,
  ContentPage,
  Game,
  GameInfo,
  GlobalSettings,
  Jackpot,
  MenuItem,
  PersonalizedCategory,
  Promotion,
  Provider,
  parseLayout,
  parseList,
  parseRecord,
  RedirectLookup,
  Seo,
  SubmenuItem,
  Tournament,
  VideoWidget,
  WebMessage,
  Winner,
} from '@casino/core/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserClient, logIn } from './player/test-support.ts';
import { createSandbox } from './server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-contract-'));
const app = createSandbox({ dataDir, dbFile: ':memory:' });
const demo = browserClient(app);

beforeAll(async () => {
  await app.ready();
  await logIn(demo, 'demo');
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function getJson(url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

type Schema = Parameters<typeof parseList>[0];

const LISTS: [string, string, Schema][] = [
  ['categories', CONTENT_PATHS.categories, Category],
  ['menus', CONTENT_PATHS.menus, MenuItem],
  ['submenu', CONTENT_PATHS.submenu, SubmenuItem],
  ['carousels', CONTENT_PATHS.carousels, Carousel],
  ['video widgets', CONTENT_PATHS.videoWidgets, VideoWidget],
  ['providers', CONTENT_PATHS.providers, Provider],
  ['collections', CONTENT_PATHS.collections, CollectionSchema],
  ['collection groups', CONTENT_PATHS.collectionGroups, CollectionGroup],
  ['games', CONTENT_PATHS.games, Game],
  ['promotions', CONTENT_PATHS.promotions, Promotion],
  ['jackpots', CONTENT_PATHS.jackpots, Jackpot],
  ['web messages', CONTENT_PATHS.webMessages, WebMessage],
  ['pages', CONTENT_PATHS.pages, ContentPage],
  ['tournaments', CONTENT_PATHS.tournaments, Tournament],
];

const VARIANTS = [
  { locale: 'ro', status: 'published' },
  { locale: 'en', status: 'published' },
  { locale: 'ro', status: 'draft' },
  { locale: 'en', status: 'draft' },
] as const;

describe.each(VARIANTS)('content API contract ($locale, $status)', ({ locale, status }) => {
  const q = `locale=${locale}&status=${status}`;

  it.each(LISTS)('%s list parses with no rejected record', async (_name, path, schema) => {
    const parsed = parseList(schema, await getJson(`${path}?${q}`));
    expect(parsed).not.toBeNull();
    expect(parsed!.rejected).toBe(0);
    expect(parsed!.items.length).toBeGreaterThan(0);
  });

  it('layouts parse with every widget kept', async () => {
    const body = (await getJson(`${CONTENT_PATHS.layouts}?${q}`)) as { widgets: unknown[] }[];
    expect(body.length).toBe(12);
    for (const raw of body) {
      const layout = parseLayout(raw);
      expect(layout).not.toBeNull();
      expect(layout!.widgets.length).toBe(raw.widgets.length);
    }
  });

  it('web messages filter by target platform', async () => {
    for (const target of ['CasinoDesktop', 'CasinoMobile', 'LiveDesktop', 'LiveMobile', 'Native']) {
      const parsed = parseList(
        WebMessage,
        await getJson(`${CONTENT_PATHS.webMessages}?${q}&target=${target}`),
      );
      expect(parsed!.rejected).toBe(0);
      expect(parsed!.items.length).toBeGreaterThan(0);
    }
    const desktop = (await getJson(`${CONTENT_PATHS.webMessages}?${q}&target=LiveDesktop`)) as unknown[];
    const all = (await getJson(`${CONTENT_PATHS.webMessages}?${q}`)) as unknown[];
    expect(desktop.length).toBeLessThan(all.length);
  });

  it('single records parse: global settings, CMS configuration, SEO, promotion, page, game info', async () => {
    expect(parseRecord(GlobalSettings, await getJson(`${CONTENT_PATHS.globalSettings}?${q}`))).not.toBeNull();
    const cms = parseRecord(CmsConfiguration, await getJson(`${CONTENT_PATHS.cmsConfiguration}?${q}`));
    expect(cms?.featureToggle.length).toBeGreaterThan(0);

    const layouts = (await getJson(`${CONTENT_PATHS.layouts}?${q}`)) as { seoId: string }[];
    const categories = parseList(Category, await getJson(`${CONTENT_PATHS.categories}?${q}`))!.items;
    const providers = parseList(Provider, await getJson(`${CONTENT_PATHS.providers}?${q}`))!.items;
    const seoIds = [
      ...layouts.map((layout) => layout.seoId),
      ...categories.flatMap((category) => (category.seoId ? [category.seoId] : [])),
      ...providers.slice(0, 5).map((provider) => provider.seoId!),
    ];
    for (const seoId of seoIds) {
      const seo = parseRecord(Seo, await getJson(`${CONTENT_PATHS.seo(seoId)}?${q}`));
      expect(seo, seoId).not.toBeNull();
      expect(seo!.twitterCard).toBe('summary_large_image');
    }

    const promotions = parseList(Promotion, await getJson(`${CONTENT_PATHS.promotions}?${q}`))!.items;
    for (const promotion of promotions) {
      const single = parseRecord(Promotion, await getJson(`${CONTENT_PATHS.promotion(promotion.id)}?${q}`));
      expect(single).toEqual(promotion);
    }
    const pages = parseList(ContentPage, await getJson(`${CONTENT_PATHS.pages}?${q}`))!.items;
    for (const page of pages) {
      expect(parseRecord(ContentPage, await getJson(`${CONTENT_PATHS.page(page.slug)}?${q}`))).toEqual(page);
    }
    const games = parseList(Game, await getJson(`${CONTENT_PATHS.games}?${q}`))!.items;
    for (const game of [games[0]!, games.at(-1)!, games[1234]!]) {
      const info = parseRecord(GameInfo, await getJson(`${CONTENT_PATHS.gameInfo(game.gameCode)}?${q}`));
      expect(info?.description).toBe(game.description);
      const seo = parseRecord(Seo, await getJson(`${CONTENT_PATHS.seo(game.seoId!)}?${q}`));
      expect(seo?.ogTitle).toContain(game.name);
    }
  });

  it('personalised categories: empty for a guest, every personal type for a logged-in player', async () => {
    const guest = parseList(
      PersonalizedCategory,
      await getJson(`${CONTENT_PATHS.personalizedCategories}?${q}`),
    );
    expect(guest).toEqual({ items: [], rejected: 0 });
    const response = await demo.get(`${CONTENT_PATHS.personalizedCategories}?${q}`);
    expect(response.statusCode).toBe(200);
    const player = parseList(PersonalizedCategory, response.json());
    expect(player!.rejected).toBe(0);
    expect(player!.items.length).toBe(15);
    expect(player!.items.find((category) => category.type === 'most-played')!.games.length).toBeGreaterThan(
      0,
    );
  });
});

describe('content API contract: other records', () => {
  it('answers redirect lookups', async () => {
    const internal = parseRecord(RedirectLookup, await getJson(`${CONTENT_PATHS.redirects}?path=/sloturi`));
    expect(internal).toEqual({ redirect: '/toate-jocurile', status: 301 });
    const external = parseRecord(
      RedirectLookup,
      await getJson(`${CONTENT_PATHS.redirects}?path=/sport-vechi/`),
    );
    expect(external?.redirect).toBe('https://sport.example.ro/');
    const none = parseRecord(RedirectLookup, await getJson(`${CONTENT_PATHS.redirects}?path=/nimic`));
    expect(none).toEqual({ redirect: null, status: 302 });
    expect(await getJson(`${CONTENT_PATHS.redirects}?path=/nimic`)).toEqual({ redirect: null });
  });

  it('answers the public winners API with a JSON string holding the list', async () => {
    const response = await app.inject({ url: `${CONTENT_PATHS.winners}?country=ro` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const inner = JSON.parse(response.body);
    expect(typeof inner).toBe('string');
    const parsed = parseList(Winner, JSON.parse(inner));
    expect(parsed!.rejected).toBe(0);
    expect(parsed!.items.length).toBeGreaterThan(50);
  });

  it('checks the preview secret', async () => {
    const ok = await app.inject({ url: `${CONTENT_PATHS.previewAuth}?secret=editor` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await app.inject({ url: `${CONTENT_PATHS.previewAuth}?secret=gresit` })).statusCode).toBe(401);
    expect((await app.inject({ url: CONTENT_PATHS.previewAuth })).statusCode).toBe(401);
  });

  it('answers 404 JSON for unknown slugs and ids', async () => {
    for (const url of [
      CONTENT_PATHS.page('nu-exista'),
      CONTENT_PATHS.promotion('promo-nu-exista'),
      CONTENT_PATHS.seo('seo-nu-exista'),
      CONTENT_PATHS.gameInfo('joc-care-nu-exista'),
      '/nu-exista-deloc',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });

  it('serves the 3,300-game list from the serialised cache: a second answer serialises nothing', async () => {
    const first = await app.inject({ url: CONTENT_PATHS.games });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const second = await app.inject({ url: CONTENT_PATHS.games });
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      const lists = stringify.mock.calls.filter(([value]) => Array.isArray(value) && value.length > 0);
      expect(lists, 'a list serialised again').toEqual([]);
    } finally {
      stringify.mockRestore();
    }
    expect((first.json() as unknown[]).length).toBe(3300);
  });
});
