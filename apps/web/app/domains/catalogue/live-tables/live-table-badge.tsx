import { liveTableInfo } from '@casino/core/live-tables';
import { useT } from '~/shared/i18n/i18n';
import { freeSeatsText } from './live-table-copy';
import { useLiveTable } from './use-live-tables';
import './live-tables.css';

/**
 * Open/closed and free seats for a live game tile. Nothing shows until the feed has the table, so the
 * tile places the badge over its artwork, where its arrival moves nothing. The table comes in a
 * transition: the feed changes every badge of the page at once (120 on the live lobby). ADR 0056.
 */
export function LiveTableBadge({ gameCode, className }: { gameCode: string; className?: string }) {
  const table = useLiveTable(gameCode);
  const t = useT();
  if (!table) return null;
  const info = liveTableInfo(table);
  return (
    <span
      className={`live-badge ${info.isOpen ? 'live-badge--open' : 'live-badge--closed'} ${className ?? ''}`}
    >
      <span className="live-badge__state">
        <span className="visually-hidden">{t('live.tablePrefix')}</span>
        {info.isOpen ? t('live.open') : t('live.closed')}
      </span>
      {info.isOpen && !info.unlimitedSeats && (
        <span className={`live-badge__seats ${info.hasFreeSeat ? '' : 'live-badge__seats--full'}`}>
          <span className="visually-hidden">, </span>
          {freeSeatsText(t, info.freeSeats)}
        </span>
      )}
    </span>
  );
}
