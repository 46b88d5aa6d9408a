import { Form } from 'react-router';
import { JackpotCardGrid } from '~/domains/catalogue/taxonomy';
import { loadJackpotCards } from '~/domains/catalogue/taxonomy/index.server';
import { contentContext } from '~/platform/server/request-context.server';
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
  if (loaderData.failed) {
    return (
      <section className="listing" aria-labelledby="page-title">
        <h1 id="page-title">{t('pages.jackpots')}</h1>
        <div className="inline-error" role="alert">
          <p>{t('errors.failed-to-fetch-jackpots')}</p>
          {/* A form, so the retry works before hydration too (a reload); after it, the loader runs again. */}
          <Form method="get" replace preventScrollReset>
            <button type="submit" className="button button--primary">
              {t('errors.tryAgain')}
            </button>
          </Form>
        </div>
      </section>
    );
  }
  return <JackpotCardGrid title={t('pages.jackpots')} jackpots={loaderData.jackpots} />;
}

export const ErrorBoundary = RouteErrorBoundary;
