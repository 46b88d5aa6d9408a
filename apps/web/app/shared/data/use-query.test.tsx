// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '~/shared/hooks/use-hydrated';
import { useQuery, useQueryDataInTransition } from './use-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Renders `element` as the server would, then hydrates it; answers how often the component rendered in the browser. */
async function rendersAfterHydration(element: (count: () => void) => React.ReactElement): Promise<number> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element(() => {}));
  document.body.append(container);
  let renders = 0;
  await act(async () => {
    root = hydrateRoot(
      container,
      element(() => (renders += 1)),
    );
  });
  return renders;
}

function PlayerBadge({ count }: { count: () => void }) {
  count();
  const { data, status } = useQuery<number>({ key: ['use-query-test', 'unloaded'], enabled: false });
  return <span>{status === 'pending' ? '-' : data}</span>;
}

const initialData = { title: 'Populare' };

function Heading({ count }: { count: () => void }) {
  count();
  const { data } = useQuery({ key: ['use-query-test', 'seeded'], initialData, enabled: false });
  return <h2>{data?.title}</h2>;
}

describe('useQuery at hydration (ADR 0029)', () => {
  it('a query nobody loaded renders once: hydration alone, no second render right after it', async () => {
    expect(await rendersAfterHydration((count) => <PlayerBadge count={count} />)).toBe(1);
  });

  it('a query the loader rendered with renders once too, and shows its data', async () => {
    expect(await rendersAfterHydration((count) => <Heading count={count} />)).toBe(1);
    expect(document.querySelector('h2')?.textContent).toBe('Populare');
  });
});

/** A load the test finishes: the query's `fetch` waits for `finish(value)`. */
function pendingLoad<T>() {
  let finish: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { fetch: () => answer, finish };
}

type Load = ReturnType<typeof pendingLoad<string>>;

/** Shows the query's data only; notes each render's status in `seen`. */
function Title({ load, seen }: { load: Load; seen: string[] }) {
  const { data, status } = useQuery({ key: ['use-query-test', 'title'], fetch: load.fetch });
  seen.push(status === 'success' ? `data ${data}` : status);
  return <h2>{data ?? '…'}</h2>;
}

/** Shows the data and whether a load is under way; notes each render in `seen`. */
function BusyTitle({ load, seen }: { load: Load; seen: string[] }) {
  const { data, fetching } = useQuery(
    { key: ['use-query-test', 'busy'], fetch: load.fetch },
    { fetching: true },
  );
  seen.push(`${data ?? 'none'}${fetching ? ', loading' : ''}`);
  return <h2 aria-busy={fetching}>{data ?? '…'}</h2>;
}

async function renderInBrowser(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return container;
}

describe('useQuery while a load runs', () => {
  it('a component that shows no loading state renders when the data comes, not when the load starts', async () => {
    const load = pendingLoad<string>();
    const seen: string[] = [];
    const container = await renderInBrowser(<Title load={load} seen={seen} />);
    expect(seen).toEqual(['pending']);
    await act(async () => load.finish('Sloturi'));
    expect(seen).toEqual(['pending', 'data Sloturi']);
    expect(container.textContent).toBe('Sloturi');
  });

  it('one that asks for `fetching` renders when the load starts, and shows it', async () => {
    const load = pendingLoad<string>();
    const seen: string[] = [];
    const container = await renderInBrowser(<BusyTitle load={load} seen={seen} />);
    expect(seen).toEqual(['none', 'none, loading']);
    expect(container.querySelector('h2')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => load.finish('Live'));
    expect(seen).toEqual(['none', 'none, loading', 'Live']);
    expect(container.querySelector('h2')?.getAttribute('aria-busy')).toBe('false');
  });
});

/** Pushes the feed's next data (set when the query starts). */
let push: (data: string) => void = () => {};
/** A live query: its data comes from a feed, as the live tables' do. */
const feed = {
  key: ['use-query-test', 'feed'],
  initialData: 'server',
  live(next: (data: string) => void) {
    push = next;
    return () => {};
  },
};

/** The page's own use of useHydrated, which marks the end of hydration. */
function Hydrated() {
  useHydrated();
  return null;
}

function Page({ seen }: { seen: string[] }) {
  return (
    <>
      <Hydrated />
      <Part seen={seen} />
    </>
  );
}

function Part({ seen }: { seen: string[] }) {
  const part = useQueryDataInTransition(feed, (data) => data ?? 'none');
  seen.push(part);
  return <b>{part}</b>;
}

describe('useQueryDataInTransition', () => {
  it("hydrates with the server's part, renders the feed's, and one mounted later starts at it", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page seen={[]} />);
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page seen={seen} />);
    });
    expect(seen).toEqual(['server']);
    await act(async () => push('feed'));
    expect(seen).toEqual(['server', 'feed']);
    expect(container.textContent).toBe('feed');

    // A page the player opens later (a navigation): its first render is the store's, not the server's.
    const later: string[] = [];
    const other = document.createElement('div');
    document.body.append(other);
    const laterRoot = createRoot(other);
    await act(async () => laterRoot.render(<Part seen={later} />));
    expect(later).toEqual(['feed']);
    act(() => laterRoot.unmount());
  });
});
