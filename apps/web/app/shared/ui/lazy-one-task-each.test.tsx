// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Component, Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyOneTaskEach } from './lazy-one-task-each';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const loaded = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ?? this.props.children;
  }
}

describe('lazyOneTaskEach', () => {
  it('shows components whose code arrives together in a commit each, in the order they asked', async () => {
    vi.useRealTimers();
    const Session = lazyOneTaskEach(loaded('sesiune'));
    const Messages = lazyOneTaskEach(loaded('mesaje'));
    const shown: string[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <Profiler id="services" onRender={() => shown.push(host.textContent ?? '')}>
        <Session />
        <Messages />
      </Profiler>,
      { container: host },
    );
    await waitFor(() => expect(host.textContent).toBe('sesiunemesaje'));
    // One commit with both would run both effects in one task (React.lazy's reveal, ADR 0045).
    expect(shown).toEqual(['', 'sesiune', 'sesiunemesaje']);
  });

  it('renders at once where it mounts after its code is there', async () => {
    const Banner = lazyOneTaskEach(loaded('banner'));
    const first = render(<Banner />);
    await act(() => vi.runAllTimersAsync());
    expect(first.container.textContent).toBe('banner');
    const later = render(<Banner />);
    expect(later.container.textContent).toBe('banner');
  });

  it('throws a failed load to the nearest error boundary, and loads again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: () => <p>servicii</p> });
    const Services = lazyOneTaskEach(load);
    const failed = render(
      <Boundary>
        <Services />
      </Boundary>,
    );
    await act(() => vi.runAllTimersAsync());
    expect(failed.container.textContent).toBe('chunk failed');
    const again = render(<Services />);
    await act(() => vi.runAllTimersAsync());
    expect(again.container.textContent).toBe('servicii');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
