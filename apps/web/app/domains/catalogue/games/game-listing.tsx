import type { ReactNode } from 'react';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import type { GameTileData } from './game-tile-data';
import { LazyVirtualGameGrid } from './lazy-virtual-grid';

/** The games rendered by the server; past them, the list is virtualised as the player scrolls. */
const PLAIN_GAMES = 48;

export function GameListing(props: {
  title: string;
  games: GameTileData[];
  back?: { to: string; label: string };
  intro?: ReactNode;
}) {
  const t = useT();
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
      <LazyVirtualGameGrid games={props.games} label={props.title} plain={PLAIN_GAMES} />
    </section>
  );
}
