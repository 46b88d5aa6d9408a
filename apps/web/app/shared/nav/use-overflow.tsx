import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { InlineScript, scriptCall, scriptJson } from '~/shared/ui/inline-script';

/** The attributes that mark a row's parts, for the measure in the page and the one before hydration. */
export const OVERFLOW = {
  /** The hidden measuring row, every item at its natural width. */
  ruler: 'data-overflow-ruler',
  /** The measuring row's last child: the "more" button's twin, whose width is what "more" takes. */
  moreTwin: 'data-overflow-more',
  /** The row the player sees: the items past the count are `hidden`. */
  items: 'data-overflow-items',
  /** The "more" button's wrapper: `hidden` while every item fits. */
  more: 'data-overflow-more-button',
} as const;

type OverflowParts = typeof OVERFLOW;

/** The window property where the early scripts leave each row's count, by the row's id. */
export const MEASURED_IN_PAGE = '__overflowCounts';

/**
 * Items that fit in `available` px; when not all fit, room is kept for a "more" button. An item of
 * width 0 is not shown on this screen (e.g. a phone-only entry on a desktop) and takes no gap.
 * Stringified into the page's early script: it uses nothing outside its parameters.
 */
export function fitCount(
  widths: readonly number[],
  gap: number,
  available: number,
  moreWidth: number,
): number {
  const shown = widths.filter((width) => width > 0);
  const total = shown.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = width > 0 ? used + gap + width : used;
    if (next > available) break;
    used = next;
    count++;
  }
  return count;
}

/**
 * How many of a row's items fit `box`'s width (the area shared by the row and its "more" button, so
 * its width does not change when the button appears), from the measuring row's real label widths,
 * fonts and locale. Stringified into the page's early script: it uses nothing outside its parameters.
 */
export function measureOverflow(
  box: HTMLElement,
  ruler: HTMLElement,
  win: Window,
  parts: OverflowParts,
  fit: typeof fitCount,
): number {
  const children = Array.from(ruler.children) as HTMLElement[];
  const more = children.find((child) => child.hasAttribute(parts.moreTwin));
  const widths = children.filter((child) => child !== more).map((child) => child.offsetWidth);
  const gap = Number.parseFloat(win.getComputedStyle(ruler).columnGap) || 0;
  const style = win.getComputedStyle(box);
  const available =
    box.clientWidth -
    (Number.parseFloat(style.paddingLeft) || 0) -
    (Number.parseFloat(style.paddingRight) || 0);
  return fit(widths, gap, available, (more?.offsetWidth ?? 48) + gap);
}

/**
 * Runs in the page while it parses, right after the row (stringified: nothing outside its parameters):
 * hides the items that do not fit and shows the "more" button before the first paint, so hydration
 * finds the row as the client renders it and changes nothing in it (ADR 0027). The count is left in
 * `win[counts][id]` for hydration to start from.
 */
export function hideOverflowEarly(
  doc: Document,
  win: Window,
  id: string,
  parts: OverflowParts,
  measure: typeof measureOverflow,
  fit: typeof fitCount,
  counts: string,
) {
  const box = doc.getElementById(id);
  const ruler = box?.querySelector<HTMLElement>(`[${parts.ruler}]`);
  const items = box?.querySelector(`[${parts.items}]`);
  if (!box || !ruler || !items) return;
  const visible = measure(box, ruler, win, parts, fit);
  const store = win as unknown as Record<string, Record<string, number> | undefined>;
  store[counts] = { ...store[counts], [id]: visible };
  Array.from(items.children).forEach((item, index) => {
    (item as HTMLElement).hidden = index >= visible;
  });
  const more = box.querySelector<HTMLElement>(`[${parts.more}]`);
  if (more) more.hidden = visible >= items.children.length;
}

/** How many items the early script left shown in the row `id`; undefined when it did not run. */
function shownInPage(id: string): number | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, Record<string, number> | undefined>)[MEASURED_IN_PAGE]?.[id];
}

/**
 * How many of a row's items fit its available width, leaving room for the "more" button when some do
 * not; `id` goes on `container`, and `OverflowEarly` with it after the row. Items are measured once
 * rendered (every item stays in a hidden measuring row, with a twin of the "more" button last) and
 * again when the row or the window changes size. Hydration starts from what the early script measured.
 */
export function useOverflowCount(
  container: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  itemCount: number,
): { visible: number; id: string } {
  const id = useId();
  const [fromPage] = useState(() => shownInPage(id));
  const [visible, setVisible] = useState(fromPage ?? itemCount);
  // Hydration starts from the early script's count: measuring again in its commit would force a
  // layout of the whole page there (the observer's first report, after the next layout, checks it).
  const measuredInPage = useRef(fromPage !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count means new items to measure
  useLayoutEffect(() => {
    const box = container.current;
    const ruler = measure.current;
    if (!box || !ruler) return;
    const compute = () => setVisible(measureOverflow(box, ruler, window, OVERFLOW, fitCount));
    if (measuredInPage.current) measuredInPage.current = false;
    else compute();
    // The ruler changes size when a label does (a badge count, the language); the box with the window.
    const observer = new ResizeObserver(compute);
    observer.observe(box);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [container, measure, itemCount]);
  return { visible, id };
}

/** The early script of the row `id`: the last child of its container. */
export function OverflowEarly({ id }: { id: string }) {
  return (
    <InlineScript
      code={
        import.meta.env.SSR
          ? scriptCall(
              hideOverflowEarly,
              'document',
              'window',
              scriptJson(id),
              scriptJson(OVERFLOW),
              measureOverflow.toString(),
              fitCount.toString(),
              scriptJson(MEASURED_IN_PAGE),
            )
          : ''
      }
    />
  );
}
