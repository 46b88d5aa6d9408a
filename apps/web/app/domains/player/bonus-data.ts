/**
 * The player's bonus lists (shell.md sections 4 and 7, catalogue.md section 4), loaded with the rest of
 * the player's data on login, except in a native view (`shouldFetchBonusLists`): current bonuses
 * (accepted or active, not cash), active gaming bonuses (a count left), the bonus templates and the
 * marketing tags the player opted in to. Each is a player query, so logout's removal of `['player']`
 * clears them; the promotions badge and the promotions page read them (`usePlayerQueryData`, which
 * keeps the gateway client out of a guest's first visit).
 */
import { activeGamingBonuses, currentBonuses } from '@casino/core/bonuses';
import type { GamingBonusRecord, UserBonusRecord } from '@casino/core/gateway-schemas';
import type { QueryOptions } from '~/shared/data/query-client';
import { gateway } from './gateway';
import { playerKey } from './player-keys';

/** Only this page's opt-ins change the lists between logins: they stay fresh until logout. */
const LIST = { staleMs: Number.POSITIVE_INFINITY, keepMs: Number.POSITIVE_INFINITY, retry: 0 } as const;

export function bonusesQuery(username: string): QueryOptions<UserBonusRecord[]> {
  return {
    key: playerKey(username, 'bonuses'),
    fetch: async (signal) => currentBonuses((await gateway().bonuses('current', { signal })).bonuses),
    ...LIST,
  };
}

export function gamingBonusesQuery(username: string): QueryOptions<GamingBonusRecord[]> {
  return {
    key: playerKey(username, 'gaming_bonuses'),
    fetch: async (signal) =>
      activeGamingBonuses(
        (
          await gateway().gamingBonuses(
            { returnBonusTemplateDetails: true, statusFilter: 'current' },
            { signal },
          )
        ).bonuses,
      ),
    ...LIST,
  };
}

/** The template codes the player opted in to. */
export function bonusTemplatesQuery(username: string): QueryOptions<string[]> {
  return {
    key: playerKey(username, 'bonus_templates'),
    fetch: async (signal) =>
      (await gateway().optedInBonusTemplates({ signal })).bonusTemplateOptIns.map(
        (optIn) => optIn.templateCode,
      ),
    ...LIST,
  };
}

/** The marketing tags (names) the player opted in to. */
export function marketingTagsQuery(username: string): QueryOptions<string[]> {
  return {
    key: playerKey(username, 'marketing_tags'),
    fetch: async (signal) => (await gateway().marketingTags({ signal })).tags.map((tag) => tag.name),
    ...LIST,
  };
}

/** The bonus lists a login loads, with their failure tags (shell.md section 8). */
export function bonusListQueries(username: string) {
  return [
    ['gaming_bonuses', gamingBonusesQuery(username)],
    ['bonuses', bonusesQuery(username)],
    ['bonus_templates', bonusTemplatesQuery(username)],
    ['marketing_tags', marketingTagsQuery(username)],
  ] as const;
}
