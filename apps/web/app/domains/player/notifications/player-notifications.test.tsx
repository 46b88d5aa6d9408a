// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The broker connects only once the in-app-notification micro-frontend has settled (ADR 0013): a
 * message that came while its manifest and script were still loading would never show.
 */
const connect = vi.fn(() => ({ close: vi.fn(async () => {}) }));
const mounts: { name: string; settle: (mounted: boolean) => void }[] = [];

vi.mock('~/platform/browser/notification-broker', () => ({ connectNotificationBroker: connect }));
vi.mock('~/domains/player/session', () => ({
  currentSession: () => null,
  useSession: () => ({ notificationToken: 'token-1' }),
}));
vi.mock('~/shared/data/use-query', () => ({ useQuery: () => ({ data: undefined }) }));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ notificationsBrokerUrl: 'ws://broker', microFrontendsUrl: 'http://mfe' }),
}));
vi.mock('~/shared/i18n/i18n', () => ({ useLocale: () => 'ro' }));
vi.mock('~/shared/micro-frontends/portal-host', () => ({
  currentTheme: () => 'dark',
  portalMicroFrontendProps: () => ({}),
  portalMountOptions: () => ({ locale: 'ro', cacheBust: '1' }),
  portalMicroFrontendHost: () => ({
    mount: (name: string) => {
      let settle: (mounted: boolean) => void = () => {};
      const ready = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      mounts.push({ name, settle });
      return { ready, update: vi.fn(), unmount: vi.fn() };
    },
  }),
}));

const { PlayerNotifications } = await import('./player-notifications');

afterEach(() => {
  cleanup();
  connect.mockClear();
  mounts.length = 0;
});

describe('PlayerNotifications', () => {
  it.each([
    ['mounted', true],
    ['failed', false],
  ])('connects to the broker once the in-app micro-frontend has %s, not before', async (_, mounted) => {
    render(<PlayerNotifications username="ana" />);
    expect(mounts.map((mount) => mount.name)).toEqual(['in-app-notification']);
    await act(async () => {});
    expect(connect).not.toHaveBeenCalled();

    await act(async () => mounts[0]?.settle(mounted));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith(
      expect.objectContaining({ brokerUrl: 'ws://broker', token: 'token-1' }),
    );
  });
});
