/**
 * The promotions page (catalogue.md section 4): the promotions the visitor may see (visibleTo by login
 * state). A player's are split into active (opted in by template code or marketing tag) and available,
 * each with its opt-out or opt-in; a player self-excluded from bonuses gets the list without them.
 */
import { assetImageUrl, assetWidthSrcSet, resizeTo } from '@casino/core/images';
import { splitPromotions, visiblePromotions } from '@casino/core/promotions';
import type { Promotion } from '@casino/core/schemas';
import { Fragment, useSyncExternalStore } from 'react';
import { bonusTemplatesQuery, marketingTagsQuery } from '~/domains/player/bonus-data';
import { useBonusExclusion } from '~/domains/player/overview';
import { usePlayerQueryData } from '~/domains/player/player-watch';
import { usePlayerName } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { promotionOptIns } from './page-opt-ins';

export type PromotionCard = Pick<
  Promotion,
  'id' | 'slug' | 'title' | 'summary' | 'image' | 'visibleTo' | 'templateCode' | 'tagName'
>;

export function PromotionsPage({ promotions }: { promotions: PromotionCard[] }) {
  const t = useT();
  const player = usePlayerName();
  const templates = usePlayerQueryData(bonusTemplatesQuery, player);
  const tags = usePlayerQueryData(marketingTagsQuery, player);
  const excluded = useBonusExclusion(player);
  const visible = visiblePromotions(promotions, player !== null);
  // Until the player's lists are known (they load at login), one list without actions: nothing moves
  // or offers an opt-in that a self-excluded player must not see.
  const known = templates !== undefined && tags !== undefined && excluded !== null;
  const canOptIn = known && !excluded;
  const split = known
    ? splitPromotions(visible, canOptIn ? { templateCodes: templates, tagNames: tags } : NO_OPT_INS)
    : null;
  const groups = split
    ? [
        { key: 'active' as const, promotions: split.active, action: 'out' as const },
        { key: 'available' as const, promotions: split.available, action: 'in' as const },
      ].filter((group) => group.key === 'available' || group.promotions.length > 0)
    : [];
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{t('pages.promotions')}</h1>
      </header>
      {!split && <PromotionGrid promotions={visible} label={t('pages.promotions')} />}
      {groups.map((group) => (
        <Fragment key={group.key}>
          <h2 className="listing__subtitle">{t(`promotions.${group.key}`)}</h2>
          <PromotionGrid
            promotions={group.promotions}
            label={t(`promotions.${group.key}`)}
            player={player}
            heading="h3"
            action={canOptIn ? group.action : null}
          />
        </Fragment>
      ))}
    </section>
  );
}

const NO_OPT_INS = { templateCodes: [], tagNames: [] };

function PromotionGrid({
  promotions,
  label,
  player = null,
  action = null,
  heading: Heading = 'h2',
}: {
  promotions: PromotionCard[];
  label: string;
  player?: string | null;
  action?: 'in' | 'out' | null;
  /** The cards' heading level: under the page's title, or under a section's. */
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  const { assetsUrl } = usePublicConfig();
  const changing = useSyncExternalStore(
    promotionOptIns.changing.subscribe,
    promotionOptIns.changing.get,
    () => null,
  );
  return (
    <ul className="promo-grid" aria-label={label}>
      {promotions.map((promotion, index) => (
        <li key={promotion.id} className="promo-card">
          {promotion.image && (
            <img
              src={assetImageUrl(assetsUrl, promotion.image, resizeTo(640))}
              srcSet={assetWidthSrcSet(assetsUrl, promotion.image, [320, 480, 640])}
              sizes="(min-width: 1024px) 400px, 100vw"
              alt=""
              width={640}
              height={320}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
          )}
          <Heading>{promotion.title}</Heading>
          <p>{promotion.summary}</p>
          <div className="promo-card__actions">
            <PortalLink
              to={portalPath('/promotii/:slug', { slug: promotion.slug })}
              className="button button--primary"
              aria-label={`${t('promotions.details')}: ${promotion.title}`}
            >
              {t('promotions.details')}
            </PortalLink>
            {player && action && (promotion.templateCode || promotion.tagName) && (
              <button
                type="button"
                className="button button--ghost"
                disabled={changing !== null}
                aria-busy={changing === promotion.id}
                aria-label={`${t(action === 'in' ? 'promotions.optIn' : 'promotions.optOut')}: ${promotion.title}`}
                onClick={() =>
                  void (action === 'in'
                    ? promotionOptIns.optIn(player, promotion)
                    : promotionOptIns.optOut(player, promotion))
                }
              >
                {t(action === 'in' ? 'promotions.optIn' : 'promotions.optOut')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
