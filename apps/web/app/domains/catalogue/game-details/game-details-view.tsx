import { isLiveCasinoGame } from '@casino/core/catalogue';
import {
  detailDealer,
  formatRtp,
  PREVIEW_VIDEO_FADE_MS,
  previewVideoState,
  showGameInfoIcons,
} from '@casino/core/game-details';
import { nativeGameDeepLink, playButtons } from '@casino/core/game-launch';
import { gameImageUrl, resizeTo, widthSrcSet } from '@casino/core/images';
import { liveTableInfo } from '@casino/core/live-tables';
import { useEffect, useId, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { FavouriteHeart } from '~/domains/catalogue/favourites';
import { launchGame } from '~/domains/catalogue/game-launch';
import { useLiveTable } from '~/domains/catalogue/live-tables';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useNativeView } from '~/shared/hooks/native-view';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import type { GameDetailsView } from './game-details.server';

function videoSupported(): boolean {
  return typeof document !== 'undefined' && typeof document.createElement('video').canPlayType === 'function';
}

/** The artwork's widths: a phone's full width up to a desktop's half page at 2x. */
const ART_WIDTHS = [480, 720, 960];

/** The preview video: muted, fades in about 1.4 s after it loads, removed when it errors. */
function PreviewVideo({ src, poster }: { src: string; poster: string }) {
  const t = useT();
  const [errored, setErrored] = useState(false);
  const [visible, setVisible] = useState(false);
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(videoSupported()), []);
  const state = previewVideoState(src, errored, supported);
  if (state === 'none') return null;
  if (state === 'unsupported') return <p className="muted">{t('details.videoUnsupported')}</p>;
  return (
    <video
      className={`game-details__video ${visible ? 'is-visible' : ''}`}
      src={src}
      poster={poster}
      muted
      autoPlay
      loop
      playsInline
      aria-label={t('details.videoLabel')}
      onLoadedData={() => setTimeout(() => setVisible(true), PREVIEW_VIDEO_FADE_MS)}
      onError={() => setErrored(true)}
    />
  );
}

interface GameDetailsProps {
  game: GameDetailsView;
  headingLevel?: 1 | 2;
  origin: string;
  /** Whether the page's filters are in use, for the launch's analytics. */
  isFilterUsed?: () => boolean;
}

/** The details of a game, in the modal and on its /joc/{game} page. */
export function GameDetails(props: GameDetailsProps) {
  return isLiveCasinoGame(props.game) ? (
    <LiveGameDetails {...props} />
  ) : (
    <GameDetailsBody {...props} dealer={null} />
  );
}

/** A live game's dealer comes from its table on the live feed (catalogue.md section 3). */
function LiveGameDetails(props: GameDetailsProps) {
  const table = useLiveTable(props.game.gameCode);
  return <GameDetailsBody {...props} dealer={detailDealer(props.game, liveTableInfo(table).dealerName)} />;
}

function GameDetailsBody({
  game,
  headingLevel = 2,
  origin,
  isFilterUsed = () => false,
  dealer,
}: GameDetailsProps & { dealer: string | null }) {
  const t = useT();
  const { locale, preview } = useContentContext();
  const navigate = useNavigate();
  const { assetsUrl, nativeAppLink } = usePublicConfig();
  const nativeView = useNativeView();
  const fromRoute = useMatches().at(-1)?.id ?? 'preview';
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  const descriptionId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const artUrl = (width: number) =>
    gameImageUrl(assetsUrl, game.gameCode, 'landscape', game.fileVersion, resizeTo(width));
  // A phone's page width at its usual density (380 px at 1.75x) picks 720: the fallback and the video's
  // poster are that candidate, so a phone fetches the artwork once.
  const image = artUrl(720);

  const rows: [string, string][] = [
    [t('details.provider'), game.provider.name],
    [t('details.type'), t(`gameTypes.${game.type}`)],
  ];
  if (typeof game.rtp === 'number') rows.push([t('details.rtp'), formatRtp(game.rtp)]);
  if (typeof game.volatility === 'number') rows.push([t('details.volatility'), `${game.volatility} / 5`]);
  if (typeof game.numberOfReels === 'number') rows.push([t('details.reels'), String(game.numberOfReels)]);
  if (game.lines) rows.push([t('details.lines'), String(game.lines)]);
  if (game.maxWin) rows.push([t('details.maxWin'), game.maxWin]);
  rows.push([t('details.betRange'), `${game.betRange[0]} – ${game.betRange[1]}`]);
  if (dealer) rows.push([t('details.dealer'), dealer]);

  const play = (mode: 'real' | 'demo') =>
    launchGame(
      { ...game, dealer },
      { mode, fromRoute, origin, preview, locale, navigate, filterUsed: isFilterUsed() },
    );

  return (
    <article className="game-details" aria-labelledby={`${descriptionId}-name`}>
      <div className="game-details__media">
        <img
          className="game-details__art"
          src={image}
          srcSet={widthSrcSet(ART_WIDTHS, artUrl)}
          sizes="(min-width: 1024px) 50vw, calc(100vw - 32px)"
          alt=""
          width={480}
          height={270}
          fetchPriority="high"
        />
        {game.videoPreview && <PreviewVideo src={game.videoPreview} poster={image} />}
        {/* Over the artwork (a player's only: nothing on the server, nothing shifts when it appears). */}
        <FavouriteHeart gameCode={game.gameCode} gameName={game.name} placement="details" />
      </div>
      <div className="game-details__body">
        <Heading id={`${descriptionId}-name`} className="game-details__name">
          {game.name}
        </Heading>
        <p className="game-details__provider">
          <PortalLink to={portalPath('/furnizori/:slug', { slug: game.provider.slug })}>
            {game.provider.name}
          </PortalLink>
        </p>
        {showGameInfoIcons(false, game.description) && game.labels[0] && (
          <p className="game-details__label">
            <span
              className="tag"
              style={{ background: game.labels[0].color, color: game.labels[0].textColor }}
            >
              {game.labels[0].title}
            </span>
          </p>
        )}
        <div className="game-details__actions">
          {/* Native launch mode: the app opens the game from its deep link (catalogue.md section 4). */}
          {nativeView ? (
            <a
              className="button button--primary"
              href={nativeGameDeepLink(nativeAppLink.scheme, nativeAppLink.location, game.gameCode)}
            >
              {t('games.play')}
            </a>
          ) : (
            playButtons(game).map((mode) => (
              <button
                key={mode}
                type="button"
                className={`button ${mode === 'real' ? 'button--primary' : 'button--ghost'}`}
                onClick={() => play(mode)}
              >
                {t(mode === 'real' ? 'games.playReal' : 'games.playDemo')}
              </button>
            ))
          )}
        </div>
        <table className="details-table">
          <caption className="visually-hidden">{t('details.title')}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="tabular">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {game.tags.length > 0 && (
          <dl className="detail-tags">
            {game.tags.map((group) => (
              <div key={group.group}>
                <dt>{t(`details.tagGroups.${group.group}`)}</dt>
                <dd>
                  <ul className="tags">
                    {group.tags.map((tag) => (
                      <li key={tag} className="tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {game.description && (
          <div className="game-details__description">
            <button
              type="button"
              className="disclosure"
              aria-expanded={descriptionOpen}
              aria-controls={descriptionId}
              onClick={() => setDescriptionOpen((open) => !open)}
            >
              {t('details.description')}
            </button>
            <p id={descriptionId} hidden={!descriptionOpen}>
              {game.description}
            </p>
          </div>
        )}
      </div>
    </article>
  );
}
