import { ProviderCardGrid } from '~/domains/catalogue/taxonomy';
import { loadProviderCards } from '~/domains/catalogue/taxonomy/index.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/providers';

export function loader({ context }: Route.LoaderArgs) {
  return loadProviderCards(context.get(contentContext));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.providers' });
}

export default function Providers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <ProviderCardGrid title={t('pages.providers')} providers={loaderData.providers} />;
}

export const ErrorBoundary = RouteErrorBoundary;
