/**
 * The player's data from the gateway (the session loads them on login, the header and others read them).
 * What loads in parallel once a player logs in (shell.md section 4): info, overview, waiting messages,
 * balance visibility, balances, the notification token and the bonus lists (`bonus-data.ts`), each its
 * own query keyed by the player, with its own loading state and its failure tag (shell.md section 8); the
 * overview is `overview.ts`'s. Each query is a definition (`defineQuery`): its key, data type and fetcher.
 * Logout removes every `['player']` query.
 */
import { casinoGamingBalance, PLAYER_INFO_FIELDS } from '@casino/core/gateway-api';
import type { GatewayMoney } from '@casino/core/gateway-schemas';
import type { WaitingMessage } from '@casino/core/identity-api';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import type { IdentityClient } from '~/platform/browser/identity';
import { dataClient } from '~/shared/data/client';
import { defineQuery } from '~/shared/data/define-query';
import type { QueryOptions } from '~/shared/data/query-client';
import { useQuery } from '~/shared/data/use-query';
import { bonusListQueries } from './bonus-data';
import { gateway } from './gateway';
import { overviewQuery } from './overview';
import { PLAYER_KEY, type PlayerQueryName, playerKey } from './player-keys';

/** Failure tags of the player data (shell.md section 8): the query names. */
export type PlayerDataTag = PlayerQueryName;

/** Balances stay fresh 30 s; a focus or a deposit's close refreshes them sooner. */
const BALANCE_STALE_MS = 30_000;

type Gateway = () => GatewayClient;

export const balanceQuery = defineQuery({
  key: (username: string) => playerKey(username, 'balance'),
  fetch: async (_username, gateway: Gateway): Promise<GatewayMoney | null> =>
    casinoGamingBalance((await gateway().balances()).balances),
  staleMs: BALANCE_STALE_MS,
});

export const balanceVisibilityQuery = defineQuery({
  key: (username: string) => playerKey(username, 'balance_visibility'),
  fetch: (_username, gateway: Gateway): Promise<{ balanceHidden: boolean }> => gateway().balancePreference(),
  staleMs: Number.POSITIVE_INFINITY,
});

export const playerInfoQuery = defineQuery({
  key: (username: string) => playerKey(username, 'info'),
  fetch: async (_username, gateway: Gateway) =>
    (await gateway().playerInfo(PLAYER_INFO_FIELDS)).info.playerDataMap,
  staleMs: Number.POSITIVE_INFINITY,
});

export const notificationTokenQuery = defineQuery({
  key: (username: string) => playerKey(username, 'notification'),
  fetch: async (_username, gateway: Gateway) => (await gateway().notificationToken()).notification_token,
  staleMs: Number.POSITIVE_INFINITY,
});

export interface WaitingMessages {
  messages: WaitingMessage[];
  pendingBonusCode: string | null;
}

export const waitingMessagesQuery = defineQuery({
  key: (username: string) => playerKey(username, 'messages'),
  fetch: async (_username, identity: () => Promise<IdentityClient>): Promise<WaitingMessages> => {
    const answer = await (await identity()).waitingMessages();
    if (answer.errorCode !== 0) throw new Error(answer.errorText ?? 'Waiting messages failed');
    return { messages: answer.messages ?? [], pendingBonusCode: answer.pendingBonusCode ?? null };
  },
  staleMs: Number.POSITIVE_INFINITY,
  retry: 0,
});

/**
 * Starts every load of the login; a failure is reported with its tag and leaves the others alone. The
 * bonus lists load too, unless `bonusLists` is false (a native view: shell.md section 6).
 */
export function loadPlayerData(
  username: string,
  identity: () => Promise<IdentityClient>,
  onFailure: (tag: PlayerDataTag, error: unknown) => void,
  { bonusLists = true }: { bonusLists?: boolean } = {},
): void {
  const loads: (readonly [PlayerDataTag, QueryOptions<unknown>])[] = [
    ['info', playerInfoQuery.load(username, gateway)],
    ['overview', overviewQuery.load(username, gateway)],
    ['messages', waitingMessagesQuery.load(username, identity)],
    ['balance_visibility', balanceVisibilityQuery.load(username, gateway)],
    ['balance', balanceQuery.load(username, gateway)],
    ['notification', notificationTokenQuery.load(username, gateway)],
    ...(bonusLists ? bonusListQueries(username, gateway) : []),
  ];
  for (const [tag, query] of loads) dataClient.fetch(query).catch((error: unknown) => onFailure(tag, error));
}

export function clearPlayerData(): void {
  dataClient.remove([PLAYER_KEY]);
}

/** The casino balance after a change (a deposit, a game round): loads it again now. */
export function refreshBalance(username: string): Promise<unknown> {
  return dataClient.fetch(balanceQuery.load(username, gateway), { force: true }).catch(() => null);
}

export function useBalance(username: string | null) {
  return useQuery({ ...balanceQuery.load(username ?? '', gateway), enabled: username !== null });
}

export function useBalanceVisibility(username: string | null) {
  return useQuery({ ...balanceVisibilityQuery.load(username ?? '', gateway), enabled: username !== null });
}
