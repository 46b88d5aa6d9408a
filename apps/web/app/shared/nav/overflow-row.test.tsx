// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OverflowEntry, OverflowRow } from './overflow-row';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { fitCount, hideOverflowEarly, MEASURED_IN_PAGE, OVERFLOW } from './use-overflow';

const entries: OverflowEntry[] = ['Sloturi', 'Live', 'Jackpoturi', 'Noi', 'Crash'].map((name) => ({
  key: name,
  measure: name,
  render: () => <a href={`/${name}`}>{name}</a>,
}));

function Row() {
  return (
    <OverflowRow
      container={{ as: 'nav', className: 'row' }}
      entries={entries}
      moreMeasure="Mai mult"
      more={() => ({ label: 'Mai mult', buttonContent: 'Mai mult', className: 'more' })}
    />
  );
}

/** The ResizeObserver callbacks the row registered, to deliver its first report by hand. */
const observers: ResizeObserverCallback[] = [];
class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  observers.length = 0;
  delete (window as unknown as Record<string, unknown>)[MEASURED_IN_PAGE];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Widths jsdom does not lay out: each ruler item 100 px, the box 250 px. */
function layOut(): { reads: () => number } {
  let reads = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
    reads++;
    return 100;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 250);
  return { reads: () => reads };
}

const shownItems = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(`[${OVERFLOW.items}] > li`)).filter((li) => !li.hidden)
    .length;

describe('a navigation row hydrated after its early script', () => {
  it('starts from the count the early script left and forces no layout in the commit', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Row />);
    document.body.append(container);
    const id = container.querySelector('nav')?.id ?? '';
    // The early script, as it runs while the page parses: 2 of the 5 fit.
    hideOverflowEarly(document, window, id, OVERFLOW, () => 2, fitCount, MEASURED_IN_PAGE);
    expect(shownItems(container)).toBe(2);

    const layout = layOut();
    const errors = vi.spyOn(console, 'error');
    act(() => {
      root = hydrateRoot(container, <Row />);
    });
    expect(layout.reads()).toBe(0);
    expect(shownItems(container)).toBe(2);
    expect(container.querySelector<HTMLElement>(`[${OVERFLOW.more}]`)?.hidden).toBe(false);
    expect(errors).not.toHaveBeenCalled();

    // The observer's first report measures, after the browser's own layout: 250 px hold one item and
    // "more" (100 + 100 for the button's room).
    act(() => {
      for (const callback of observers) callback([], {} as ResizeObserver);
    });
    expect(layout.reads()).toBeGreaterThan(0);
    expect(shownItems(container)).toBe(1);
    container.remove();
  });

  it('measures at once when no early script ran (a row mounted in the page)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const container = document.createElement('div');
    document.body.append(container);
    const layout = layOut();
    act(() => {
      root = createRoot(container);
      root.render(<Row />);
    });
    expect(layout.reads()).toBeGreaterThan(0);
    expect(shownItems(container)).toBe(1);
    container.remove();
  });
});
