import { formatMoney } from '@casino/core/money';
import { GameListing } from '~/features/games/game-listing';
import { tilesFor } from '~/features/games/listing.server';
import { jackpotCard } from '~/features/taxonomy/jackpots.server';
import { getJackpots, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/jackpot';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const jackpot = (await getJackpots(ctx)).find((item) => item.slug === params.slug);
  if (!jackpot) notFound(new URL(request.url).pathname);
  const [games, seo] = await Promise.all([tilesFor(ctx, jackpot.gameCodes), getSeo(ctx, jackpot.seoId)]);
  return { jackpot: jackpotCard(jackpot), games, seo };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.jackpot.title });
}

export default function JackpotPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { jackpot } = loaderData;
  return (
    <GameListing
      title={jackpot.title}
      games={loaderData.games}
      back={{ to: '/jackpots', label: t('pages.jackpots') }}
      intro={
        <dl className="jackpot-board" aria-label={t('jackpots.levels')}>
          {jackpot.levels.map((level) => (
            <div key={level.name}>
              <dt>{level.name}</dt>
              <dd className="tabular">{formatMoney(level.amount, jackpot.currency)}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
