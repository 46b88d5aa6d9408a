import { formatMoney } from '@casino/core/money';
import { TickingTotal, useTickingJackpots } from '~/features/jackpots/ticking-jackpots';
import type { CollectionCard, JackpotCard, ProviderCard } from '~/features/lobby/widgets.server';
import { PortalLink } from '~/features/shell/portal-link';
import { CollectionCardLink, ProviderCardLink } from './cards';

export function ProviderCardGrid({ title, providers }: { title: string; providers: ProviderCard[] }) {
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid" aria-label={title}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCardLink provider={provider} showCount />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CollectionCardGrid({ title, collections }: { title: string; collections: CollectionCard[] }) {
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
      </header>
      <ul className="card-grid" aria-label={title}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <CollectionCardLink collection={collection} />
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
