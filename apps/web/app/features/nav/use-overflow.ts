import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's items fit its available width, leaving room for the "more" button when some do
 * not. Items are measured once rendered (every item stays in a hidden measuring row), so the count
 * follows the real label widths, fonts and locale.
 */
export function useOverflowCount(
  container: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  itemCount: number,
  moreWidth = 48,
): number {
  const [visible, setVisible] = useState(itemCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count means new items to measure
  useLayoutEffect(() => {
    const box = container.current;
    const ruler = measure.current;
    if (!box || !ruler) return;
    const compute = () => {
      const available = box.clientWidth;
      const widths = Array.from(ruler.children, (child) => (child as HTMLElement).offsetWidth);
      const gap = Number.parseFloat(getComputedStyle(ruler).columnGap) || 0;
      setVisible(fitCount(widths, gap, available, moreWidth));
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(box);
    return () => observer.disconnect();
  }, [container, measure, moreWidth, itemCount]);
  return visible;
}

/** Items that fit in `available` px; when not all fit, room is kept for a "more" button. */
export function fitCount(
  widths: readonly number[],
  gap: number,
  available: number,
  moreWidth: number,
): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count++;
  }
  return count;
}
