import { freeSeatCount, isTableOpen } from '@casino/core/live-tables';
import { freeSeatsText, LIVE_TABLE_COPY } from './live-table-copy';
import { useLiveTable } from './use-live-tables';
import './live-tables.css';

/**
 * Open/closed and free seats for a live game tile. Nothing shows until the feed has the table (on the
 * server, during hydration, or for a game without a table), so the tile should place the badge over its
 * artwork (absolute) where its arrival moves nothing. Seats show only for an open table with seats.
 */
export function LiveTableBadge({ gameCode, className }: { gameCode: string; className?: string }) {
  const table = useLiveTable(gameCode);
  if (!table) return null;
  const open = isTableOpen(table);
  const seats = Object.keys(table.SeatsAvailability).length;
  const free = freeSeatCount(table);
  return (
    <span className={`live-badge ${open ? 'live-badge--open' : 'live-badge--closed'} ${className ?? ''}`}>
      <span className="live-badge__state">
        <span className="visually-hidden">{LIVE_TABLE_COPY.tablePrefix}</span>
        {open ? LIVE_TABLE_COPY.open : LIVE_TABLE_COPY.closed}
      </span>
      {open && seats > 0 && (
        <span className={`live-badge__seats ${free === 0 ? 'live-badge__seats--full' : ''}`}>
          <span className="visually-hidden">, </span>
          {freeSeatsText(free)}
        </span>
      )}
    </span>
  );
}
