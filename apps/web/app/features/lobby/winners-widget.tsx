import { formatMoney } from '@casino/core/money';
import { useLiveWinners } from '~/domains/catalogue/winners';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { ScrollRow, SectionHeading } from '~/shared/ui/section';
import type { WidgetView } from './widgets.server';

/** The lobby's winners widget: the server's winners, then the live feed every 30 s. */
export default function WinnersWidget({
  widget,
  lobby,
}: {
  widget: Extract<WidgetView, { type: 'winners' }>;
  lobby: 'casino' | 'live';
}) {
  const t = useT();
  const winners = useLiveWinners(widget.winners, lobby);
  return (
    <section className="winners-strip" aria-labelledby={`${widget.id}-title`}>
      <SectionHeading
        id={widget.id}
        title={widget.title || t('submenu.winners')}
        href={portalPath('/invingatori')}
      />
      {winners.length === 0 ? (
        <p>{t('winners.empty')}</p>
      ) : (
        <ScrollRow label={widget.title || t('submenu.winners')}>
          {winners.map((winner) => (
            <li key={winner.id} className="winner-chip">
              <span className="winner-chip__player">{winner.player}</span> {t('winners.won')}{' '}
              <strong className="tabular">{formatMoney(winner.amount, winner.currency)}</strong>
              <PortalLink to={portalPath('/joc/:game', { game: winner.gameCode })}>
                {winner.gameName}
              </PortalLink>
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
