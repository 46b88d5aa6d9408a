// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useQuery } from './use-query';

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
