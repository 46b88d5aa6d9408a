import { liveTableInfo } from '@casino/core/live-tables';
import { freeSeatsText, LIVE_TABLE_COPY } from './live-table-copy';
import { useLiveTable } from './use-live-tables';
import './live-tables.css';

/**
 * Open/closed and free seats for a live game tile. Nothing shows until the feed has the table (on the
 * server, during hydration, or for a game without a table), so the tile should place the badge over its
 * artwork (absolute) where its arrival moves nothing. Seats show only for an open table with a seat map
 * (a table without one has no seat limit).
 */
export function LiveTableBadge({ gameCode, className }: { gameCode: string; className?: string }) {
  const table = useLiveTable(gameCode);
  if (!table) return null;
  const info = liveTableInfo(table);
  return (
    <span
      className={`live-badge ${info.isOpen ? 'live-badge--open' : 'live-badge--closed'} ${className ?? ''}`}
    >
      <span className="live-badge__state">
        <span className="visually-hidden">{LIVE_TABLE_COPY.tablePrefix}</span>
        {info.isOpen ? LIVE_TABLE_COPY.open : LIVE_TABLE_COPY.closed}
      </span>
      {info.isOpen && !info.unlimitedSeats && (
        <span className={`live-badge__seats ${info.hasFreeSeat ? '' : 'live-badge__seats--full'}`}>
          <span className="visually-hidden">, </span>
          {freeSeatsText(info.freeSeats)}
        </span>
      )}
    </span>
  );
}
