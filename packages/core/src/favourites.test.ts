import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  FAVOURITES_ERRORS,
  favouriteCodes,
  favouritesInLobby,
  favouritesUpdate,
  removeFavourite,
} from './favourites.ts';

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
});
