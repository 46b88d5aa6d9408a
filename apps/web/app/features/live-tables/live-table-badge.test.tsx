// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveFeed, LiveFeedOptions } from '~/services/live-feed';

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
vi.mock('~/services/live-feed', () => ({
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

  it("builds the badges in a deferred render after the table list's own, urgent one", () => {
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
    const before = shown.length;
    act(() =>
      feeds.at(-1)!.onTables({
        'rl-1': { ImsGameCode: 'rl-1', Language: 'ro', Status: 'online', SeatsAvailability: {} },
        'rl-2': { ImsGameCode: 'rl-2', Language: 'ro', Status: 'offline', SeatsAvailability: {} },
      }),
    );
    // The live feed's store update renders at once (a store update is never sliced): every badge of the
    // page would be built in that one task. They keep what they showed, and React builds them in the
    // deferred render after it, which it slices.
    expect(shown.slice(before)).toEqual(['', 'Masă live: DeschisăMasă live: Închisă']);
  });
});
