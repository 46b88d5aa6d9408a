import { useRevalidator } from 'react-router';
import { JackpotCardGrid } from '~/features/taxonomy';
import { loadJackpotCards } from '~/features/taxonomy/index.server';
import { contentContext } from '~/services/request-context';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/jackpots';

export function loader({ context }: Route.LoaderArgs) {
  return loadJackpotCards(context.get(contentContext));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.jackpots' });
}

export default function Jackpots({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  if (loaderData.failed) {
    return (
      <section className="listing" aria-labelledby="page-title">
        <h1 id="page-title">{t('pages.jackpots')}</h1>
        <div className="inline-error" role="alert">
          <p>{t('errors.failed-to-fetch-jackpots')}</p>
          <button type="button" className="button button--primary" onClick={() => revalidator.revalidate()}>
            {t('errors.tryAgain')}
          </button>
        </div>
      </section>
    );
  }
  return <JackpotCardGrid title={t('pages.jackpots')} jackpots={loaderData.jackpots} />;
}

export const ErrorBoundary = RouteErrorBoundary;
