import { GameJackpotBadge } from '~/domains/catalogue/jackpots';
import { LiveTableBadge } from '~/domains/catalogue/live-tables';
import { useHydrated } from '~/shared/hooks/use-hydrated';

// Live table state and ticking jackpots come from the browser's real-time channels, so their code
// loads after hydration and only on pages whose tiles need it (both badges load their code on first
// mount and render nothing until then: `lazyOneTaskEach`).

export function TileBadges({
  gameCode,
  live,
  jackpot,
}: {
  gameCode: string;
  live: boolean;
  jackpot: boolean;
}) {
  // Only a tile with a badge waits for hydration: the others have nothing to draw after it, and a
  // lobby's thirty tiles rendering again right after hydration's commit lengthen its task.
  if (!live && !jackpot) return null;
  return <HydratedBadges gameCode={gameCode} live={live} jackpot={jackpot} />;
}

function HydratedBadges({ gameCode, live, jackpot }: { gameCode: string; live: boolean; jackpot: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      {live && <LiveTableBadge gameCode={gameCode} className="game-tile__live" />}
      {jackpot && <GameJackpotBadge gameCode={gameCode} />}
    </>
  );
}
