// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fitCount, hideOverflowEarly, MEASURED_IN_PAGE, measureOverflow, OVERFLOW } from './use-overflow';

describe('overflow of a navigation row', () => {
  it('keeps every item when they all fit', () => {
    expect(fitCount([50, 60, 70], 8, 196, 40)).toBe(3);
  });

  it('moves what does not fit behind the more button, keeping room for it', () => {
    // 40 (more) + 8 + 50 + 8 + 60 = 166 fits 170; adding 8 + 70 does not.
    expect(fitCount([50, 60, 70], 8, 170, 40)).toBe(2);
    expect(fitCount([50, 60, 70], 8, 60, 40)).toBe(0);
  });

  it('gives no room or gap to an item this screen does not show', () => {
    expect(fitCount([50, 0, 60, 0], 8, 118, 40)).toBe(4);
    // 40 + 8 + 50 = 98 fits 100; the hidden item after it costs nothing; 60 does not fit.
    expect(fitCount([50, 0, 60], 8, 100, 40)).toBe(2);
  });

  it('counts nothing for an empty row', () => {
    expect(fitCount([], 8, 100, 40)).toBe(0);
  });
});

/** A row as the server renders it: every item shown, "more" hidden. */
function row(items: number) {
  document.body.innerHTML = `
    <nav id="row">
      <ul ${OVERFLOW.ruler}>${'<li>item</li>'.repeat(items)}<li ${OVERFLOW.moreTwin}>more</li></ul>
      <ul ${OVERFLOW.items}>${'<li><a href="/">item</a></li>'.repeat(items)}</ul>
      <div ${OVERFLOW.more} hidden><button type="button">more</button></div>
    </nav>`;
  const items$ = document.querySelector(`[${OVERFLOW.items}]`)!;
  return {
    shown: () => Array.from(items$.children).filter((item) => !(item as HTMLElement).hidden).length,
    firstHidden: () => Array.from(items$.children).findIndex((item) => (item as HTMLElement).hidden),
    moreHidden: () => document.querySelector<HTMLElement>(`[${OVERFLOW.more}]`)!.hidden,
  };
}

describe('the row measured while the page parses', () => {
  it('hides the items past what fits and shows "more", before hydration', () => {
    const page = row(7);
    hideOverflowEarly(document, window, 'row', OVERFLOW, () => 2, fitCount, MEASURED_IN_PAGE);
    expect(page.shown()).toBe(2);
    expect(page.firstHidden()).toBe(2);
    expect(page.moreHidden()).toBe(false);
    // Hydration starts from this count rather than measuring the page again in its commit.
    expect((window as unknown as Record<string, unknown>)[MEASURED_IN_PAGE]).toMatchObject({ row: 2 });
  });

  it('leaves every item and no "more" when they all fit', () => {
    const page = row(3);
    hideOverflowEarly(document, window, 'row', OVERFLOW, () => 3, fitCount, MEASURED_IN_PAGE);
    expect(page.shown()).toBe(3);
    expect(page.moreHidden()).toBe(true);
  });

  it('does nothing without its row', () => {
    row(3);
    expect(() =>
      hideOverflowEarly(document, window, 'elsewhere', OVERFLOW, () => 0, fitCount, MEASURED_IN_PAGE),
    ).not.toThrow();
  });

  it('measures from the ruler: the "more" twin is room for the button, not an item', () => {
    row(3);
    const box = document.getElementById('row')!;
    const ruler = box.querySelector<HTMLElement>(`[${OVERFLOW.ruler}]`)!;
    // jsdom lays nothing out: every width is 0, so every item "fits".
    const seen: number[][] = [];
    const count = measureOverflow(box, ruler, window, OVERFLOW, (widths, ...rest) => {
      seen.push([...widths, ...rest]);
      return 1;
    });
    expect(count).toBe(1);
    expect(seen[0]).toHaveLength(3 + 3);
  });

  it('runs stringified, as the page gets it', () => {
    const page = row(5);
    const code = `(${hideOverflowEarly.toString()})(document, window, "row", ${JSON.stringify(OVERFLOW)}, () => 1, ${fitCount.toString()}, ${JSON.stringify(MEASURED_IN_PAGE)});`;
    new Function(code)();
    expect(page.shown()).toBe(1);
    expect(page.moreHidden()).toBe(false);
  });
});
