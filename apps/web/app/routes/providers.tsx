import { ProviderCardGrid } from '~/features/taxonomy/card-grids';
import { getLayout, getProviders, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/providers';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [providers, layout] = await Promise.all([getProviders(ctx), getLayout(ctx, 'Providers')]);
  return {
    seo: await getSeo(ctx, layout?.seoId),
    providers: providers
      .filter((provider) => provider.games.length > 0)
      .map(({ id, slug, name, lightLogoImage, darkLogoImage, games }) => ({
        id,
        slug,
        name,
        lightLogoImage,
        darkLogoImage,
        count: games.length,
      })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.providers' });
}

export default function Providers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <ProviderCardGrid title={t('pages.providers')} providers={loaderData.providers} />;
}

export const ErrorBoundary = RouteErrorBoundary;
