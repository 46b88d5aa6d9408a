// @vitest-environment jsdom
/**
 * The search panel in jsdom over a catalogue of 300 games: what it lists for each term is core's search,
 * 40 at a time. A keystroke draws the first results of the new term at once and the rest of the page
 * once typing pauses. The catalogue, settings and links are stand-ins; the modal store is the real one.
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import type { SearchSettings } from '@casino/core/schemas';
import { createSearchIndex, searchGames } from '@casino/core/search';
import { makeGame } from '@casino/core/test-support';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyCatalogue } from '~/domains/catalogue/games';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, showModal } from '~/shared/modals/modal-store';
import { allowModalDialogs } from '~test-support/modal-dialogs';

const WORDS = ['Delfin', 'Aur', 'Lux', 'Royal', 'Căpșuni', 'Joker'];
const games: CatalogueGame[] = Array.from({ length: 300 }, (_, i) =>
  makeGame({
    gameCode: `g${i}`,
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 5) % WORDS.length]} ${i}`,
    providerName: 'Furnizor',
    commercialTier: i % 7,
    categoryIds: i % 4 === 0 ? ['cat-recomandate'] : [],
  }),
);
const catalogue: LobbyCatalogue = { games, providers: [], categories: [], collections: [] };
const settings: SearchSettings = {
  category: 'cat-recomandate',
  searchResultIncludes: ['categories', 'providers', 'collections'],
  recommendedCategory: 'cat-recomandate',
  popularProviders: [],
};

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/domains/catalogue/games', () => ({
  useCatalogue: () => ({ catalogue, failed: false }),
  GameThumbnail: ({ game }: { game: CatalogueGame }) => <img alt="" src={`/t/${game.gameCode}`} />,
}));
vi.mock('~/domains/catalogue/game-details', () => ({ selectGame: vi.fn() }));
vi.mock('~/shared/analytics/track', () => ({ track: vi.fn() }));
vi.mock('~/shared/context/shell-data', () => ({
  useShell: () => ({ settings: { search: settings, searchLive: settings } }),
}));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ assetsUrl: 'http://assets.test' }),
}));
vi.mock('~/shared/links/portal-link', () => ({
  PortalLink: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const { FIRST_RESULTS, SearchPanel } = await import('./search-panel');

beforeAll(allowModalDialogs);

afterEach(() => {
  act(() => hideModal(MODALS.search.id));
  cleanup();
});

function open() {
  const router = createMemoryRouter([{ path: '/', element: <SearchPanel lobby="casino" /> }]);
  render(<RouterProvider router={router} />);
  act(() => showModal(MODALS.search.id, MODALS.search.priority));
  return screen.getByRole('searchbox');
}

const shownNames = () =>
  within(screen.getByRole('region', { name: 'Jocuri' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.search-result__name')?.textContent)
    .filter(Boolean);

const searched = (term: string) => searchGames(createSearchIndex(games), term, settings.category);

const names = (list: CatalogueGame[]) => list.map((game) => game.name);

/** Types the term as a keystroke does, then checks the first results at once and the page after. */
async function type(box: HTMLElement, term: string, page = 40) {
  act(() => {
    fireEvent.change(box, { target: { value: term } });
  });
  const expected = names(searched(term));
  if (expected.length > 0) {
    // At once: the new term's own first results, in search order (never the previous term's).
    expect(shownNames().slice(0, FIRST_RESULTS), term).toEqual(expected.slice(0, FIRST_RESULTS));
  }
  // The page comes FULL_PAGE_PAUSE_MS after the keystroke, in a transition: on a loaded machine (a CI run
  // beside browsers) that can take longer than waitFor's default second.
  await waitFor(() => expect(shownNames(), term).toEqual(expected.slice(0, page)), { timeout: 10_000 });
  return expected;
}

// A hang guard, not a speed limit: three keystrokes may each wait up to `type`'s 10 s on a loaded host.
describe('search panel', { timeout: 30_000 }, () => {
  it('lists core search results for every keystroke, the first page of 40', async () => {
    const box = open();
    let term = '';
    for (const key of ['a', 'u', 'r']) {
      term += key;
      expect((await type(box, term)).length).toBeGreaterThan(40);
    }
  });

  it('grows 40 at a time with show more, keeping the results already shown', async () => {
    const box = open();
    const expected = await type(box, 'u');
    expect(expected.length).toBeGreaterThan(80);
    act(() => screen.getByRole('button', { name: 'Arată mai multe' }).click());
    // Show more draws the whole grown page at once: the results above stay where they are.
    expect(shownNames()).toEqual(expected.slice(0, 80));
  });

  it('shows more at once even before typing pauses', () => {
    const box = open();
    act(() => {
      fireEvent.change(box, { target: { value: 'u' } });
    });
    act(() => screen.getByRole('button', { name: 'Arată mai multe' }).click());
    expect(shownNames()).toEqual(names(searched('u')).slice(0, 80));
  });

  it('draws a keystroke’s results as names with a placeholder, and their pictures once typing pauses; a shown picture stays', async () => {
    const box = open();
    const pictures = () =>
      within(screen.getByRole('region', { name: 'Jocuri' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('img')?.getAttribute('src') ?? null);
    const key = (term: string) =>
      act(() => {
        fireEvent.change(box, { target: { value: term } });
      });
    const asked = (list: CatalogueGame[]) => list.map((game) => `/t/${game.gameCode}`);
    key('aur');
    // At once: no picture is asked for, each result has its placeholder.
    expect(pictures()).toEqual(Array(FIRST_RESULTS).fill(null));
    expect(document.querySelectorAll('.search-result__art')).toHaveLength(FIRST_RESULTS);
    // Once typing pauses: every result of the page has its game's picture.
    await waitFor(() => expect(pictures()).toEqual(asked(searched('aur').slice(0, 40))), { timeout: 10_000 });
    // More letters over the same games (this catalogue pairs "Aur" with "Joker"): the results stay,
    // and so do their pictures.
    key('aur joker');
    expect(pictures()).toEqual(asked(searched('aur joker').slice(0, FIRST_RESULTS)));
    // A term over other games: the new results wait for the pause again.
    key('lux');
    expect(pictures()).toEqual(Array(FIRST_RESULTS).fill(null));
  });

  it('keeps up with letters typed faster than frames, ending on the last term’s page', async () => {
    const box = open();
    for (const term of ['r', 'ro', 'roy', 'roya']) {
      act(() => {
        fireEvent.change(box, { target: { value: term } });
      });
      expect(shownNames().slice(0, FIRST_RESULTS)).toEqual(names(searched(term)).slice(0, FIRST_RESULTS));
    }
    await waitFor(() => expect(shownNames()).toEqual(names(searched('roya')).slice(0, 40)), {
      timeout: 10_000,
    });
  });

  it('shows the new term’s results when a letter narrows them, and the empty state when none match', async () => {
    const box = open();
    await type(box, 'royal');
    await type(box, 'royal 1');
    act(() => {
      fireEvent.change(box, { target: { value: 'royal 1x' } });
    });
    expect(screen.queryByRole('region', { name: 'Jocuri' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Niciun rezultat' })).toBeTruthy();
  });
});
