// @vitest-environment jsdom
/**
 * A tile's info icon (catalogue.md section 5): a player gets it on every tile, a guest only for a game
 * with a description; it opens the game's details. The session, the heart and the badges are stand-ins.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTileData } from './game-tile-data';

const visitor = vi.hoisted(() => ({ loggedIn: false }));
const selectGame = vi.hoisted(() => vi.fn());
vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/domains/catalogue/favourites', () => ({
  useLoggedIn: () => visitor.loggedIn,
  FavouriteHeart: () => null,
}));
vi.mock('~/domains/catalogue/game-details', () => ({ selectGame }));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ assetsUrl: 'http://a.test' }),
}));
vi.mock('~/shared/links/portal-link', () => ({
  PortalLink: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('./tile-badges', () => ({ TileBadges: () => null }));

const { GameTile } = await import('./game-tile');

const tile = (info: boolean): GameTileData => ({
  gameCode: 'book-of-lei',
  name: 'Book of Lei',
  providerName: 'Carpați Gaming',
  fileVersion: 1,
  label: null,
  jackpot: false,
  live: false,
  info,
});
const infoButton = () => screen.queryByRole('button', { name: 'Detalii despre Book of Lei' });

afterEach(cleanup);

describe("a tile's info icon", () => {
  it.each([
    ['a guest', false, true, true],
    ['a guest', false, false, false],
    ['a player', true, true, true],
    ['a player', true, false, true],
  ])('%s (logged in: %s) on a game with a description: %s, gets one: %s', (_who, loggedIn, info, shown) => {
    visitor.loggedIn = loggedIn;
    render(<GameTile game={tile(info)} />);
    expect(infoButton() !== null).toBe(shown);
  });

  it("opens the game's details", () => {
    visitor.loggedIn = true;
    render(<GameTile game={tile(false)} />);
    act(() => infoButton()?.click());
    expect(selectGame).toHaveBeenCalledWith('book-of-lei');
  });
});
