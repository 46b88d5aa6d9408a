import { collectionCard } from '~/features/lobby/widgets.server';
import { CollectionCardGrid } from '~/features/taxonomy/card-grids';
import { getCollections, getLayout, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/collections';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [collections, layout] = await Promise.all([getCollections(ctx), getLayout(ctx, 'Collections')]);
  return {
    seo: await getSeo(ctx, layout?.seoId),
    collections: collections.filter((collection) => !collection.excludeFromPage).map(collectionCard),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.collections' });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <CollectionCardGrid title={t('pages.collections')} collections={loaderData.collections} />;
}

export const ErrorBoundary = RouteErrorBoundary;
