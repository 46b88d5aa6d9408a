// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTileData } from '~/domains/catalogue/games';
import PersonalPage from './personal-page';

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
// The grid as a named list of game codes: the page's heading and the list's name are under test.
vi.mock('~/domains/catalogue/games', () => ({
  GameGrid: ({ games, label }: { games: GameTileData[]; label: string }) => (
    <ul aria-label={label}>
      {games.map((game) => (
        <li key={game.gameCode}>{game.gameCode}</li>
      ))}
    </ul>
  ),
}));
vi.mock('./personal-slot', () => ({ PersonalSlot: () => null }));

const definitions = vi.hoisted(() => ({
  current: { answer: null, failed: false } as {
    answer: { shelves: never[]; titles: Record<string, string> } | null;
    failed: boolean;
  },
}));
vi.mock('./api/definitions', () => ({ usePersonalShelves: () => definitions.current }));
vi.mock('./use-shelf-games', () => ({
  useShelfGames: () => ({
    games: [{ gameCode: 'joc-unu' }, { gameCode: 'joc-doi' }],
    failed: false,
    refreshable: false,
    refresh: null,
  }),
}));

afterEach(cleanup);

function show(state: typeof definitions.current) {
  definitions.current = state;
  render(<PersonalPage type="favourites" lobby="casino" page="MyGames" />);
}

describe('a personal page (catalogue.md section 2)', () => {
  it("is titled by the CMS's category, and its grid is named the same", () => {
    show({ answer: { shelves: [], titles: { favourites: 'Jocurile mele preferate' } }, failed: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jocurile mele preferate');
    expect(screen.getByRole('list', { name: 'Jocurile mele preferate' }).textContent).toContain('joc-unu');
  });

  it('says it is loading while the definitions load', () => {
    show({ answer: null, failed: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Se încarcă jocurile tale…');
  });

  it.each([
    ['the definitions failed', { answer: null, failed: true }],
    ['the definitions name no such category', { answer: { shelves: [], titles: {} }, failed: false }],
  ])('keeps a title of its own when %s: the games stay in a named list', (_, state) => {
    show(state);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jocurile tale');
    expect(screen.getByRole('list', { name: 'Jocurile tale' }).textContent).toContain('joc-doi');
  });
});
