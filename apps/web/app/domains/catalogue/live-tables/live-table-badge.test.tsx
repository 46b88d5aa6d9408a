// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveFeed, LiveFeedOptions } from '~/platform/browser/live-feed';

const feeds: LiveFeedOptions[] = [];
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ liveFeedHubUrl: 'http://hub' }),
}));
vi.mock('~/shared/i18n/i18n', async () => {
  const { createTranslate } = await import('~/shared/i18n/translate');
  const ro = (await import('~/i18n/ro.json')).default;
  const t = createTranslate('ro-RO', ro);
  return { useLocale: () => 'ro', useT: () => t };
});
vi.mock('~/platform/browser/live-feed', () => ({
  createLiveFeed: (options: LiveFeedOptions): LiveFeed => {
    feeds.push(options);
    return {
      start: async () => {},
      stop: async () => {},
      getTables: () => ({}),
      getStatus: () => 'connected',
      subscribeStatus: () => () => {},
    };
  },
}));

const { LiveTableBadge } = await import('./live-table-badge');

afterEach(cleanup);

describe('LiveTableBadge', () => {
  it('shows nothing until the table arrives, then open state and free seats', () => {
    const { container } = render(<LiveTableBadge gameCode="bj-1" />);
    expect(container.textContent).toBe('');
    expect(feeds).toHaveLength(1);
    const push = (seats: Record<string, boolean>, Status = 'online') =>
      act(() =>
        feeds[0]!.onTables({
          'bj-1': { ImsGameCode: 'bj-1', Language: 'ro', Status, SeatsAvailability: seats },
        }),
      );
    push({ 1: false, 2: true, 3: false });
    expect(container.textContent).toBe('Masă live: Deschisă, 2 locuri libere');
    push({ 1: true });
    expect(screen.getByText('Niciun loc liber')).toBeTruthy();
    push({}, 'offline');
    expect(container.textContent).toBe('Masă live: Închisă');
    push({});
    expect(container.textContent).toBe('Masă live: Deschisă');
  });

  it("builds a table list's badges in one transition, after the task that brought it, and leaves an unchanged one alone", async () => {
    const shown: string[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <Profiler id="badges" onRender={() => shown.push(host.textContent ?? '')}>
        <LiveTableBadge gameCode="rl-1" />
        <LiveTableBadge gameCode="rl-2" />
      </Profiler>,
      { container: host },
    );
    const feed = feeds.at(-1)!;
    const table = (code: string, Status: string) => ({
      ImsGameCode: code,
      Language: 'ro',
      Status,
      SeatsAvailability: {},
    });
    const before = shown.length;
    // Outside act(), as in the browser: the feed's message task ends before React renders anything.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      feed.onTables({ 'rl-1': table('rl-1', 'online'), 'rl-2': table('rl-2', 'offline') });
      // A store's new snapshot would render every badge synchronously, in a microtask of this task.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(shown.length).toBe(before);
      // React's scheduler renders them in a task of its own (a transition, which it slices), once.
      await vi.waitFor(() => expect(shown.length).toBe(before + 1));
      expect(shown.at(-1)).toBe('Masă live: DeschisăMasă live: Închisă');

      // Only rl-2 changes: one render, where rl-1's badge is not rendered again.
      const rendered = shown.length;
      feed.onTables({ 'rl-1': table('rl-1', 'online'), 'rl-2': table('rl-2', 'online') });
      await vi.waitFor(() => expect(shown.length).toBe(rendered + 1));
      expect(shown.at(-1)).toBe('Masă live: DeschisăMasă live: Deschisă');
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
