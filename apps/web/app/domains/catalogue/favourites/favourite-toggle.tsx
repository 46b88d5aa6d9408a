/**
 * The heart itself (loaded only for a logged-in player): a toggle button over the game's artwork,
 * pressed when the game is a favourite. It shows once the player's list is there, so its state is never
 * a guess; a click while another toggle is in flight does nothing (the model refuses it).
 */
import { useEffect } from 'react';
import { useQuery } from '~/shared/data/use-query';
import { useT } from '~/shared/i18n/i18n';
import { useStore } from '~/shared/ui/create-store';
import { favourites } from './page-favourites';

export interface FavouriteToggleProps {
  username: string;
  gameCode: string;
  gameName: string;
  /** Over a tile's artwork, or over the details' media. */
  placement: 'tile' | 'details';
}

export function FavouriteToggle({ username, gameCode, gameName, placement }: FavouriteToggleProps) {
  const t = useT();
  // Watched without loading by itself: `ensure` loads once for every heart and reports a failure once.
  const { data, status } = useQuery({ ...favourites.query(username), enabled: false });
  useEffect(() => favourites.ensure(username), [username]);
  const busy = useStore(favourites.toggling, (code) => code === gameCode);
  if (status !== 'success' || !data) return null;
  const pressed = data.includes(gameCode);
  return (
    <button
      type="button"
      className={`favourite-heart favourite-heart--${placement}`}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t(pressed ? 'favourites.remove' : 'favourites.add', { name: gameName })}
      onClick={() => void favourites.toggle(username, gameCode)}
    >
      <span className="favourite-heart__icon">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path d="M12 20.5s-7.2-4.4-9.2-8.6C1.4 8.9 3 5.5 6.3 5.1c2.1-.3 3.9.8 5.7 2.9 1.8-2.1 3.6-3.2 5.7-2.9 3.3.4 4.9 3.8 3.5 6.8-2 4.2-9.2 8.6-9.2 8.6z" />
        </svg>
      </span>
    </button>
  );
}
