import { useRef } from 'react';
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

/** A horizontal row: scroll-snap on phones, arrow buttons on desktop. */
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
  const scroll = (direction: 1 | -1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className="scroll-row">
      <button
        type="button"
        className="scroll-row__arrow scroll-row__arrow--back"
        onClick={() => scroll(-1)}
        aria-label={`${t('games.scrollLeft')}: ${label}`}
      >
        ‹
      </button>
      <ul ref={ref} className={`scroll-row__list ${className ?? ''}`} aria-label={label}>
        {children}
      </ul>
      <button
        type="button"
        className="scroll-row__arrow scroll-row__arrow--forward"
        onClick={() => scroll(1)}
        aria-label={`${t('games.scrollRight')}: ${label}`}
      >
        ›
      </button>
    </div>
  );
}
