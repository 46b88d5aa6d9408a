import { CollectionCardGrid } from '~/domains/catalogue/taxonomy';
import { loadCollectionCards } from '~/domains/catalogue/taxonomy/index.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/collections';

export function loader({ context }: Route.LoaderArgs) {
  return loadCollectionCards(context.get(contentContext));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.collections' });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <CollectionCardGrid title={t('pages.collections')} collections={loaderData.collections} />;
}

export const ErrorBoundary = RouteErrorBoundary;
