import { showGameInfoIcons } from '@casino/core/game-details';
import { type GameImageKind, gameImageUrl, resizeTo, widthSrcSet } from '@casino/core/images';
import { FavouriteHeart, useLoggedIn } from '~/domains/catalogue/favourites';
import { selectGame } from '~/domains/catalogue/game-details';
import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { type GameTileData, GRID_TILE_SIZES, TILE_IMAGE, TILE_WIDTHS } from './game-tile-data';
import { TileBadges } from './tile-badges';

interface GameTileProps {
  game: GameTileData;
  kind?: GameImageKind;
  rank?: number;
  /** Above-the-fold tiles load eagerly so they can be the largest contentful paint. */
  eager?: boolean;
  /** The first tiles of all games are the page's largest paint: fetched first (fetchpriority high). */
  priority?: boolean;
  /** The width the tile is shown at (the img's `sizes`): a grid's unless the row says otherwise. */
  sizes?: string;
}

export function GameTile({
  game,
  kind = 'thumbnail',
  rank,
  eager = false,
  priority = false,
  sizes = GRID_TILE_SIZES,
}: GameTileProps) {
  const { assetsUrl } = usePublicConfig();
  const t = useT();
  // A player gets the info icon on every tile and the heart; a guest the info icon only when the game
  // has a description (catalogue.md section 5). Both are overlays: nothing shifts when they appear.
  const loggedIn = useLoggedIn();
  const size = TILE_IMAGE[kind];
  const urlFor = (width: number) =>
    gameImageUrl(assetsUrl, game.gameCode, kind, game.fileVersion, resizeTo(width));
  return (
    <article className={`game-tile game-tile--${kind}`} data-game-code={game.gameCode}>
      <PortalLink
        to={portalPath('/joc/:game', { game: game.gameCode })}
        // A click opens the game's details dialog, not its page: nothing to prefetch.
        prefetch="none"
        className="game-tile__link"
        onClick={(event) => {
          // Selecting a game opens its details modal; a modified click still opens the page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          selectGame(game.gameCode);
        }}
      >
        {rank !== undefined && (
          <span className="game-tile__rank" aria-hidden="true">
            {rank}
          </span>
        )}
        <span className="game-tile__art" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
          <img
            src={urlFor(size.width)}
            srcSet={widthSrcSet(TILE_WIDTHS[kind], urlFor)}
            sizes={sizes}
            alt=""
            width={size.width}
            height={size.height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
          {/* One column under the heart and the info icon: the label, then the jackpot and the live
              table; never under those buttons, nor over the artwork's own words at its foot. */}
          <span className="game-tile__badges">
            {game.label && (
              <span
                className="game-tile__label"
                style={{ background: game.label.color, color: game.label.textColor }}
              >
                {game.label.title}
              </span>
            )}
            <TileBadges gameCode={game.gameCode} live={game.live} jackpot={game.jackpot} />
          </span>
        </span>
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__provider">{game.providerName}</span>
      </PortalLink>
      <FavouriteHeart gameCode={game.gameCode} gameName={game.name} placement="tile" />
      {showGameInfoIcons(loggedIn, game.info) && (
        <button
          type="button"
          className="game-tile__info"
          aria-label={t('games.info', { name: game.name })}
          onClick={() => selectGame(game.gameCode)}
        >
          <span aria-hidden="true">i</span>
        </button>
      )}
    </article>
  );
}
