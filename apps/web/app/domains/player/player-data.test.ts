/**
 * The loads of a login (shell.md sections 4 and 8) over the real sandbox: every one starts at once, a
 * failed one is reported with its own tag and leaves the others loaded; a native view loads no bonus
 * list. A throwaway clone of `demo` through the portal's gateway client; faults are the sandbox's own.
 */
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '~/platform/browser/identity';
import { dataClient } from '~/shared/data/client';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import { sandboxPlayer } from '~test-support/sandbox-player';
import { playerKey } from './player-keys';

const page = vi.hoisted(() => ({ gateway: null as unknown }));
vi.mock('./gateway', () => ({ gateway: () => page.gateway }));

const { clearPlayerData, loadPlayerData } = await import('./player-data');

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('player-data');
});
afterAll(() => sandbox.close());
afterEach(async () => {
  clearPlayerData();
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

/** The identity script's waiting messages, answered at once (the gateway's loads are the subject). */
const identity = async () =>
  ({ waitingMessages: async () => ({ errorCode: 0, messages: [] }) }) as unknown as IdentityClient;

const ALL_TAGS = [
  'info',
  'overview',
  'messages',
  'balance_visibility',
  'balance',
  'notification',
  'gaming_bonuses',
  'bonuses',
  'bonus_templates',
  'marketing_tags',
];

async function login(options?: { bonusLists?: boolean }) {
  const player = await sandboxPlayer(sandbox);
  // The gateway's calls, as the loads make them.
  const called: string[] = [];
  page.gateway = new Proxy(player.gateway, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        called.push(String(name));
        return value.apply(target, args);
      };
    },
  });
  const failed: string[] = [];
  loadPlayerData(player.username, identity, (tag) => failed.push(tag), options);
  const settled = (tag: string) =>
    failed.includes(tag) || dataClient.getData(playerKey(player.username, tag as never)) !== undefined;
  return { username: player.username, failed, settled, called };
}

describe("a login's loads", () => {
  it('a failed load is reported with its tag; the others load', { timeout: 30_000 }, async () => {
    for (const path of [GATEWAY_PATHS.clientOverview, GATEWAY_PATHS.balances]) {
      const response = await sandbox.control('/__sandbox/faults', { path, status: 503 });
      expect(response.ok).toBe(true);
    }
    const { username, failed, settled } = await login();
    await vi.waitFor(() => expect(ALL_TAGS.every(settled)).toBe(true), { timeout: 20_000, interval: 100 });
    expect(failed.sort()).toEqual(['balance', 'overview']);
    const loaded = ALL_TAGS.filter(
      (tag) => dataClient.getData(playerKey(username, tag as never)) !== undefined,
    );
    expect(loaded).toEqual(ALL_TAGS.filter((tag) => tag !== 'overview' && tag !== 'balance'));
  });

  it('a native view loads no bonus list', { timeout: 30_000 }, async () => {
    const { failed, settled, called } = await login({ bonusLists: false });
    await vi.waitFor(() => expect(ALL_TAGS.slice(0, 6).every(settled)).toBe(true), { timeout: 20_000 });
    expect(failed).toEqual([]);
    // Every load starts at once: by now a bonus list would have asked the gateway.
    expect(called.sort()).toEqual([
      'balancePreference',
      'balances',
      'clientOverview',
      'notificationToken',
      'playerInfo',
    ]);
  });
});
