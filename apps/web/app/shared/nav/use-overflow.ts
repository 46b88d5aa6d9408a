import { type RefObject, useLayoutEffect, useState } from 'react';

/** Marks the measuring row's last child as the "more" button's twin: its width is what "more" takes. */
export const MORE_MEASURE = 'data-overflow-more';

/**
 * How many of a row's items fit its available width, leaving room for the "more" button when some do
 * not. `container` is the area shared by the row and its "more" button (so its width does not change
 * when the button appears). Items are measured once rendered (every item stays in a hidden measuring
 * row, with a twin of the "more" button last), so the count follows the real label widths, fonts and
 * locale.
 */
export function useOverflowCount(
  container: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  itemCount: number,
): number {
  const [visible, setVisible] = useState(itemCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count means new items to measure
  useLayoutEffect(() => {
    const box = container.current;
    const ruler = measure.current;
    if (!box || !ruler) return;
    const compute = () => {
      const children = Array.from(ruler.children) as HTMLElement[];
      const more = children.find((child) => child.hasAttribute(MORE_MEASURE));
      const widths = children.filter((child) => child !== more).map((child) => child.offsetWidth);
      const gap = Number.parseFloat(getComputedStyle(ruler).columnGap) || 0;
      const style = getComputedStyle(box);
      const available =
        box.clientWidth -
        (Number.parseFloat(style.paddingLeft) || 0) -
        (Number.parseFloat(style.paddingRight) || 0);
      setVisible(fitCount(widths, gap, available, (more?.offsetWidth ?? 48) + gap));
    };
    compute();
    // The ruler changes size when a label does (a badge count, the language); the box with the window.
    const observer = new ResizeObserver(compute);
    observer.observe(box);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [container, measure, itemCount]);
  return visible;
}

/**
 * Items that fit in `available` px; when not all fit, room is kept for a "more" button. An item of
 * width 0 is not shown on this screen (e.g. a phone-only entry on a desktop) and takes no gap.
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
