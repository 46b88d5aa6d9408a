import { PromotionsPage } from '~/features/promotions';
import { getLayout, getPromotions, getSeo } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/promotions';

/**
 * Every promotion with its audience: the page is the same HTML for every visitor (a guest's promotions);
 * a player's browser shows theirs, split into active and available.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [promotions, layout] = await Promise.all([getPromotions(ctx), getLayout(ctx, 'Promotions')]);
  return {
    seo: await getSeo(ctx, layout?.seoId),
    promotions: promotions.map(({ id, slug, title, summary, image, visibleTo, templateCode, tagName }) => ({
      id,
      slug,
      title,
      summary,
      image,
      visibleTo,
      templateCode,
      tagName,
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.promotions' });
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage promotions={loaderData.promotions} />;
}

export const ErrorBoundary = RouteErrorBoundary;
