import { assetImageUrl, assetWidthSrcSet, resizeTo } from '@casino/core/images';
import { promotionPageView } from '@casino/core/promotions';
import { GameGrid } from '~/domains/catalogue/games';
import { loadTaxonomyPage } from '~/domains/catalogue/taxonomy/index.server';
import { useSession } from '~/domains/player/session';
import { contentContext } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { CmsHtml } from '~/shared/cms/cms-html';
import { sanitiseCmsHtml } from '~/shared/cms/sanitise.server';
import { usePublicConfig } from '~/shared/context/public-config';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { openNamedModal } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/promotion';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const path = new URL(request.url).pathname;
  const page = await loadTaxonomyPage(ctx, 'promotion', { slug: params.slug, path, lobby: 'casino' });
  const { promotion } = page;
  if (!promotion) notFound(path);
  return {
    seo: page.seo,
    games: page.games,
    promotion: {
      title: promotion.title,
      summary: promotion.summary,
      body: sanitiseCmsHtml(promotion.body, ctx.preview),
      image: promotion.image,
      endDate: promotion.endDate,
      visibleTo: promotion.visibleTo,
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    seo: loaderData?.seo,
    title: loaderData?.promotion.title,
    description: loaderData?.promotion.summary,
    // A players-only offer is no page for search engines: they see who it is for, not the offer.
    noindex: loaderData?.promotion.visibleTo === 'logged-in',
  });
}

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { assetsUrl } = usePublicConfig();
  const { promotion } = loaderData;
  const view = promotionPageView(promotion, useSession().status);
  if (view !== 'offer') return <PromotionAudience title={promotion.title} view={view} />;
  return (
    <article className="article" aria-labelledby="page-title">
      <PortalLink to={portalPath('/promotii')} className="listing__back">
        ‹ {t('pages.promotions')}
      </PortalLink>
      <h1 id="page-title">{promotion.title}</h1>
      {promotion.image && (
        <img
          className="article__hero"
          src={assetImageUrl(assetsUrl, promotion.image, resizeTo(800))}
          srcSet={assetWidthSrcSet(assetsUrl, promotion.image, [480, 800, 1200, 1600])}
          sizes="(min-width: 912px) 880px, 100vw"
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
        />
      )}
      <p className="article__lead">{promotion.summary}</p>
      {promotion.endDate && (
        <p>
          {t('promotions.validUntil', {
            date: new Date(promotion.endDate).toLocaleDateString('ro-RO', { timeZone: 'Europe/Bucharest' }),
          })}
        </p>
      )}
      <CmsHtml html={promotion.body} />
      {loaderData.games.length > 0 && (
        <>
          <h2>{t('promotions.games')}</h2>
          <GameGrid games={loaderData.games} label={t('promotions.games')} eagerCount={0} />
        </>
      )}
    </article>
  );
}

/**
 * A promotion of the other audience (catalogue.md section 5: restricted) says who it is for, with the
 * way there: a guest logs in (the offer then shows), a player goes back to their promotions.
 */
function PromotionAudience({
  title,
  view,
}: {
  title: string;
  view: 'checking' | 'for-players' | 'for-guests';
}) {
  const t = useT();
  return (
    <article className="article" aria-labelledby="page-title" aria-busy={view === 'checking'}>
      <PortalLink to={portalPath('/promotii')} className="listing__back">
        ‹ {t('pages.promotions')}
      </PortalLink>
      <h1 id="page-title">{title}</h1>
      {view === 'checking' && <p role="status">{t('auth.checking')}</p>}
      {view === 'for-players' && (
        <>
          <p>{t('promotions.forPlayers')}</p>
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => openNamedModal('login')}
          >
            {t('header.login')}
          </button>
        </>
      )}
      {view === 'for-guests' && (
        <>
          <p>{t('promotions.forGuests')}</p>
          <PortalLink to={portalPath('/promotii')} className="button button--primary">
            {t('pages.promotions')}
          </PortalLink>
        </>
      )}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
