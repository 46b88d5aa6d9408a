/** The page's favourites: the one data client, the page's gateway client, its snackbars and session. */
import { currentSession } from '~/features/session';
import { dataClient } from '~/shared/data/client';
import { gateway } from '~/shared/player/gateway';
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
