/**
 * The page's player lists: the one data client, the page's gateway client, its snackbars and session.
 * The content API's address and the page's language come from the shelves that use them.
 */
import { gateway } from '~/domains/player/gateway';
import { playerInfoQuery } from '~/domains/player/player-data';
import { currentSession } from '~/domains/player/session';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import { notify } from '~/shared/snackbars/snackbar-store';
import { createPlayerLists } from './player-lists';

let content = { baseUrl: '', locale: 'ro', status: 'published' };

/** Called by the shelves as they render: the content API's address, the language and content status. */
export function setPlayerListsContent(next: typeof content): void {
  content = next;
}

export const playerLists = createPlayerLists({
  client: dataClient,
  gateway,
  content: () => content,
  userId: async (username) => {
    const info = await dataClient.fetch(playerInfoQuery.load(username, gateway));
    if (!info.userId) throw new Error('The player has no user id');
    return info.userId;
  },
  storage: () => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  },
  fetchJson: (url, init) => fetchJson(url, init),
  notify,
  currentPlayer: () => {
    const state = currentSession()?.getState();
    return state?.status === 'authenticated' ? state.username : null;
  },
});

/**
 * The bonus shelves' list (the special categories) loads again after a bonus changed (accepted or
 * declined), if this page loaded it: a page without a personal shelf has nothing to refresh.
 */
export function reloadBonusShelves(username: string): void {
  if (dataClient.getState(playerLists.query('special-categories', username)).status === 'success')
    void playerLists.load('special-categories', username, true);
}
