import { Children, useEffect, useRef, useState } from 'react';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';

/**
 * A lobby section's heading, with its "show all" link when the section has a page, and an optional
 * action beside it (a recommendation shelf's refresh).
 */
export function SectionHeading({
  id,
  title,
  href,
  action,
}: {
  id: string;
  title: string;
  href?: string | null;
  action?: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className="section-heading">
      <h2 id={`${id}-title`}>{title}</h2>
      {action}
      {href && (
        <PortalLink
          to={href}
          className="section-heading__more"
          aria-label={`${t('games.showAll')}: ${title}`}
        >
          {t('games.showAll')}
        </PortalLink>
      )}
    </div>
  );
}

/**
 * A horizontal row: scroll-snap on phones, arrow buttons on desktop. An arrow shows only where the row
 * can go: no "back" at its start (the server's HTML and the first paint have none), no "forward" at its
 * end or when every item fits. When a click takes the row to an end, focus moves to the other arrow
 * rather than falling to the page with the button that goes.
 */
export function ScrollRow({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLUListElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  const [ends, setEnds] = useState<RowEnds>(AT_START);
  const items = Children.count(children);

  // The observer reports the row once laid out and on every resize; scrolling moves its ends. Items
  // added or taken away (a shelf's refresh) change how far the row goes without resizing it: a new
  // observer reports the row again after their layout. Without the observer (an old browser, a test's
  // DOM) the row keeps its "forward" arrow until it is scrolled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count means a new extent to measure
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const next = rowEnds(list.scrollLeft, list.clientWidth, list.scrollWidth);
      const focused = document.activeElement;
      if (next.atStart && focused === back.current) forward.current?.focus();
      if (next.atEnd && focused === forward.current) back.current?.focus();
      setEnds((current) =>
        current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
      );
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [items]);

  const scroll = (direction: 1 | -1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className="scroll-row">
      {!ends.atStart && (
        <button
          ref={back}
          type="button"
          className="scroll-row__arrow scroll-row__arrow--back"
          onClick={() => scroll(-1)}
          aria-label={`${t('games.scrollLeft')}: ${label}`}
        >
          ‹
        </button>
      )}
      <ul ref={ref} className={`scroll-row__list ${className ?? ''}`} aria-label={label}>
        {children}
      </ul>
      {!ends.atEnd && (
        <button
          ref={forward}
          type="button"
          className="scroll-row__arrow scroll-row__arrow--forward"
          onClick={() => scroll(1)}
          aria-label={`${t('games.scrollRight')}: ${label}`}
        >
          ›
        </button>
      )}
    </div>
  );
}

type RowEnds = { atStart: boolean; atEnd: boolean };

/** Until the row is measured: at its start, with somewhere to go (the server cannot know). */
const AT_START: RowEnds = { atStart: true, atEnd: false };

/** Where a scrolled row stands, with a pixel's slack for fractional scroll positions. */
function rowEnds(scrollLeft: number, clientWidth: number, scrollWidth: number): RowEnds {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}
