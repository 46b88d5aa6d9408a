/**
 * The personal shelves of a layout over the sandbox's content (catalogue.md sections 2 and 9): their
 * types, titles, game layouts and pages, in the layout's order; the personal categories' titles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';

let sandbox: TestSandbox;
let shelves: typeof import('./shelves.server');
beforeAll(async () => {
  sandbox = await startSandbox('personal-shelves');
  process.env.CONTENT_API_URL = sandbox.origin;
  shelves = await import('./shelves.server');
});
afterAll(() => sandbox.close());

const ctx = { locale: 'ro' as const, status: 'published' as const, preview: false };

describe('personal shelves of a layout', () => {
  it('lists the lobby’s personal widgets in order with their type, title, layout and page', async () => {
    const { shelves: list, titles } = await shelves.personalShelves(ctx, 'Lobby', 'casino');
    expect(list.map((shelf) => shelf.type)).toEqual([
      'recently-played',
      'favourites',
      'most-played',
      'because-you-played',
      'recent-wins',
      'free-spins',
      'tried-once',
      'because-you-like',
      'popular',
      'trending',
      'recommended',
      'personalised-marketing',
    ]);
    expect(list.find((shelf) => shelf.type === 'favourites')).toMatchObject({
      title: 'Jocurile mele preferate',
      layout: 'Default',
      href: '/utilizator/preferate',
    });
    expect(list.find((shelf) => shelf.type === 'most-played')).toMatchObject({
      layout: 'Portrait',
      href: '/utilizator/cele-mai-jucate',
    });
    // The recommendations have no page.
    expect(list.find((shelf) => shelf.type === 'because-you-like')?.href).toBeNull();
    expect(titles['recent-wins']).toBe('Câștigurile tale recente');
    // Live-only types are not the casino lobby's.
    expect(titles['favourites-live']).toBeUndefined();
  });

  it('the live lobby’s live-only types open the live user routes', async () => {
    const { shelves: list, titles } = await shelves.personalShelves(ctx, 'LiveLobby', 'live');
    expect(list.map((shelf) => [shelf.type, shelf.href])).toEqual([
      ['favourites-live', '/cazinou-live/utilizator/preferate'],
      ['because-you-like-live', null],
      ['golden-chips', '/cazinou-live/utilizator/jetoane-aurii'],
    ]);
    expect(titles['favourites-live']).toBe('Mesele mele preferate');
  });

  it('a page with no layout has no shelf; only page kinds are pages', async () => {
    expect((await shelves.personalShelves(ctx, 'Tournaments', 'casino')).shelves).toEqual([]);
    expect(shelves.isPageKind('Lobby')).toBe(true);
    expect(shelves.isPageKind('lobby')).toBe(false);
    expect(shelves.isPageKind(null)).toBe(false);
  });
});
