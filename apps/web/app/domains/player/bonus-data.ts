/**
 * The player's bonus lists (shell.md sections 4 and 7, catalogue.md section 4), loaded with the rest of
 * the player's data on login, except in a native view (`shouldFetchBonusLists`): current bonuses
 * (accepted or active, not cash), active gaming bonuses (a count left), the bonus templates and the
 * marketing tags the player opted in to. Each is a player query, so logout's removal of `['player']`
 * clears them; the promotions badge and the promotions page read them (`usePlayerQueryData`). The
 * fetchers are handed the gateway client by the loader, so a watcher's bundle does not carry it.
 */
import { activeGamingBonuses, currentBonuses } from '@casino/core/bonuses';
import type { GamingBonusRecord, UserBonusRecord } from '@casino/core/gateway-schemas';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import { defineQuery } from '~/shared/data/define-query';
import type { QueryOptions } from '~/shared/data/query-client';
import { playerKey } from './player-keys';

type Gateway = () => GatewayClient;

/** Only this page's opt-ins change the lists between logins: they stay fresh until logout. */
const LIST = { staleMs: Number.POSITIVE_INFINITY, keepMs: Number.POSITIVE_INFINITY, retry: 0 } as const;

export const bonusesQuery = defineQuery({
  key: (username: string) => playerKey(username, 'bonuses'),
  fetch: async (_username, gateway: Gateway, signal): Promise<UserBonusRecord[]> =>
    currentBonuses((await gateway().bonuses('current', { signal })).bonuses),
  ...LIST,
});

export const gamingBonusesQuery = defineQuery({
  key: (username: string) => playerKey(username, 'gaming_bonuses'),
  fetch: async (_username, gateway: Gateway, signal): Promise<GamingBonusRecord[]> =>
    activeGamingBonuses(
      (
        await gateway().gamingBonuses(
          { returnBonusTemplateDetails: true, statusFilter: 'current' },
          { signal },
        )
      ).bonuses,
    ),
  ...LIST,
});

/** The template codes the player opted in to. */
export const bonusTemplatesQuery = defineQuery({
  key: (username: string) => playerKey(username, 'bonus_templates'),
  fetch: async (_username, gateway: Gateway, signal): Promise<string[]> =>
    (await gateway().optedInBonusTemplates({ signal })).bonusTemplateOptIns.map(
      (optIn) => optIn.templateCode,
    ),
  ...LIST,
});

/** The marketing tags (names) the player opted in to. */
export const marketingTagsQuery = defineQuery({
  key: (username: string) => playerKey(username, 'marketing_tags'),
  fetch: async (_username, gateway: Gateway, signal): Promise<string[]> =>
    (await gateway().marketingTags({ signal })).tags.map((tag) => tag.name),
  ...LIST,
});

/** The bonus lists a login loads, with their failure tags (shell.md section 8). */
export function bonusListQueries(username: string, gateway: Gateway) {
  return [
    ['gaming_bonuses', gamingBonusesQuery.load(username, gateway)],
    ['bonuses', bonusesQuery.load(username, gateway)],
    ['bonus_templates', bonusTemplatesQuery.load(username, gateway)],
    ['marketing_tags', marketingTagsQuery.load(username, gateway)],
  ] as const satisfies readonly (readonly [string, QueryOptions<unknown>])[];
}
