import { gameImageUrl } from '@casino/core/images';
import { formatMoney } from '@casino/core/money';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { useT } from '~/features/i18n/i18n';
import { pageMeta } from '~/features/seo/meta';
import { PortalLink } from '~/features/shell/portal-link';
import { usePublicConfig } from '~/features/shell/use-shell';
import { getGameInfo, getGames, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import type { Route } from './+types/game';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const game = (await getGames(ctx)).byCode.get(params.game);
  if (!game) notFound(new URL(request.url).pathname);
  const [info, seo] = await Promise.all([getGameInfo(ctx, game.gameCode), getSeo(ctx, game.seoId)]);
  return {
    seo,
    game: {
      gameCode: game.gameCode,
      name: game.name,
      type: game.type,
      provider: game.provider,
      fileVersion: game.fileVersion,
      description: info?.description ?? game.description,
      rtp: info?.rtp ?? game.rtp,
      volatility: info?.volatility ?? game.volatility,
      numberOfReels: info?.numberOfReels ?? game.numberOfReels,
      lines: info?.lines ?? game.lines,
      maxWin: game.maxWin,
      minBet: game.minBet,
      maxBet: game.maxBet,
      demoEnabled: game.demoEnabled,
      labels: info?.labels ?? game.labels,
      specialFeatures: info?.specialFeatures ?? game.specialFeatures,
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    seo: loaderData?.seo,
    title: loaderData?.game.name,
    description: loaderData?.game.description.slice(0, 160),
  });
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { game } = loaderData;
  const t = useT();
  const { assetsUrl } = usePublicConfig();
  const rows: [string, string][] = [
    [t('details.provider'), game.provider.name],
    [t('details.type'), t(`gameTypes.${game.type}`)],
  ];
  if (typeof game.rtp === 'number') rows.push([t('details.rtp'), `${game.rtp.toFixed(2)}%`]);
  if (typeof game.volatility === 'number') rows.push([t('details.volatility'), `${game.volatility} / 5`]);
  if (typeof game.numberOfReels === 'number') rows.push([t('details.reels'), String(game.numberOfReels)]);
  if (game.lines) rows.push([t('details.lines'), String(game.lines)]);
  if (game.maxWin) rows.push([t('details.maxWin'), formatMoney(game.maxWin)]);
  rows.push([t('details.betRange'), `${formatMoney(game.minBet)} – ${formatMoney(game.maxBet)}`]);
  return (
    <article className="game-details" aria-labelledby="page-title">
      <img
        className="game-details__art"
        src={gameImageUrl(assetsUrl, game.gameCode, 'landscape', game.fileVersion, {
          transforms: [{ resize: { width: 960 } }],
        })}
        alt=""
        width={480}
        height={270}
        fetchPriority="high"
      />
      <div className="game-details__body">
        <h1 id="page-title">{game.name}</h1>
        <p className="game-details__provider">
          <PortalLink to={`/furnizori/${game.provider.slug}`}>{game.provider.name}</PortalLink>
        </p>
        {game.labels.length > 0 && (
          <ul className="tags" aria-label="Etichete">
            {game.labels.slice(0, 3).map((label) => (
              <li
                key={label.title}
                className="tag"
                style={{ background: label.color, color: label.textColor }}
              >
                {label.title}
              </li>
            ))}
          </ul>
        )}
        <div className="game-details__actions">
          <PortalLink
            to={`/play/${encodeURIComponent(game.gameCode)}/real`}
            className="button button--primary"
          >
            {t('games.playReal')}
          </PortalLink>
          {game.demoEnabled && (
            <PortalLink
              to={`/play/${encodeURIComponent(game.gameCode)}/demo`}
              className="button button--ghost"
            >
              {t('games.playDemo')}
            </PortalLink>
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
        {game.specialFeatures.length > 0 && (
          <>
            <h2>{t('details.features')}</h2>
            <ul className="tags">
              {game.specialFeatures.slice(0, 3).map((feature) => (
                <li key={feature} className="tag">
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>{t('details.description')}</h2>
        <p className="game-details__description">{game.description}</p>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
