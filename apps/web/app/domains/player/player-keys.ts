/** Query keys of the player's data: every one starts with `['player', username]` (logout removes them). */
export const PLAYER_KEY = 'player';

export type PlayerQueryName =
  | 'info'
  | 'overview'
  | 'messages'
  | 'balance_visibility'
  | 'balance'
  | 'notification'
  | 'favourites'
  | 'bonuses'
  | 'gaming_bonuses'
  | 'bonus_templates'
  | 'marketing_tags'
  | 'player-games'
  | 'game-results'
  | 'special-categories'
  | 'personalised-games';

export function playerKey(username: string, name: PlayerQueryName): [string, string, PlayerQueryName] {
  return [PLAYER_KEY, username, name];
}
