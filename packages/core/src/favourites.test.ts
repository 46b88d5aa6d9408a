import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  FAVOURITES_ERRORS,
  favouriteCodes,
  favouritesInLayouts,
  favouritesInLobby,
  favouritesUpdate,
  layoutHoldsFavourites,
  layoutHoldsPersonalType,
  removeFavourite,
} from './favourites.ts';
import type { Layout, Widget } from './schemas.ts';

const shelf = (
  source: Extract<Widget, { type: 'games' }>['source'],
  categoryId: string | null = null,
): Widget => ({
  id: `w-${source}-${categoryId}`,
  title: '',
  type: 'games',
  gameLayout: 'Default',
  source,
  categoryId,
  collectionId: null,
});

const categories = [
  { id: 'c-fav', type: 'favourites' as const },
  { id: 'c-fav-live', type: 'favourites-live' as const },
  { id: 'c-popular', type: 'default' as const },
  { id: 'c-most', type: 'most-played' as const },
  { id: 'c-byl', type: 'because-you-like' as const },
];

const layout = (lobby: Layout['lobby'], widgets: Widget[]) => ({ lobby, widgets });

describe('favourites rules', () => {
  it('add puts the game at the front (once); remove drops it; neither changes the list given', () => {
    const list = ['a', 'b', 'c'];
    expect(addFavourite(list, 'x')).toEqual(['x', 'a', 'b', 'c']);
    expect(addFavourite(list, 'c')).toEqual(['c', 'a', 'b']);
    expect(addFavourite([], 'x')).toEqual(['x']);
    expect(removeFavourite(list, 'b')).toEqual(['a', 'c']);
    expect(removeFavourite(list, 'x')).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('reads the gateway answer as codes in its order, each once, and writes one game’s update', () => {
    expect(
      favouriteCodes({ favoriteGames: [{ gameType: 'b' }, { gameType: 'a' }, { gameType: 'b' }] }),
    ).toEqual(['b', 'a']);
    expect(favouritesUpdate('slot-1', 'add')).toEqual({
      favoriteGames: { favoriteGameType: [{ gameType: 'slot-1' }] },
      requestType: 'add',
    });
    expect(favouritesUpdate('slot-1', 'remove').requestType).toBe('remove');
  });

  it('a layout holds favourites through a Favourites / FavouritesLive source or a favourites category', () => {
    expect(layoutHoldsFavourites(layout('casino', [shelf('Favourites')]), categories)).toBe(true);
    expect(layoutHoldsFavourites(layout('live', [shelf('FavouritesLive')]), categories)).toBe(true);
    expect(layoutHoldsFavourites(layout('casino', [shelf('Default', 'c-fav')]), categories)).toBe(true);
    expect(layoutHoldsFavourites(layout('live', [shelf('Default', 'c-fav-live')]), categories)).toBe(true);
    expect(
      layoutHoldsFavourites(
        layout('casino', [
          shelf('Default', 'c-popular'),
          shelf('MostPlayed', 'c-most'),
          shelf('Default', 'unknown'),
          { id: 'h', title: '', type: 'html', html: '' },
        ]),
        categories,
      ),
    ).toBe(false);
  });

  it('per lobby: whether any layout of that lobby holds favourites', () => {
    expect(
      favouritesInLayouts(
        [
          layout('casino', [shelf('Default', 'c-popular')]),
          layout('casino', [shelf('Favourites')]),
          layout('live', [shelf('Default', 'c-popular')]),
        ],
        categories,
      ),
    ).toEqual({ casino: true, live: false });
    expect(favouritesInLayouts([layout('live', [shelf('FavouritesLive')])], categories)).toEqual({
      casino: false,
      live: true,
    });
  });

  it('live favourites on the live lobby: the favourites among its games, in the list’s order', () => {
    const games = new Map([
      ['slot', { type: 'Slot' as const }],
      ['roulette-live', { type: 'Live' as const }],
      ['blackjack-table', { type: 'Table' as const }],
      ['crash', { type: 'Crash' as const }],
    ]);
    const list = ['roulette-live', 'gone', 'slot', 'blackjack-table', 'crash'];
    expect(favouritesInLobby(list, games, 'live')).toEqual(['roulette-live', 'blackjack-table']);
    expect(favouritesInLobby(list, games, 'casino')).toEqual(['slot', 'blackjack-table', 'crash']);
  });

  it('the toasts of catalogue.md section 8', () => {
    expect(FAVOURITES_ERRORS).toEqual({
      load: 'errors.failed-to-fetch-favorites',
      add: 'errors.unable-to-favorite-game',
      remove: 'errors.unable-to-remove-game-from-favorites',
    });
  });

  it('a layout holds a personal type through its source, or its category (which wins over the source)', () => {
    const played = new Set(['most-played', 'because-you-played'] as const);
    expect(layoutHoldsPersonalType(layout('casino', [shelf('MostPlayed')]), categories, played)).toBe(true);
    expect(
      layoutHoldsPersonalType(layout('casino', [shelf('BecauseYouPlayedPggService')]), categories, played),
    ).toBe(true);
    expect(layoutHoldsPersonalType(layout('casino', [shelf('Default', 'c-most')]), categories, played)).toBe(
      true,
    );
    // A personal category decides the type: a Favourites source showing most played holds most played.
    expect(
      layoutHoldsPersonalType(layout('casino', [shelf('Favourites', 'c-most')]), categories, played),
    ).toBe(true);
    expect(layoutHoldsFavourites(layout('casino', [shelf('Favourites', 'c-most')]), categories)).toBe(false);
    // A non-personal category leaves the source's type.
    expect(layoutHoldsFavourites(layout('casino', [shelf('Favourites', 'c-popular')]), categories)).toBe(
      true,
    );
    expect(
      layoutHoldsPersonalType(
        layout('casino', [shelf('Default', 'c-byl'), shelf('Favourites'), shelf('RecentWins', 'unknown')]),
        categories,
        played,
      ),
    ).toBe(false);
    expect(layoutHoldsPersonalType(layout('casino', [shelf('MostPlayed')]), categories, new Set())).toBe(
      false,
    );
  });
});
