/**
 * Opting in to and out of a promotion (shell.md section 4, catalogue.md section 4): a promotion with a
 * template code goes through the bonus template calls, one with a marketing tag through the tags call.
 * The player's list is updated at once and put back with its toast when the gateway refuses
 * (`errors.unable-to-optin-to-bonus-template`, also for a tag; `errors.unable-to-optout-from-bonus-template`).
 * One change at a time for the page.
 */
import type { Promotion } from '@casino/core/schemas';
import { playerKey } from '~/domains/player/player-keys';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import { type DataClient, optimisticUpdate } from '~/shared/data/query-client';
import type { PortalSnackbarMessage } from '~/shared/snackbars/snackbar-store';
import { createStore } from '~/shared/ui/create-store';

export const OPT_IN_ERRORS = {
  in: 'errors.unable-to-optin-to-bonus-template',
  out: 'errors.unable-to-optout-from-bonus-template',
} as const;

export type OptInGateway = Pick<
  GatewayClient,
  'optInToBonusTemplate' | 'optOutFromBonusTemplate' | 'setMarketingTags'
>;

export interface OptInDeps {
  client: DataClient;
  gateway: () => OptInGateway;
  notify: (message: PortalSnackbarMessage) => void;
  log?: (message: string, error: unknown) => void;
}

export type OptInOutcome = 'done' | 'blocked' | 'failed';

export function createPromotionOptIns(deps: OptInDeps) {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  /** The promotion whose change is in flight, or null. */
  const changing = createStore<string | null>(null);

  async function change(
    username: string,
    promotion: Pick<Promotion, 'id' | 'templateCode' | 'tagName'>,
    direction: 'in' | 'out',
  ): Promise<OptInOutcome> {
    if (changing.get() !== null) return 'blocked';
    const template = promotion.templateCode;
    const tag = template ? null : promotion.tagName;
    if (!template && !tag) return 'failed';
    changing.set(promotion.id);
    const key = playerKey(username, template ? 'bonus_templates' : 'marketing_tags');
    const value = (template ?? tag) as string;
    const rollback = optimisticUpdate<string[]>(deps.client, key, (list = []) =>
      direction === 'in'
        ? [...list.filter((item) => item !== value), value]
        : list.filter((item) => item !== value),
    );
    try {
      const gateway = deps.gateway();
      const answer = template
        ? (direction === 'in' ? gateway.optInToBonusTemplate : gateway.optOutFromBonusTemplate)({
            templateCode: template,
          }).then((result) => result.bonusTemplateOptIns.map((optIn) => optIn.templateCode))
        : gateway
            .setMarketingTags({ tags: [value], requestType: direction === 'in' ? 'add' : 'remove' })
            .then((result) => result.tags.map((item) => item.name));
      deps.client.setData(key, await answer);
      return 'done';
    } catch (error) {
      rollback();
      log(`Promotion opt-${direction} failed`, error);
      deps.notify({ type: 'alert', title: OPT_IN_ERRORS[direction], limit: 1 });
      return 'failed';
    } finally {
      changing.set(null);
    }
  }

  return {
    changing,
    optIn: (username: string, promotion: Pick<Promotion, 'id' | 'templateCode' | 'tagName'>) =>
      change(username, promotion, 'in'),
    optOut: (username: string, promotion: Pick<Promotion, 'id' | 'templateCode' | 'tagName'>) =>
      change(username, promotion, 'out'),
  };
}
