/**
 * Hydrates markup the way the browser does after the server's render, and counts the commits React
 * makes until it is quiet. One commit is hydration alone; a second is a render hydration's own effects
 * caused at once (a store whose state is not the server's snapshot), the synchronous work issue 13
 * takes out of a page load. A hydration mismatch fails the test.
 */
import { act, Profiler, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Hydrated {
  /** Commits so far: hydration's, then every render after it. */
  commits: () => number;
  container: HTMLElement;
  unmount: () => void;
}

export async function hydrateCounting(ui: ReactNode): Promise<Hydrated> {
  let commits = 0;
  const tree = (
    <Profiler id="hydrated" onRender={() => commits++}>
      {ui}
    </Profiler>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  commits = 0;
  const root = await act(async () =>
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => {
        throw error;
      },
    }),
  );
  return {
    commits: () => commits,
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
