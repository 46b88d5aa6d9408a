import type { ReactNode } from 'react';
import { useHydrated } from '~/shared/hooks/use-hydrated';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { GameGrid } from './game-grid';
import type { GameTileData } from './game-tile-data';
import { LazyVirtualGameGrid } from './lazy-virtual-grid';

/** Lists past this size are virtualised once the page is interactive. */
const VIRTUALISE_FROM = 48;

export function GameListing(props: {
  title: string;
  games: GameTileData[];
  back?: { to: string; label: string };
  intro?: ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const virtualise = hydrated && props.games.length > VIRTUALISE_FROM;
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        {props.back && (
          <PortalLink to={props.back.to} className="listing__back">
            ‹ {props.back.label}
          </PortalLink>
        )}
        <div className="listing__title-row">
          <div>
            <h1 id="page-title">{props.title}</h1>
            <p className="listing__count">{t('games.count', { count: props.games.length })}</p>
          </div>
        </div>
        {props.intro}
      </header>
      {virtualise ? (
        <LazyVirtualGameGrid games={props.games} label={props.title} />
      ) : (
        <GameGrid games={props.games.slice(0, VIRTUALISE_FROM)} label={props.title} />
      )}
    </section>
  );
}
