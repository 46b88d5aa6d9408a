import { routePath } from '@casino/core/routes';
import { type JackpotCard, TickingTotal, useTickingJackpots } from '~/features/jackpots';
import { PortalLink } from '~/shared/links/portal-link';
import { ScrollRow, SectionHeading } from '~/shared/ui/section';

/** The lobby's jackpots widget: totals that climb locally. */
export default function JackpotsWidget({
  id,
  title,
  jackpots,
}: {
  id: string;
  title: string;
  jackpots: JackpotCard[];
}) {
  const ticker = useTickingJackpots(jackpots);
  return (
    <section className="cards" aria-labelledby={`${id}-title`}>
      <SectionHeading id={id} title={title} href={routePath('preview-jackpots')} />
      <ScrollRow label={title}>
        {jackpots.map((jackpot) => (
          <li key={jackpot.id}>
            <PortalLink
              to={routePath('preview-jackpots-slug', { slug: jackpot.slug })}
              className="card card--jackpot"
            >
              <span className="card__title">{jackpot.title}</span>
              <TickingTotal card={jackpot} ticker={ticker} />
            </PortalLink>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
