import { lazy, Suspense } from 'react';
import { usePlayerName } from '~/domains/player/session';
import { withLaterStrings } from '~/shared/i18n/i18n';

// The dialog's code (and the gateway calls behind it) comes with the first logged-in player only.
const PlayerMessagesDialog = lazy(() => withLaterStrings(import('./player-messages')));

/** Mounted once by the page services: a logged-in player's messages and bonus pop-up. */
export function PlayerMessages() {
  const username = usePlayerName();
  if (!username) return null;
  return (
    <Suspense fallback={null}>
      <PlayerMessagesDialog key={username} username={username} />
    </Suspense>
  );
}
