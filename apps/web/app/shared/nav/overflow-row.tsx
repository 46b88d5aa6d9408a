import { createElement, type ReactNode, useRef } from 'react';
import { Popover } from './popover';
import { OVERFLOW, OverflowEarly, useOverflowCount } from './use-overflow';

export interface OverflowEntry {
  key: string;
  className?: string;
  /** What the hidden measuring row shows for it, at its natural width. */
  measure: ReactNode;
  /** The entry in the row (no `close`) and in the "more" popover (with the popover's `close`). */
  render: (close?: () => void) => ReactNode;
}

/**
 * A row of entries in `container` (the area shared by the row and its "more" button): what does not
 * fit goes into the "more" popover. The measuring row, the `hidden` items, the popover and the early
 * script that decides it all while the page parses (ADR 0027) are wired here, once.
 */
export function OverflowRow({
  container,
  listClassName,
  entries,
  moreMeasure,
  more,
}: {
  container: { as: 'div' | 'nav'; className: string; 'aria-label'?: string };
  listClassName?: string;
  entries: OverflowEntry[];
  /** The "more" button's twin in the measuring row: what it takes. */
  moreMeasure: ReactNode;
  /** The popover's label, button and class, given the entries behind it. */
  more: (hidden: OverflowEntry[]) => { label: string; buttonContent: ReactNode; className: string };
}) {
  const box = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const { visible, id } = useOverflowCount(box, ruler, entries.length);
  const hidden = entries.slice(visible);
  const { as, ...containerProps } = container;
  return createElement(
    as,
    { ...containerProps, ref: box, id },
    <div className="overflow-row">
      <ul ref={ruler} className="overflow-row__ruler" aria-hidden="true" {...{ [OVERFLOW.ruler]: '' }}>
        {entries.map((entry) => (
          <li key={entry.key} className={entry.className}>
            {entry.measure}
          </li>
        ))}
        <li {...{ [OVERFLOW.moreTwin]: '' }}>{moreMeasure}</li>
      </ul>
      <ul
        className={listClassName ? `overflow-row__items ${listClassName}` : 'overflow-row__items'}
        {...{ [OVERFLOW.items]: '' }}
      >
        {entries.map((entry, index) => (
          <li key={entry.key} className={entry.className} hidden={index >= visible}>
            {entry.render()}
          </li>
        ))}
      </ul>
    </div>,
    <Popover {...more(hidden)} hidden={hidden.length === 0} wrapperProps={{ [OVERFLOW.more]: '' }}>
      {(close) => (
        <ul className="popover__list">
          {hidden.map((entry) => (
            <li key={entry.key} className={entry.className}>
              {entry.render(close)}
            </li>
          ))}
        </ul>
      )}
    </Popover>,
    <OverflowEarly id={id} />,
  );
}
