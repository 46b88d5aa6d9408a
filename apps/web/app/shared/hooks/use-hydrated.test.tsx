// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'după hidratare' : 'din server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and in hydration, true after it; what mounts later starts true', async () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<Probe />);
    expect(server.textContent).toBe('din server');
    document.body.append(server);

    const errors = vi.spyOn(console, 'error');
    const hydration = hydrateRoot(server, <Probe />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    await act(async () => {});
    expect(errors).not.toHaveBeenCalled();
    expect(server.textContent).toBe('după hidratare');

    // A component mounted by a navigation in the page renders hydrated from its first render.
    seen.length = 0;
    const later = document.createElement('div');
    document.body.append(later);
    const root = createRoot(later);
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([true]);
    act(() => {
      root.unmount();
      hydration.unmount();
    });
  });
});
