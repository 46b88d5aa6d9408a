import { Suspense } from 'react';
import { GameJackpotBadge } from '~/features/jackpots';
import { LiveTableBadge } from '~/features/live-tables';
import { useHydrated } from '~/shared/hooks/use-hydrated';

// Live table state and ticking jackpots come from the browser's real-time channels, so their code
// loads after hydration and only on pages whose tiles need it (both badges are lazy components).

export function TileBadges({
  gameCode,
  live,
  jackpot,
}: {
  gameCode: string;
  live: boolean;
  jackpot: boolean;
}) {
  const hydrated = useHydrated();
  if (!hydrated || (!live && !jackpot)) return null;
  return (
    <Suspense fallback={null}>
      {live && <LiveTableBadge gameCode={gameCode} className="game-tile__live" />}
      {jackpot && <GameJackpotBadge gameCode={gameCode} />}
    </Suspense>
  );
}
