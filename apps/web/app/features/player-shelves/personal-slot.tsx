import { lazy, Suspense } from 'react';
import { ShelfSkeleton } from '~/domains/catalogue/games';
import { usePlayerName } from '~/domains/player/session';
import { withLaterStrings } from '~/shared/i18n/i18n';
import type { PersonalSlotProps } from './shelf-rules';

// The shelf's code comes with the first player who needs it: a guest's page never carries it.
const PlayerShelf = lazy(() => withLaterStrings(import('./player-shelf')));

/**
 * Where a personal shelf goes in a lobby (catalogue.md section 4, issue 11 item 4). The page's HTML holds
 * only this empty slot, the same for everyone: no title, no type, no game. A guest's slot takes no
 * space; a returning player's (`html[data-player]`, set before the first paint from the session cookie)
 * keeps a shelf's height, and the shelf fills it once the session has resolved.
 */
export function PersonalSlot(props: PersonalSlotProps) {
  const player = usePlayerName();
  const slot = <ShelfSkeleton layout={props.layout} className="personal-slot" />;
  if (!player) return slot;
  return (
    <Suspense fallback={slot}>
      <PlayerShelf {...props} />
    </Suspense>
  );
}
