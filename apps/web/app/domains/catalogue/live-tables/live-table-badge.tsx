import { liveTableInfo } from '@casino/core/live-tables';
import { useT } from '~/shared/i18n/i18n';
import { freeSeatsText } from './live-table-copy';
import { useLiveTable } from './use-live-tables';
import './live-tables.css';

/**
 * Open/closed and free seats for a live game tile. Nothing shows until the feed has the table (on the
 * server, during hydration, or for a game without a table), so the tile should place the badge over its
 * artwork (absolute) where its arrival moves nothing. Seats show only for an open table with a seat map
 * (a table without one has no seat limit).
 *
 * The table comes in a transition (`useLiveTable`): the feed's table list changes every badge of the
 * page at once (120 on the live lobby), and React builds them in slices between frames (issue 13).
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
