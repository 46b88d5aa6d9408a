import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/hooks/use-hydrated';

// Live table state and ticking jackpots come from the browser's real-time channels, so their code
// loads after hydration and only on pages whose tiles need it.
const LiveTableBadge = lazy(() =>
  import('~/features/live-tables').then((module) => ({ default: module.LiveTableBadge })),
);
const GameJackpotBadge = lazy(() =>
  import('~/features/jackpots').then((module) => ({ default: module.GameJackpotBadge })),
);

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
