import { formatMoney } from '@casino/core/money';
import { GameListing } from '~/domains/catalogue/games';
import { loadTaxonomyPage } from '~/domains/catalogue/taxonomy/index.server';
import { useFilterPage } from '~/features/filters';
import { contentContext, lobbyContext } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/jackpot';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = await loadTaxonomyPage(context.get(contentContext), 'jackpot', {
    slug: params.slug,
    path,
    lobby: context.get(lobbyContext),
  });
  if (!page.jackpot) notFound(path);
  return { ...page, jackpot: page.jackpot };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.jackpot.title });
}

export default function JackpotPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { jackpot } = loaderData;
  useFilterPage('casino');
  return (
    <GameListing
      title={jackpot.title}
      games={loaderData.games}
      back={{ to: portalPath('/jackpots'), label: t('pages.jackpots') }}
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
