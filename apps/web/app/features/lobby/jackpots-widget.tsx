import { type JackpotCard, TickingTotal, useTickingJackpots } from '~/domains/catalogue/jackpots';
import { useOnScreen } from '~/shared/hooks/use-on-screen';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { ScrollRow, SectionHeading } from '~/shared/ui/section';

/** The lobby's jackpots widget: totals that climb locally while the widget is on screen. */
export default function JackpotsWidget({
  id,
  title,
  jackpots,
}: {
  id: string;
  title: string;
  jackpots: JackpotCard[];
}) {
  const [onScreen, ref] = useOnScreen<HTMLElement>();
  const ticker = useTickingJackpots(jackpots, onScreen);
  return (
    <section ref={ref} className="cards" aria-labelledby={`${id}-title`}>
      <SectionHeading id={id} title={title} href={portalPath('/jackpots')} />
      <ScrollRow label={title} className="jackpot-row">
        {jackpots.map((jackpot) => (
          <li key={jackpot.id}>
            <PortalLink
              to={portalPath('/jackpots/:slug', { slug: jackpot.slug })}
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
