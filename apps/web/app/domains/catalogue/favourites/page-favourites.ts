/** The page's favourites: the one data client, the page's gateway client, its snackbars and session. */
import { gateway } from '~/domains/player/gateway';
import { currentSession } from '~/domains/player/session';
import { dataClient } from '~/shared/data/client';
import { notify } from '~/shared/snackbars/snackbar-store';
import { createFavourites } from './favourites-model';

export const favourites = createFavourites({
  client: dataClient,
  gateway,
  notify,
  currentPlayer: () => {
    const state = currentSession()?.getState();
    return state?.status === 'authenticated' ? state.username : null;
  },
});
