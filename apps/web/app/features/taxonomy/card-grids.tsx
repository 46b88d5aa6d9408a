import { assetImageUrl } from '@casino/core/images';
import { formatMoney } from '@casino/core/money';
import { useT } from '~/features/i18n/i18n';
import { TickingTotal, useTickingJackpots } from '~/features/jackpots/ticking-jackpots';
import type { CollectionCard, JackpotCard, ProviderCard } from '~/features/lobby/widgets.server';
import { PortalLink } from '~/features/shell/portal-link';
import { usePublicConfig } from '~/features/shell/use-shell';

export function ProviderCardGrid({ title, providers }: { title: string; providers: ProviderCard[] }) {
  const { assetsUrl } = usePublicConfig();
  const t = useT();
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid" aria-label={title}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <PortalLink to={`/furnizori/${provider.slug}`} className="card card--logo">
              {provider.darkLogoImage && (
                <img
                  className="logo-on-dark"
                  src={assetImageUrl(assetsUrl, provider.darkLogoImage, {
                    transforms: [{ resize: { width: 240 } }],
                  })}
                  alt=""
                  width={120}
                  height={60}
                  loading="lazy"
                />
              )}
              {provider.lightLogoImage && (
                <img
                  className="logo-on-light"
                  src={assetImageUrl(assetsUrl, provider.lightLogoImage, {
                    transforms: [{ resize: { width: 240 } }],
                  })}
                  alt=""
                  width={120}
                  height={60}
                  loading="lazy"
                />
              )}
              <span className="card__title">{provider.name}</span>
              <span className="card__meta">{t('games.count', { count: provider.count })}</span>
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CollectionCardGrid({ title, collections }: { title: string; collections: CollectionCard[] }) {
  const { assetsUrl } = usePublicConfig();
  const t = useT();
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid" aria-label={title}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <PortalLink to={`/colectii/${collection.slug}`} className="card">
              {collection.iconImage && (
                <img
                  src={assetImageUrl(assetsUrl, collection.iconImage, {
                    transforms: [{ resize: { width: 96 } }],
                  })}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              )}
              <span className="card__title">{collection.title}</span>
              <span className="card__meta">{t('games.count', { count: collection.count })}</span>
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JackpotCardGrid({ title, jackpots }: { title: string; jackpots: JackpotCard[] }) {
  const ticker = useTickingJackpots(jackpots);
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid card-grid--wide" aria-label={title}>
        {jackpots.map((jackpot) => (
          <li key={jackpot.id}>
            <PortalLink to={`/jackpots/${jackpot.slug}`} className="card card--jackpot">
              <span className="card__title">{jackpot.title}</span>
              <TickingTotal card={jackpot} ticker={ticker} />
              <span className="jackpot-levels">
                {jackpot.levels.map((level) => (
                  <span key={level.name} className="jackpot-levels__item">
                    {level.name}{' '}
                    <strong className="tabular">{formatMoney(level.amount, jackpot.currency)}</strong>
                  </span>
                ))}
              </span>
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
