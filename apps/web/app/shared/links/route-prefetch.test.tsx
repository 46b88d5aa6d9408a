// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateCounting } from '~test-support/hydrate';

// The data URL a navigation to the page asks for (page-data-href.test.ts has the rule itself).
vi.mock('./page-data-href', () => ({
  usePageDataHref: (page: string) => (page === '/nothing-to-load' ? null : `${page}.data`),
}));

/** IntersectionObserver as the browser drives it: the test says which links show. */
let intersect: (element: Element, showing: boolean) => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    intersect = (element, showing) =>
      this.callback(
        [{ target: element, isIntersecting: showing } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

let prefetch: typeof import('./route-prefetch');

/** A portal link's part in it: observed while it is in the page. */
function Probe({ href }: { href: string }) {
  return (
    <a ref={prefetch.useViewportPrefetch(href, true)} href={href}>
      {href}
    </a>
  );
}

async function mount(hrefs: string[], connection?: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
  // Fresh module state (the queue and its pages seen) for every test.
  prefetch = await import('./route-prefetch');
  const { RoutePrefetcher } = prefetch;
  const view = render(
    <>
      {hrefs.map((href) => (
        <Probe key={href} href={href} />
      ))}
      <RoutePrefetcher />
    </>,
  );
  const link = (href: string) => view.getByRole('link', { name: href });
  const show = (href: string, showing = true) => act(() => intersect(link(href), showing));
  const preloading = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (l) => l.dataset.prefetchPage,
    );
  return { show, preloading };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('route prefetch of portal links (section 9 loading rules)', () => {
  it('renders nothing again after hydration while nothing preloads', async () => {
    const { RoutePrefetcher } = await import('./route-prefetch');
    const page = await hydrateCounting(<RoutePrefetcher />);
    // Its first state is the server's snapshot itself: a second commit would be a synchronous render
    // in hydration's task.
    expect(page.commits()).toBe(1);
    page.unmount();
  });

  it("prefetches a link's page once it has shown for 1 s", async () => {
    const { show, preloading } = await mount(['/promotii']);
    show('/promotii');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(preloading()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(preloading()).toEqual(['/promotii']);
  });

  it('does not prefetch a link that left the viewport before its second', async () => {
    const { show, preloading } = await mount(['/promotii']);
    show('/promotii');
    await act(() => vi.advanceTimersByTimeAsync(500));
    show('/promotii', false);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(preloading()).toEqual([]);
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('prefetches nothing on %s', async (_name, connection) => {
    const { show, preloading } = await mount(['/promotii'], connection);
    show('/promotii');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(preloading()).toEqual([]);
  });

  it('never prefetches the page it is on', async () => {
    const { show, preloading } = await mount(['/']);
    show('/');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(preloading()).toEqual([]);
  });

  it('runs at most 4 preloads; a loaded one gives its place to the next', async () => {
    const pages = ['/a', '/b', '/c', '/d', '/e', '/f'];
    const { show, preloading } = await mount(pages);
    for (const page of pages) show(page);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(preloading()).toEqual(['/a', '/b', '/c', '/d']);
    const dataLink = document.querySelector('link[data-prefetch-page="/b"]') as HTMLLinkElement;
    act(() => {
      fireEvent.load(dataLink);
    });
    expect(preloading()).toEqual(['/a', '/c', '/d', '/e']);
    act(() => {
      fireEvent.error(document.querySelector('link[data-prefetch-page="/a"]') as HTMLLinkElement);
    });
    expect(preloading()).toEqual(['/c', '/d', '/e', '/f']);
  });

  it('a page whose navigation fetches no data gives its place at once', async () => {
    const pages = ['/nothing-to-load', '/a', '/b', '/c', '/d'];
    const { show, preloading } = await mount(pages);
    for (const page of pages) show(page);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(preloading()).toEqual(['/a', '/b', '/c', '/d']);
  });
});
