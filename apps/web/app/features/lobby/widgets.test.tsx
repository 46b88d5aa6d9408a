// @vitest-environment jsdom
/**
 * A person's lobby page (ADR 0038): the widgets the page carries render at once; each widget it left
 * below the fold is a placeholder of its kind's size until it comes near the viewport, then shows from
 * the page's later widgets, which load once the browser is idle (one request for all of them). A failed
 * load keeps the placeholders and shows errors.failed-to-fetch-layouts, whose action tries again. The
 * shelves, the personal slots and the cards are stand-ins; the viewport is an IntersectionObserver
 * stand-in.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageWidget } from './widget-fold';
import type { WidgetView } from './widgets.server';

const notify = vi.hoisted(() => vi.fn());
vi.mock('~/shared/snackbars/snackbar-store', () => ({ notify }));
vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ assetsUrl: 'http://assets.test' }),
}));
vi.mock('~/shared/links/portal-href', () => ({ usePortalHref: () => (path: string) => path }));
vi.mock('~/domains/catalogue/games', () => ({
  GamesShelf: ({ title }: { title: string }) => <section aria-label={title}>shelf</section>,
}));
vi.mock('~/domains/catalogue/taxonomy', () => ({
  CollectionCardLink: ({ collection }: { collection: { title: string } }) => <span>{collection.title}</span>,
  ProviderCardLink: ({ provider }: { provider: { name: string } }) => <span>{provider.name}</span>,
}));

const { Widgets } = await import('./widgets');
/** The personal shelves' stand-in: the shell hands the lobby the player's shelves. */
const NoPersonalShelf = () => null;
const { dataClient } = await import('~/shared/data/client');

/** The IntersectionObserver stand-in: `comeNear()` tells every observer its placeholder is in view. */
const observers = new Set<{ callback: IntersectionObserverCallback; element?: Element }>();
function comeNear() {
  act(() => {
    for (const observer of [...observers])
      observer.callback(
        [{ isIntersecting: true, target: observer.element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}

const shelf = (id: string, title: string): WidgetView => ({
  type: 'games',
  id,
  title,
  layout: 'Portrait',
  games: [],
  href: null,
});
const html: WidgetView = { type: 'html', id: 'w-html', html: '<p>Joc responsabil</p>' };
const providers: WidgetView = {
  type: 'providers',
  id: 'w-providers',
  title: 'Furnizori',
  providers: [
    {
      id: 'p1',
      slug: 'carpati',
      name: 'Carpați Gaming',
      lightLogoImage: null,
      darkLogoImage: null,
      count: 3,
    },
  ],
};
const PAGE: PageWidget[] = [
  shelf('w-1', 'Populare'),
  shelf('w-2', 'Noi'),
  shelf('w-3', 'Top'),
  { type: 'later', id: 'w-html', placeholder: 'html' },
  { type: 'later', id: 'w-gone', placeholder: 'games-default' },
  { type: 'later', id: 'w-providers', placeholder: 'providers' },
];

let answer: () => Response;
const fetchMock = vi.fn(async (_url: string) => answer());

beforeEach(() => {
  vi.useFakeTimers();
  observers.clear();
  notify.mockClear();
  fetchMock.mockClear();
  answer = () => Response.json({ widgets: [html, providers] });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.add(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      unobserve(element: Element) {
        if (this.entry.element === element) this.entry.element = undefined;
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  dataClient.remove(['lobby-widgets']);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWidgets(widgets: PageWidget[], page: 'Lobby' | 'LiveLobby' = 'Lobby') {
  return render(
    <MemoryRouter>
      <Widgets widgets={widgets} lobby="casino" page={page} personalSlot={NoPersonalShelf} />
    </MemoryRouter>,
  );
}

async function idle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

describe("a person's lobby widgets", () => {
  it('renders what the page carries at once, a placeholder of its size for each later widget', () => {
    const { container } = renderWidgets(PAGE);
    expect(screen.getAllByText('shelf')).toHaveLength(3);
    expect([...container.querySelectorAll('.lazy-widget')].map((element) => element.className)).toEqual([
      'lazy-widget lazy-widget--html',
      'lazy-widget lazy-widget--games-default',
      'lazy-widget lazy-widget--providers',
    ]);
  });

  it('loads the later widgets once when the browser is idle and shows each as it comes near', async () => {
    const { container } = renderWidgets(PAGE);
    await idle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/lobby-widgets?page=Lobby&lang=ro&status=published');
    expect(screen.queryByText('Joc responsabil')).toBeNull();
    comeNear();
    await idle();
    expect(screen.getByText('Joc responsabil')).toBeTruthy();
    expect(screen.getByText('Carpați Gaming')).toBeTruthy();
    // A widget the content no longer has is left out; the page asked once.
    expect(container.querySelectorAll('.lazy-widget')).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a widget near when the answer comes is built after a commit that keeps its placeholder (a transition)', async () => {
    // At each commit: is the providers widget built (its placeholder gone)?
    const built: boolean[] = [];
    render(
      <MemoryRouter>
        <Profiler
          id="widgets"
          onRender={() => built.push(document.querySelector('.lazy-widget--providers') === null)}
        >
          <Widgets widgets={PAGE} lobby="casino" page="Lobby" personalSlot={NoPersonalShelf} />
        </Profiler>
      </MemoryRouter>,
    );
    comeNear();
    const beforeAnswer = built.length;
    expect(built.at(-1)).toBe(false);
    await idle();
    expect(screen.getByText('Carpați Gaming')).toBeTruthy();
    // The answer's own render, urgent as every store update, keeps the placeholder; the widget is built
    // in the deferred render after it (ADR 0043).
    expect(built.slice(beforeAnswer)).toEqual([false, true]);
  });

  it('a widget near before the browser was idle loads them at once', async () => {
    renderWidgets(PAGE, 'LiveLobby');
    comeNear();
    await idle();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/lobby-widgets?page=LiveLobby&lang=ro&status=published');
    expect(screen.getByText('Carpați Gaming')).toBeTruthy();
  });

  it('a failed or wrong answer keeps the placeholders and shows the layouts error, whose action tries again', async () => {
    answer = () => Response.json({ widgets: [{ ...providers, providers: 'none' }] });
    const { container } = renderWidgets(PAGE);
    comeNear();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(container.querySelectorAll('.lazy-widget')).toHaveLength(3);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'errors.failed-to-fetch-layouts', actionText: 'errors.tryAgain' }),
    );
    answer = () => Response.json({ widgets: [html, providers] });
    const { onAction } = notify.mock.calls.at(-1)![0] as { onAction: () => void };
    await act(async () => {
      onAction();
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Carpați Gaming')).toBeTruthy();
    expect(container.querySelectorAll('.lazy-widget')).toHaveLength(0);
  });

  it("a crawler's page (every widget carried) asks for nothing", async () => {
    renderWidgets([shelf('w-1', 'Populare'), html, providers]);
    await idle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Joc responsabil')).toBeTruthy();
  });
});
