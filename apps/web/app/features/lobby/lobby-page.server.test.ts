/**
 * A lobby page on the server over the sandbox's content (ADR 0038): a person's page carries the widgets
 * it shows at once (the first three and the personal slots) and a placeholder for each of the others,
 * whose data `/api/lobby-widgets` serves; a crawler's page carries every widget. The client's check of
 * that answer accepts what the server serves and refuses a wrong shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import type { PageWidget } from './widget-fold';
import type { WidgetView } from './widgets.server';

let sandbox: TestSandbox;
let lobby: typeof import('./lobby-page.server');
let widgets: typeof import('./widgets.server');
let content: typeof import('~/platform/server/content.server');
let answers: typeof import('./api/later-widgets');
beforeAll(async () => {
  sandbox = await startSandbox('lobby-page');
  process.env.CONTENT_API_URL = sandbox.origin;
  lobby = await import('./lobby-page.server');
  widgets = await import('./widgets.server');
  content = await import('~/platform/server/content.server');
  answers = await import('./api/later-widgets');
});
afterAll(() => sandbox.close());

const ctx = { locale: 'ro' as const, status: 'published' as const, preview: false };
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const request = (userAgent: string) =>
  new Request('http://portal.test/', { headers: { 'user-agent': userAgent } });

async function everyWidget(page: 'Lobby' | 'LiveLobby'): Promise<WidgetView[]> {
  const layout = (await content.getLayout(ctx, page))!;
  return widgets.resolveWidgets(ctx, layout);
}

describe.each(['Lobby', 'LiveLobby'] as const)('the %s page', (page) => {
  it("a person's page: the first three widgets and the personal slots, placeholders for the rest", async () => {
    const all = await everyWidget(page);
    const shown = (await lobby.loadLayoutPage(ctx, page, request(PHONE))).widgets as PageWidget[];
    expect(shown.map((widget) => widget.id)).toEqual(all.map((widget) => widget.id));
    shown.forEach((widget, index) => {
      const full = all[index]!;
      if (index < 3 || full.type === 'personal') expect(widget).toEqual(full);
      else
        expect(widget).toEqual({
          type: 'later',
          id: full.id,
          placeholder: full.type === 'games' ? `games-${full.layout.toLowerCase()}` : full.type,
        });
    });
    expect(shown.filter((widget) => widget.type === 'later').length).toBeGreaterThan(3);
  });

  it("the later widgets are the placeholders' widgets, in order, which the browser's check accepts", async () => {
    const all = await everyWidget(page);
    const shown = (await lobby.loadLayoutPage(ctx, page, request(PHONE))).widgets as PageWidget[];
    const answer = JSON.parse(JSON.stringify(await lobby.laterWidgets(ctx, page)));
    const placeholders = shown.filter((widget) => widget.type === 'later').map((widget) => widget.id);
    expect(answer.widgets.map((widget: WidgetView) => widget.id)).toEqual(placeholders);
    expect(answer.widgets).toEqual(all.filter((widget) => placeholders.includes(widget.id)));
    expect(answers.parseLaterWidgets(answer)).toEqual(answer);
  });

  it("a crawler's page carries every widget", async () => {
    const { widgets: shown } = await lobby.loadLayoutPage(ctx, page, request(CRAWLER));
    expect(shown).toEqual(await everyWidget(page));
  });
});

describe("the browser's check of the later widgets", () => {
  it('refuses a widget of an unknown type, a tile without its name and a missing list', async () => {
    const { widgets: later } = await lobby.laterWidgets(ctx, 'Lobby');
    const games = later.find((widget) => widget.type === 'games')!;
    const wrong = [
      { widgets: [{ type: 'poll', id: 'w-1' }] },
      { widgets: [{ ...games, games: [{ ...games.games[0], name: undefined }] }] },
      { widgets: [{ ...games, games: undefined }] },
      { widgets: null },
      [],
    ];
    for (const answer of wrong) expect(() => answers.parseLaterWidgets(answer)).toThrow();
  });

  it('an unknown page is no lobby page', () => {
    expect(lobby.isLobbyPage('Lobby')).toBe(true);
    expect(lobby.isLobbyPage('LiveLobby')).toBe(true);
    for (const page of ['Promotions', 'lobby', '', null]) expect(lobby.isLobbyPage(page)).toBe(false);
  });
});
