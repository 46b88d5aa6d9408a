import { useEffect, useState } from 'react';
import { useT } from '~/shared/i18n/i18n';

function elapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * The regulatory timer slot: the time spent on the site in this visit, as Romanian gambling rules ask
 * operators to show. Rendered only in the browser (the server cannot know the visit's start).
 */
export function SessionTimer() {
  const t = useT();
  const [now, setNow] = useState<{ start: number; now: number } | null>(null);
  useEffect(() => {
    const start = performance.timeOrigin;
    const tick = () => setNow({ start, now: Date.now() });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="session-timer tabular" role="timer" aria-label={t('regulatory.sessionTime')}>
      {now ? elapsed(now.now - now.start) : '00:00:00'}
    </span>
  );
}
