import { assetDensitySrcSet, assetImageUrl, resizeTo } from '@casino/core/images';
import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import type { CollectionCard, ProviderCard } from './taxonomy-cards';

/** A provider's card: its logo for the current colour mode, its name and (optionally) its game count. */
export function ProviderCardLink({
  provider,
  showCount = false,
}: {
  provider: ProviderCard;
  showCount?: boolean;
}) {
  const { assetsUrl } = usePublicConfig();
  const t = useT();
  const logo = (image: ProviderCard['darkLogoImage'], className: string) =>
    image && (
      <img
        className={className}
        src={assetImageUrl(assetsUrl, image, resizeTo(120))}
        srcSet={assetDensitySrcSet(assetsUrl, image, 120)}
        alt=""
        width={120}
        height={60}
        loading="lazy"
      />
    );
  return (
    <PortalLink to={portalPath('/furnizori/:slug', { slug: provider.slug })} className="card card--logo">
      {logo(provider.darkLogoImage, 'logo-on-dark')}
      {logo(provider.lightLogoImage, 'logo-on-light')}
      <span className="card__title">{provider.name}</span>
      {showCount && <span className="card__meta">{t('games.count', { count: provider.count })}</span>}
    </PortalLink>
  );
}

/** A collection's card: icon, title and game count. */
export function CollectionCardLink({ collection }: { collection: CollectionCard }) {
  const { assetsUrl } = usePublicConfig();
  const t = useT();
  return (
    <PortalLink to={portalPath('/colectii/:slug', { slug: collection.slug })} className="card">
      {collection.iconImage && (
        <img
          src={assetImageUrl(assetsUrl, collection.iconImage, resizeTo(48))}
          srcSet={assetDensitySrcSet(assetsUrl, collection.iconImage, 48)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      )}
      <span className="card__title">{collection.title}</span>
      <span className="card__meta">{t('games.count', { count: collection.count })}</span>
    </PortalLink>
  );
}
