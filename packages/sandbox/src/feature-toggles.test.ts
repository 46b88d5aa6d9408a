import { CONTENT_PATHS } from '@casino/core/content-api';
import { loginDialogName, MicroFrontendManifest } from '@casino/core/micro-frontends';
import { CmsConfiguration } from '@casino/core/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeatureToggles, LOGIN_DIALOG_V2_TOGGLES, validateToggleChange } from './feature-toggles.ts';
import { PORTAL, testSandbox } from './player/test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

const cms = async (query = '') => {
  const response = await app.inject({
    url: `${CONTENT_PATHS.cmsConfiguration}${query}`,
    headers: { origin: PORTAL },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
  return v.parse(CmsConfiguration, response.json()).featureToggle;
};
const toggle = (payload: object) =>
  app.inject({ method: 'POST', url: '/__sandbox/feature-toggles', payload });

/** What the portal does: the platform's toggle picks the dialog, whose manifest it then loads. */
async function loginDialogFor(platform: 'casino' | 'virtual') {
  const name = loginDialogName((await cms()).includes(LOGIN_DIALOG_V2_TOGGLES[platform]));
  const manifest = v.parse(
    MicroFrontendManifest,
    (await app.inject({ url: `/fe/${name}/manifest.json?v=${Date.now()}` })).json(),
  );
  return { name, manifest };
}

describe('the login dialog toggle', () => {
  it('is off by default: the old dialog for both platforms', async () => {
    const toggles = await cms();
    expect(toggles).toContain('support-chat');
    expect(toggles).not.toContain(LOGIN_DIALOG_V2_TOGGLES.casino);
    expect((await loginDialogFor('casino')).name).toBe('login-dialog');
    expect((await loginDialogFor('virtual')).name).toBe('login-dialog');
  });

  it('test control turns the new dialog on per platform, in every locale and status, until reset', async () => {
    const answer = await toggle({ enable: [LOGIN_DIALOG_V2_TOGGLES.casino] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ enabled: [LOGIN_DIALOG_V2_TOGGLES.casino], disabled: [] });
    const casino = await loginDialogFor('casino');
    expect(casino).toMatchObject({ name: 'login-dialog-2', manifest: { name: 'login-dialog-2' } });
    expect((await loginDialogFor('virtual')).name).toBe('login-dialog');
    for (const query of ['?locale=en', '?status=draft'])
      expect(await cms(query)).toContain(LOGIN_DIALOG_V2_TOGGLES.casino);

    await toggle({ enable: [LOGIN_DIALOG_V2_TOGGLES.virtual], disable: [LOGIN_DIALOG_V2_TOGGLES.casino] });
    expect((await loginDialogFor('casino')).name).toBe('login-dialog');
    expect((await loginDialogFor('virtual')).name).toBe('login-dialog-2');

    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await loginDialogFor('virtual')).name).toBe('login-dialog');
  });

  it('turns other toggles off and back on; DELETE restores the defaults', async () => {
    const before = await cms();
    await toggle({ disable: ['support-chat'] });
    expect(await cms()).toEqual(before.filter((name) => name !== 'support-chat'));
    expect((await app.inject({ url: '/__sandbox/feature-toggles' })).json()).toMatchObject({
      disabled: ['support-chat'],
      defaults: before,
    });
    await toggle({ enable: ['support-chat'] });
    expect(await cms()).toEqual(before);
    await toggle({ enable: ['x-nou'] });
    expect(
      (await app.inject({ method: 'DELETE', url: '/__sandbox/feature-toggles' })).json().featureToggle,
    ).toEqual(before);
  });

  it('refuses a bad change, and is never faulted', async () => {
    for (const payload of [
      [],
      {},
      { enable: 'login-dialog-v2-casino' },
      { enable: [1] },
      { enable: ['has space'] },
      { enable: ['a'], disable: ['a'] },
    ])
      expect((await toggle(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/', status: 500 } });
    expect((await app.inject({ url: '/__sandbox/feature-toggles' })).statusCode).toBe(200);
    expect((await app.inject({ url: CONTENT_PATHS.cmsConfiguration })).statusCode).toBe(500);
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
  });
});

describe('FeatureToggles', () => {
  it('keeps the defaults’ order, then the enabled ones', () => {
    const toggles = new FeatureToggles(() => ['a', 'b', 'c']);
    toggles.apply({ enable: ['z', 'a'], disable: ['b'] });
    expect(toggles.list()).toEqual(['a', 'c', 'z']);
    toggles.apply({ enable: ['b'], disable: ['z'] });
    expect(toggles.list()).toEqual(['a', 'b', 'c']);
    expect(validateToggleChange({ enable: ['ok:1.x_y-z'] })).toEqual({ enable: ['ok:1.x_y-z'], disable: [] });
  });
});
