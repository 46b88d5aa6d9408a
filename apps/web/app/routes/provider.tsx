import { GameListing } from '~/features/games/game-listing';
import { tilesFor } from '~/features/games/listing.server';
import { getProviders, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/provider';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const provider = (await getProviders(ctx)).find((item) => item.slug === params.slug);
  if (!provider) notFound(new URL(request.url).pathname);
  const [games, seo] = await Promise.all([tilesFor(ctx, provider.games), getSeo(ctx, provider.seoId)]);
  return { id: provider.id, title: provider.name, games, seo };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <GameListing
      title={loaderData.title}
      games={loaderData.games}
      back={{ to: '/furnizori', label: t('pages.providers') }}
      filters={{ lobby: 'casino', overrides: { provider: { [loaderData.id]: true } } }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
