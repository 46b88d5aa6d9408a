/**
 * The player's data from the gateway (the session loads them on login, the header and others read them).
 * What loads in parallel once a player logs in (shell.md section 4): info, overview, waiting messages,
 * balance visibility, balances, the notification token and the bonus lists (`bonus-data.ts`), each its
 * own query keyed by the player, with its own loading state and its failure tag (shell.md section 8).
 * Logout removes every `['player']` query.
 */
import { casinoGamingBalance, PLAYER_INFO_FIELDS } from '@casino/core/gateway-api';
import type { GatewayMoney } from '@casino/core/gateway-schemas';
import type { WaitingMessage } from '@casino/core/identity-api';
import type { IdentityClient } from '~/platform/browser/identity';
import { dataClient } from '~/shared/data/client';
import type { QueryOptions } from '~/shared/data/query-client';
import { useQuery } from '~/shared/data/use-query';
import { bonusListQueries } from './bonus-data';
import { gateway } from './gateway';
import { PLAYER_KEY, type PlayerQueryName, playerKey } from './player-keys';

/** Failure tags of the player data (shell.md section 8): the query names. */
export type PlayerDataTag = PlayerQueryName;

/** Balances stay fresh 30 s; a focus or a deposit's close refreshes them sooner. */
const BALANCE_STALE_MS = 30_000;

export function balanceQuery(username: string): QueryOptions<GatewayMoney | null> {
  return {
    key: playerKey(username, 'balance'),
    fetch: async () => casinoGamingBalance((await gateway().balances()).balances),
    staleMs: BALANCE_STALE_MS,
  };
}

export function balanceVisibilityQuery(username: string): QueryOptions<{ balanceHidden: boolean }> {
  return {
    key: playerKey(username, 'balance_visibility'),
    fetch: () => gateway().balancePreference(),
    staleMs: Number.POSITIVE_INFINITY,
  };
}

export function playerInfoQuery(username: string) {
  return {
    key: playerKey(username, 'info'),
    fetch: async () => (await gateway().playerInfo(PLAYER_INFO_FIELDS)).info.playerDataMap,
    staleMs: Number.POSITIVE_INFINITY,
  };
}

export function overviewQuery(username: string) {
  return {
    key: playerKey(username, 'overview'),
    fetch: () => gateway().clientOverview(),
    staleMs: Number.POSITIVE_INFINITY,
  };
}

export function notificationTokenQuery(username: string): QueryOptions<string> {
  return {
    key: playerKey(username, 'notification'),
    fetch: async () => (await gateway().notificationToken()).notification_token,
    staleMs: Number.POSITIVE_INFINITY,
  };
}

export interface WaitingMessages {
  messages: WaitingMessage[];
  pendingBonusCode: string | null;
}

export function waitingMessagesQuery(
  username: string,
  identity: () => Promise<IdentityClient>,
): QueryOptions<WaitingMessages> {
  return {
    key: playerKey(username, 'messages'),
    fetch: async () => {
      const answer = await (await identity()).waitingMessages();
      if (answer.errorCode !== 0) throw new Error(answer.errorText ?? 'Waiting messages failed');
      return { messages: answer.messages ?? [], pendingBonusCode: answer.pendingBonusCode ?? null };
    },
    staleMs: Number.POSITIVE_INFINITY,
    retry: 0,
  };
}

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
    ['info', playerInfoQuery(username)],
    ['overview', overviewQuery(username)],
    ['messages', waitingMessagesQuery(username, identity)],
    ['balance_visibility', balanceVisibilityQuery(username)],
    ['balance', balanceQuery(username)],
    ['notification', notificationTokenQuery(username)],
    ...(bonusLists ? bonusListQueries(username) : []),
  ];
  for (const [tag, query] of loads) dataClient.fetch(query).catch((error: unknown) => onFailure(tag, error));
}

export function clearPlayerData(): void {
  dataClient.remove([PLAYER_KEY]);
}

/** The casino balance after a change (a deposit, a game round): loads it again now. */
export function refreshBalance(username: string): Promise<unknown> {
  return dataClient.fetch(balanceQuery(username), { force: true }).catch(() => null);
}

export function useBalance(username: string | null) {
  return useQuery({ ...balanceQuery(username ?? ''), enabled: username !== null });
}

export function useBalanceVisibility(username: string | null) {
  return useQuery({ ...balanceVisibilityQuery(username ?? ''), enabled: username !== null });
}
