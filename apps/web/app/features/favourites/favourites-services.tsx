/**
 * Loads the favourites when a player logs in (or the page opens for a returning player), only when the
 * layout holds a favourites category (catalogue.md section 4). Hearts load the list themselves when
 * they show (their state must be true), so this only decides the load that no heart asked for. Logout
 * clears the list with the rest of the player's data (the session removes `['player']`).
 */
import { useEffect } from 'react';
import { currentSession, SESSION_EVENTS } from '~/features/session';
import { favourites } from './page-favourites';

export function FavouritesServices({ holdsFavourites }: { holdsFavourites: boolean }) {
  useEffect(() => {
    if (!holdsFavourites) return;
    const state = currentSession()?.getState();
    if (state?.status === 'authenticated' && state.username) favourites.ensure(state.username);
    const onLoggedIn = (event: Event) => {
      const username = (event as CustomEvent<{ username?: string } | undefined>).detail?.username;
      if (username) favourites.ensure(username);
    };
    window.addEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
    return () => window.removeEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
  }, [holdsFavourites]);
  return null;
}
