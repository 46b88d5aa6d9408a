// @vitest-environment jsdom
import { encodeCatalogueGames } from '@casino/core/catalogue-wire';
import { makeGame } from '@casino/core/test-support';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '~/shared/hooks/next-task';

vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));

const games = [
  makeGame({ gameCode: 'capsuni-de-aur', name: 'Căpșuni de Aur', categoryIds: ['c1'], providerId: 'p1' }),
  makeGame({ gameCode: 'ST-02', name: 'Știuca', collectionIds: ['k1', 'k2'], jackpot: true }),
];
const provider = { id: 'p1', slug: 'carpati', name: 'Carpați Studio', image: { id: 'img-1' } };
const answer = { games: encodeCatalogueGames(games), categories: [], collections: [], providers: [provider] };

let api: typeof import('./catalogue');
let answers: typeof import('./catalogue-answer');

function Probe({ wanted }: { wanted?: boolean }) {
  const { catalogue, failed } = api.useCatalogue('casino', { wanted });
  return (
    <p>
      {failed ? 'failed' : catalogue ? catalogue.games.map((game) => game.gameCode).join(',') : 'loading'}
    </p>
  );
}

/** A fresh page (data client, snackbars) whose `/api/catalog` answers `body()`. */
async function page(body: () => Response) {
  vi.resetModules();
  api = await import('./catalogue');
  answers = await import('./catalogue-answer');
  const { snackbarStore, runSnackbarAction } = await import('~/shared/snackbars/snackbar-store');
  const fetchMock = vi.fn(async () => body());
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, snackbarStore, runSnackbarAction };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Due timers, then the decoder's yields between slices (message-channel tasks, which fake timers do not run). */
async function settle() {
  for (let i = 0; i < 8; i++) {
    await advance(0);
    await act(() => nextTask());
  }
}
const toastOf = (store: Awaited<ReturnType<typeof page>>['snackbarStore']) =>
  store.get().items.find((item) => item.title === 'errors.failed-to-fetch-games');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseCatalogueAnswer', () => {
  it('decodes the games and keeps the taxonomies', async () => {
    await page(() => Response.json(answer));
    const catalogue = await answers.parseCatalogueAnswer(JSON.parse(JSON.stringify(answer)));
    expect(catalogue.games).toEqual(games);
    expect(catalogue.providers).toEqual([provider]);
  });

  it('decodes thousands of games a slice at a time, in order', async () => {
    await page(() => Response.json(answer));
    const many = Array.from({ length: 2500 }, (_, i) =>
      makeGame({ gameCode: `joc-${i}`, name: `Joc ${i % 50}`, providerId: `p${i % 7}` }),
    );
    const wire = JSON.parse(JSON.stringify({ ...answer, games: encodeCatalogueGames(many) }));
    expect((await answers.parseCatalogueAnswer(wire)).games).toEqual(many);
  });

  it.each([
    ['nothing', null],
    ['the games as objects (the old shape)', { ...answer, games }],
    ['a taxonomy entry without its name', { ...answer, providers: [{ ...provider, name: undefined }] }],
    ['a column cut short', { ...answer, games: { ...answer.games, count: 3 } }],
  ])('refuses %s', async (_, body) => {
    await page(() => Response.json(answer));
    await expect(answers.parseCatalogueAnswer(body)).rejects.toThrow();
  });
});

describe('useCatalogue', () => {
  it('gives the decoded games', async () => {
    await page(() => Response.json(answer));
    const { container } = render(<Probe />);
    await settle();
    expect(container.textContent).toBe('capsuni-de-aur,ST-02');
  });

  it('a page that does not want it yet loads nothing, and gets it when it wants it or another part loads it', async () => {
    const { fetchMock } = await page(() => Response.json(answer));
    const { container, rerender } = render(<Probe wanted={false} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toBe('loading');
    rerender(<Probe wanted />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('capsuni-de-aur,ST-02');

    // Loaded by another part of the page (the filter panel), while this one still waits.
    const second = await page(() => Response.json(answer));
    const waiting = render(<Probe wanted={false} />);
    const panel = render(<Probe />);
    await settle();
    expect(second.fetchMock).toHaveBeenCalledTimes(1);
    expect(waiting.container.textContent).toBe('capsuni-de-aur,ST-02');
    panel.unmount();
  });

  it('a wrong answer shows errors.failed-to-fetch-games once, whose action tries again', async () => {
    let wrong = true;
    const { fetchMock, snackbarStore, runSnackbarAction } = await page(() =>
      wrong ? Response.json({ games, categories: [] }) : Response.json(answer),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    // The load and its two retries (1 s, 2 s later) fail.
    await advance(3_000);
    expect(container.textContent).toBe('failedfailed');
    expect(
      snackbarStore.get().items.filter((item) => item.title === 'errors.failed-to-fetch-games'),
    ).toHaveLength(1);
    const toast = toastOf(snackbarStore);
    expect(toast?.actionText).toBe('errors.tryAgain');
    wrong = false;
    await act(async () => runSnackbarAction(toast!.id));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(container.textContent).toBe('capsuni-de-aur,ST-02'.repeat(2));
  });
});
