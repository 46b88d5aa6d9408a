import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameGrid } from './game-grid';
import type { GameTileData } from './game-tile-data';

type GridProps = { games: GameTileData[]; label: string };

// The virtualiser is needed only once the player scrolls past the first games: it loads then.
let virtualGrid: ComponentType<GridProps> | undefined;
function loadVirtualGrid(): Promise<ComponentType<GridProps>> {
  return import('./virtual-game-grid').then((module) => {
    virtualGrid = module.VirtualGameGrid;
    return virtualGrid;
  });
}

const ONE_SCREEN = '0px 0px 100% 0px';
const TWO_SCREENS = '0px 0px 200% 0px';

/**
 * Calls `act` once, when `element` comes within `margin` below the viewport (at once without
 * IntersectionObserver); the returned function stops watching.
 */
function whenNear(element: Element, margin: string, act: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    act();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      act();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** What had the focus in the plain grid when it gave way to the virtual one: the same control, again. */
function focusedTile(
  grid: Element | null | undefined,
): { game: string; control: string; listing: Element } | null {
  const focused = document.activeElement;
  const listing = grid?.parentElement;
  if (!grid || !listing || !(focused instanceof HTMLElement) || !grid.contains(focused)) return null;
  const game = focused.closest<HTMLElement>('[data-game-code]')?.dataset.gameCode;
  return game ? { game, control: focused.classList[0] ?? '', listing } : null;
}

/**
 * A listing's grid: its first `plain` games stay the server's plain grid through hydration, and near
 * its end the whole list becomes a virtual grid (ADR 0027). `more` asks for the rest of the listing
 * once the plain grid's end is within two screens of the viewport (ADR 0054).
 */
export function LazyVirtualGameGrid({
  games,
  label,
  plain,
  more,
}: GridProps & { plain: number; more?: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const [Virtual, setVirtual] = useState<ComponentType<GridProps> | null>(null);
  const refocus = useRef<ReturnType<typeof focusedTile>>(null);
  const virtualise = games.length > plain;
  const askMore = useRef(more);
  askMore.current = more;
  const wantsMore = more !== undefined && !virtualise;

  useEffect(() => {
    const element = end.current;
    if (!wantsMore || !element) return;
    return whenNear(element, TWO_SCREENS, () => askMore.current?.());
  }, [wantsMore]);

  useEffect(() => {
    const element = end.current;
    if (!virtualise || Virtual || !element) return;
    let live = true;
    const stop = whenNear(element, ONE_SCREEN, () => {
      (virtualGrid ? Promise.resolve(virtualGrid) : loadVirtualGrid()).then(
        (grid) => {
          if (!live) return;
          refocus.current = focusedTile(element.previousElementSibling);
          setVirtual(() => grid);
        },
        // Without the virtualiser (its chunk failed to load) the first games stay a plain grid.
        () => {},
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [virtualise, Virtual]);

  // A keyboard player tabbing down the plain grid keeps the focus on the same tile: the virtual grid
  // renders its rows once it has measured itself, so the tile is looked for over the next frames.
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!Virtual || !target) return;
    refocus.current = null;
    let frame = 0;
    let frames = 10;
    const focus = () => {
      const tile = target.listing.querySelector(`[data-game-code="${CSS.escape(target.game)}"]`);
      const control =
        (target.control && tile?.querySelector<HTMLElement>(`.${CSS.escape(target.control)}`)) ||
        tile?.querySelector<HTMLElement>('a, button');
      if (control) control.focus({ preventScroll: true });
      else if (--frames > 0) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [Virtual]);

  if (virtualise && Virtual) return <Virtual games={games} label={label} />;
  return (
    <>
      <GameGrid games={virtualise ? games.slice(0, plain) : games} label={label} />
      {(virtualise || more) && <div ref={end} aria-hidden="true" />}
    </>
  );
}
