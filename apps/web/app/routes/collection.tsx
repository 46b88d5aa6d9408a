import { GameListing } from '~/features/games/game-listing';
import { tilesFor } from '~/features/games/listing.server';
import { getCollections, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/collection';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const collection = (await getCollections(ctx)).find((item) => item.slug === params.slug);
  if (!collection) notFound(new URL(request.url).pathname);
  const [games, seo] = await Promise.all([tilesFor(ctx, collection.games), getSeo(ctx, collection.seoId)]);
  return { id: collection.id, title: collection.title, games, seo };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <GameListing
      title={loaderData.title}
      games={loaderData.games}
      back={{ to: '/colectii', label: t('pages.collections') }}
      filters={{ lobby: 'casino', overrides: { collection: { [loaderData.id]: true } } }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
