import { assetImageUrl, assetWidthSrcSet, resizeTo } from '@casino/core/images';
import { getLayout, getSeo, getTournaments } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { usePublicConfig } from '~/shared/context/public-config';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/tournaments';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [tournaments, layout] = await Promise.all([getTournaments(ctx), getLayout(ctx, 'Tournaments')]);
  return { tournaments, seo: await getSeo(ctx, layout?.seoId) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.tournaments' });
}

const dateFormat = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Bucharest',
});

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { assetsUrl } = usePublicConfig();
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{t('pages.tournaments')}</h1>
      </header>
      <ul className="promo-grid" aria-label={t('pages.tournaments')}>
        {loaderData.tournaments.map((tournament) => (
          <li key={tournament.id} className="promo-card">
            {tournament.image && (
              <img
                src={assetImageUrl(assetsUrl, tournament.image, resizeTo(640))}
                srcSet={assetWidthSrcSet(assetsUrl, tournament.image, [320, 480, 640])}
                sizes="(min-width: 1024px) 400px, 100vw"
                alt=""
                width={640}
                height={320}
                loading="lazy"
              />
            )}
            <h2>{tournament.title}</h2>
            <p>{tournament.description}</p>
            <dl className="facts">
              <div>
                <dt>{t('tournaments.prize')}</dt>
                <dd>{tournament.prize}</dd>
              </div>
              <div>
                <dt>{t('tournaments.period')}</dt>
                <dd>
                  {dateFormat.format(new Date(tournament.startDate))} –{' '}
                  {dateFormat.format(new Date(tournament.endDate))}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
