/**
 * The player's lists (catalogue.md sections 4, 7 and 8): games played, game results, the special
 * categories (the bonus shelves) and the personalised games, each a player query. The personal
 * shelves show them; a bonus accepted or declined in the player messages loads the bonus shelves' again.
 */

export { playerLists, setPlayerListsContent } from './page-player-lists';
export { type PlayerListName, type PlayerLists, playerListQueries } from './player-lists';

/** After a bonus is accepted or declined: the bonus shelves load their games again (code on demand). */
export async function reloadBonusShelves(username: string): Promise<void> {
  (await import('./page-player-lists')).reloadBonusShelves(username);
}
