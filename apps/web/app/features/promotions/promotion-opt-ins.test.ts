/**
 * Promotion opt-in and opt-out over the real sandbox gateway (shell.md section 4): a throwaway clone of
 * `demo` (opted in to FS-WEEKEND-50 and GOLDEN-CHIPS-10, tag cashback-saptamanal) with one browser's
 * cookie jar; the portal's gateway client and a data client of the test's own.
 */
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bonusesQuery,
  bonusTemplatesQuery,
  gamingBonusesQuery,
  marketingTagsQuery,
} from '~/domains/player/bonus-data';
import { createDataClient } from '~/shared/data/query-client';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import { sandboxPlayer } from '~test-support/sandbox-player';
import { createPromotionOptIns, OPT_IN_ERRORS } from './promotion-opt-ins';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('promotion-opt-ins');
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

// The bonus queries read the page's gateway: point it at this test's player.
let current: Awaited<ReturnType<typeof sandboxPlayer>> | null = null;
vi.mock('~/domains/player/gateway', () => ({ gateway: () => current!.gateway }));

async function setup() {
  current = await sandboxPlayer(sandbox);
  const client = createDataClient({ visibility: fakeVisibility().visibility });
  const notify = vi.fn();
  const optIns = createPromotionOptIns({ client, gateway: () => current!.gateway, notify, log: () => {} });
  const { username } = current;
  await Promise.all([
    client.fetch(bonusTemplatesQuery.load(username, () => current!.gateway)),
    client.fetch(marketingTagsQuery.load(username, () => current!.gateway)),
  ]);
  return {
    username,
    client,
    notify,
    optIns,
    templates: () => client.getData<string[]>(bonusTemplatesQuery.key(username)),
    tags: () => client.getData<string[]>(marketingTagsQuery.key(username)),
  };
}

const FREE_SPINS = { id: 'p-fs', templateCode: 'FS-WEEKEND-50', tagName: null };
const LIVE = { id: 'p-live', templateCode: 'LIVE-BONUS-20', tagName: null };
const TOURNAMENT = { id: 'p-turneu', templateCode: null, tagName: 'turneu-noiembrie' };

describe('the bonus lists of a login', () => {
  it('current bonuses are accepted or active and not cash; gaming bonuses are active with a count left', async () => {
    const { client, username } = await setup();
    const bonuses = await client.fetch(bonusesQuery.load(username, () => current!.gateway));
    // demo's: free spins ACTIVE and golden chips ACTIVE; the cash one and the pending one are not current.
    expect(bonuses.map((bonus) => bonus.templateCode).sort()).toEqual(['FS-WEEKEND-50', 'GOLDEN-CHIPS-10']);
    const gaming = await client.fetch(gamingBonusesQuery.load(username, () => current!.gateway));
    expect(gaming.length).toBeGreaterThan(0);
    for (const bonus of gaming) expect(bonus.bonusStatus.toLowerCase()).toBe('active');
  });
});

describe('promotion opt-in and opt-out over the sandbox gateway', () => {
  it('a template promotion: opt-in adds the template, opt-out removes it, here and in the gateway', async () => {
    const { username, optIns, templates } = await setup();
    expect(templates()).toContain('FS-WEEKEND-50');
    expect(templates()).not.toContain('LIVE-BONUS-20');
    const adding = optIns.optIn(username, LIVE);
    // At once, before the gateway answered.
    expect(templates()).toContain('LIVE-BONUS-20');
    expect(await adding).toBe('done');
    expect(templates()).toContain('LIVE-BONUS-20');
    expect(await optIns.optOut(username, FREE_SPINS)).toBe('done');
    expect(templates()).not.toContain('FS-WEEKEND-50');
    const stored = (await current!.gateway.optedInBonusTemplates()).bonusTemplateOptIns.map(
      (optIn) => optIn.templateCode,
    );
    expect(stored).toEqual(templates());
  });

  it('a tag promotion goes through the marketing tags', async () => {
    const { username, optIns, tags } = await setup();
    expect(tags()).not.toContain('turneu-noiembrie');
    expect(await optIns.optIn(username, TOURNAMENT)).toBe('done');
    expect(tags()).toContain('turneu-noiembrie');
    expect((await current!.gateway.marketingTags()).tags.map((tag) => tag.name)).toContain(
      'turneu-noiembrie',
    );
    expect(await optIns.optOut(username, TOURNAMENT)).toBe('done');
    expect(tags()).not.toContain('turneu-noiembrie');
  });

  it('a refused opt-in is put back with its toast; a refused opt-out with its own', async () => {
    const { username, optIns, templates, notify } = await setup();
    const before = templates();
    await sandbox.control('/__sandbox/faults', {
      path: GATEWAY_PATHS.optInToBonusTemplate,
      status: 500,
      times: 1,
    });
    expect(await optIns.optIn(username, LIVE)).toBe('failed');
    expect(templates()).toEqual(before);
    await sandbox.control('/__sandbox/faults', { path: GATEWAY_PATHS.marketingTags, status: 503, times: 1 });
    expect(await optIns.optIn(username, TOURNAMENT)).toBe('failed');
    await sandbox.control('/__sandbox/faults', {
      path: GATEWAY_PATHS.optOutFromBonusTemplate,
      status: 500,
      times: 1,
    });
    expect(await optIns.optOut(username, FREE_SPINS)).toBe('failed');
    expect(templates()).toEqual(before);
    expect(notify.mock.calls.map(([message]) => message.title)).toEqual([
      OPT_IN_ERRORS.in,
      OPT_IN_ERRORS.in,
      OPT_IN_ERRORS.out,
    ]);
  });

  it('one change at a time', async () => {
    const { username, optIns } = await setup();
    await sandbox.control('/__sandbox/faults', {
      path: GATEWAY_PATHS.optInToBonusTemplate,
      delayMs: 300,
      times: 1,
    });
    const slow = optIns.optIn(username, LIVE);
    expect(optIns.changing.get()).toBe('p-live');
    expect(await optIns.optOut(username, FREE_SPINS)).toBe('blocked');
    expect(await slow).toBe('done');
    expect(optIns.changing.get()).toBeNull();
  });
});
