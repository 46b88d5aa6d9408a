import { formatMoney } from '@casino/core/money';
import type { ReactNode } from 'react';
import { type JackpotCard, TickingTotal, useTickingJackpots } from '~/domains/catalogue/jackpots';
import { useOnScreen } from '~/shared/hooks/use-on-screen';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { CollectionCardLink, ProviderCardLink } from './cards';
import type { CollectionCard, ProviderCard } from './taxonomy-cards';

/** A listing page of cards: its title and the cards in a grid. */
function CardGridPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid" aria-label={title}>
        {children}
      </ul>
    </section>
  );
}

export function ProviderCardGrid({ title, providers }: { title: string; providers: ProviderCard[] }) {
  return (
    <CardGridPage title={title}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCardLink provider={provider} showCount />
        </li>
      ))}
    </CardGridPage>
  );
}

export function CollectionCardGrid({ title, collections }: { title: string; collections: CollectionCard[] }) {
  return (
    <CardGridPage title={title}>
      {collections.map((collection) => (
        <li key={collection.id}>
          <CollectionCardLink collection={collection} />
        </li>
      ))}
    </CardGridPage>
  );
}

export function JackpotCardGrid({ title, jackpots }: { title: string; jackpots: JackpotCard[] }) {
  const [onScreen, ref] = useOnScreen<HTMLElement>();
  const ticker = useTickingJackpots(jackpots, onScreen);
  return (
    <section ref={ref} className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid card-grid--wide" aria-label={title}>
        {jackpots.map((jackpot) => (
          <li key={jackpot.id}>
            <PortalLink
              to={portalPath('/jackpots/:slug', { slug: jackpot.slug })}
              className="card card--jackpot"
            >
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
