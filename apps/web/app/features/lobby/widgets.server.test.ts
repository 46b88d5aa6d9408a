/**
 * A lobby's widgets on the server over the sandbox's content (issue 11 item 4): a personal shelf is an
 * empty slot in every visitor's page, its id and game layout only (no title, no type, no game); so is
 * a shelf of the recommendation service (its lists come from the player-only personalised call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';

let sandbox: TestSandbox;
let widgets: typeof import('./widgets.server');
let content: typeof import('~/platform/server/content.server');
beforeAll(async () => {
  sandbox = await startSandbox('lobby-widgets');
  process.env.CONTENT_API_URL = sandbox.origin;
  widgets = await import('./widgets.server');
  content = await import('~/platform/server/content.server');
});
afterAll(() => sandbox.close());

const ctx = { locale: 'ro' as const, status: 'published' as const, preview: false };

describe('lobby widgets', () => {
  it('a personal shelf is a slot with its id and layout, the same for everyone', async () => {
    const layout = (await content.getLayout(ctx, 'Lobby'))!;
    const views = await widgets.resolveWidgets(ctx, layout);
    const slots = views.filter((view) => view.type === 'personal');
    expect(slots.map((slot) => slot.id)).toEqual([
      'w-lobby-04',
      'w-lobby-05',
      'w-lobby-08',
      'w-lobby-11',
      'w-lobby-16',
      'w-lobby-17',
      'w-lobby-18',
      'w-lobby-19',
      'w-lobby-20',
      'w-lobby-21',
      'w-lobby-22',
      'w-lobby-23',
    ]);
    for (const slot of slots) expect(Object.keys(slot).sort()).toEqual(['id', 'layout', 'page', 'type']);
    const serialised = JSON.stringify(views);
    for (const title of [
      'Jucate recent',
      'Cele mai jucate',
      'Câștigurile tale recente',
      'Pentru că ai jucat',
    ])
      expect(serialised).not.toContain(title);
    // Everyone's shelves keep their games.
    expect(views.some((view) => view.type === 'games' && view.title === 'Populare')).toBe(true);
  });
});
