import { assetImageUrl } from '@casino/core/images';
import { isPromotionRestricted } from '@casino/core/promotions';
import { routePath } from '@casino/core/routes';
import { getLayout, getPromotions, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/promotions';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [promotions, layout] = await Promise.all([getPromotions(ctx), getLayout(ctx, 'Promotions')]);
  return {
    seo: await getSeo(ctx, layout?.seoId),
    promotions: promotions
      .filter((promotion) => !isPromotionRestricted(promotion, false))
      .map(({ id, slug, title, summary, image, endDate }) => ({ id, slug, title, summary, image, endDate })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.promotions' });
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { assetsUrl } = usePublicConfig();
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{t('pages.promotions')}</h1>
      </header>
      <ul className="promo-grid" aria-label={t('pages.promotions')}>
        {loaderData.promotions.map((promotion, index) => (
          <li key={promotion.id} className="promo-card">
            {promotion.image && (
              <img
                src={assetImageUrl(assetsUrl, promotion.image, { transforms: [{ resize: { width: 640 } }] })}
                alt=""
                width={640}
                height={320}
                loading={index < 2 ? 'eager' : 'lazy'}
              />
            )}
            <h2>{promotion.title}</h2>
            <p>{promotion.summary}</p>
            <PortalLink
              to={routePath('preview-promotions-slug', { slug: promotion.slug })}
              className="button button--primary"
              aria-label={`${t('promotions.details')}: ${promotion.title}`}
            >
              {t('promotions.details')}
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
