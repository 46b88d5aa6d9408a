import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLaunchUrl,
  fillLaunchTemplate,
  type LaunchableGame,
  launchGate,
  launchNavigation,
  loginWaitOutcome,
  nativeGameDeepLink,
  playButtons,
  selectLaunchTemplate,
  stopGame,
} from './game-launch.ts';
import { safeHref } from './redirect-targets.ts';

declare const URL: new (url: string, base?: string) => { protocol: string };

const urls = {
  real: 'https://games/real/{gameCode}?p={clientPlatform}&l={languageCode}&u={playerId}&t={tempToken}',
  demo: 'https://games/demo/{gameCode}?p={clientPlatform}&l={languageCode}',
  realMobile: 'https://m.games/real/{gameCode}',
  demoMobile: null,
};
const slot: LaunchableGame = { gameCode: 'book of lei', type: 'Slot', launchUrls: urls };
const live: LaunchableGame = { gameCode: 'roulette', type: 'Live', launchUrls: urls };
const token = { username: 'demo', sessionToken: { sessionToken: 'tok/1' } };

describe('launch URL by mode, channel and touch (catalogue.md section 5)', () => {
  it.each<[string, LaunchableGame, 'real' | 'demo', boolean, boolean, string | null]>([
    ['slot, desktop, real', slot, 'real', false, false, urls.real],
    ['slot, touch, real: the mobile variant', slot, 'real', true, false, urls.realMobile],
    ['slot, touch, demo without a mobile variant: desktop', slot, 'demo', true, false, urls.demo],
    ['slot on the mobile channel without touch: desktop', slot, 'real', false, true, urls.real],
    ['live, mobile channel, real', live, 'real', false, true, urls.realMobile],
    ['live, touch on the desktop channel: desktop', live, 'real', true, false, urls.real],
    ['live, mobile channel, demo falls back', live, 'demo', false, true, urls.demo],
  ])('%s', (_name, game, mode, touch, mobile, expected) => {
    expect(selectLaunchTemplate(game, mode, { touch, mobile })).toBe(expected);
  });

  it('fills the placeholders, URL-encoded, leaving unknown ones', () => {
    expect(
      fillLaunchTemplate('x/{gameCode}/{clientPlatform}/{languageCode}/{other}', {
        gameCode: 'a b',
        clientPlatform: 'web',
        languageCode: 'ro',
      }),
    ).toBe('x/a%20b/web/ro/{other}');
  });

  it('demo mode needs no token', () => {
    expect(
      buildLaunchUrl({
        game: slot,
        mode: 'demo',
        device: { touch: false, mobile: false },
        languageCode: 'ro',
      }),
    ).toEqual({
      ok: true,
      url: 'https://games/demo/book%20of%20lei?p=web&l=ro',
    });
  });

  it('real mode adds playerId and tempToken', () => {
    expect(
      buildLaunchUrl({
        game: slot,
        mode: 'real',
        device: { touch: false, mobile: false },
        languageCode: 'ro',
        token,
      }),
    ).toEqual({ ok: true, url: 'https://games/real/book%20of%20lei?p=web&l=ro&u=demo&t=tok%2F1' });
  });

  it.each<[string, Partial<Parameters<typeof buildLaunchUrl>[0]>, string]>([
    [
      'missing real URL',
      { game: { ...slot, launchUrls: { ...urls, real: null } } },
      'errors.real-url-is-missing',
    ],
    [
      'missing demo URL',
      { mode: 'demo', game: { ...slot, launchUrls: { ...urls, demo: '' } } },
      'errors.demo-url-is-missing',
    ],
    ['missing token', { token: null }, 'errors.invalid-game-session'],
    ['token with errorCode', { token: { ...token, errorCode: 'E42' } }, 'errors.invalid-game-session'],
    [
      'token without session token',
      { token: { username: 'demo', sessionToken: null } },
      'errors.invalid-game-session',
    ],
    [
      'token without username',
      { token: { sessionToken: { sessionToken: 't' } } },
      'errors.invalid-game-session',
    ],
  ])('%s gives %s', (_name, change, error) => {
    const input = {
      game: slot,
      mode: 'real' as const,
      device: { touch: false, mobile: false },
      languageCode: 'ro',
      token,
      ...change,
    };
    expect(buildLaunchUrl(input)).toEqual({ ok: false, error });
  });

  it('a touch launch sends clientPlatform mobile', () => {
    const result = buildLaunchUrl({
      game: slot,
      mode: 'demo',
      device: { touch: true, mobile: true },
      languageCode: 'en',
    });
    expect(result).toEqual({ ok: true, url: 'https://games/demo/book%20of%20lei?p=mobile&l=en' });
  });
});

describe('a launch URL is http(s) or none (templates come from the CMS)', () => {
  const demo = (template: string, gameCode = 'joc') =>
    buildLaunchUrl({
      game: { gameCode, type: 'Slot', launchUrls: { ...urls, demo: template } },
      mode: 'demo',
      device: { touch: false, mobile: false },
      languageCode: 'ro',
    });

  it.each([
    'javascript:alert({gameCode})',
    'data:text/html,{gameCode}',
    'ftp://games/{gameCode}',
    'mailto:{gameCode}@games.example',
  ])('the template %j is missing', (template) => {
    expect(demo(template)).toEqual({ ok: false, error: 'errors.demo-url-is-missing' });
  });

  it('a real template that is not http(s) is missing before the token is looked at', () => {
    const unsafe = { ...slot, launchUrls: { ...urls, real: 'javascript:alert({tempToken})' } };
    const device = { touch: false, mobile: false };
    expect(selectLaunchTemplate(unsafe, 'real', device)).toBeNull();
    expect(buildLaunchUrl({ game: unsafe, mode: 'real', device, languageCode: 'ro', token: null })).toEqual({
      ok: false,
      error: 'errors.real-url-is-missing',
    });
  });

  it('a placeholder that completes another scheme makes the URL missing', () => {
    expect(safeHref('{gameCode}:alert(1)')).not.toBeNull();
    expect(demo('{gameCode}:alert(1)', 'javascript')).toEqual({
      ok: false,
      error: 'errors.demo-url-is-missing',
    });
  });

  it('whatever the template and the values, a built URL is an http(s) address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc
            .tuple(
              fc.constantFrom('javascript:', 'data:', 'https://', '//', '', '{gameCode}', '{languageCode}:'),
              fc.string(),
            )
            .map(([prefix, rest]) => `${prefix}${rest}`),
        ),
        fc.oneof(fc.string(), fc.constantFrom('javascript', 'data', 'https')),
        (template, gameCode) => {
          const built = demo(template, gameCode);
          if (!built.ok) return;
          expect(new URL(built.url, 'https://casino.example.ro/').protocol).toMatch(/^https?:$/);
          expect(safeHref(built.url)).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('where the launch goes', () => {
  it('touch opens externally; desktop navigates to the play route for the mode', () => {
    expect(launchNavigation('real', 'g', 'https://x', true)).toEqual({
      type: 'open-external',
      url: 'https://x',
    });
    expect(launchNavigation('real', 'g', 'https://x', false)).toEqual({
      type: 'navigate',
      routeName: 'preview-play-game-real',
      params: { game: 'g' },
    });
    expect(launchNavigation('demo', 'g', 'https://x', false)).toMatchObject({
      routeName: 'preview-play-game-demo',
    });
  });

  it('real mode needs a login; the launch waits for the dialog to close and a login', () => {
    expect(launchGate('real', false)).toBe('login-first');
    expect(launchGate('real', true)).toBe('launch');
    expect(launchGate('demo', false)).toBe('launch');
    expect(loginWaitOutcome({ dialogOpen: true, loginMessageReceived: true, loggedIn: true })).toBe(
      'waiting',
    );
    expect(loginWaitOutcome({ dialogOpen: false, loginMessageReceived: true, loggedIn: false })).toBe(
      'launch',
    );
    expect(loginWaitOutcome({ dialogOpen: false, loginMessageReceived: false, loggedIn: true })).toBe(
      'launch',
    );
    expect(loginWaitOutcome({ dialogOpen: false, loginMessageReceived: false, loggedIn: false })).toBe(
      'waiting',
    );
  });

  it('real always shows; demo only when demoEnabled', () => {
    expect(playButtons({ demoEnabled: true })).toEqual(['real', 'demo']);
    expect(playButtons({ demoEnabled: false })).toEqual(['real']);
  });

  it('native deep link {scheme}{location}://play/{gameCode}', () => {
    expect(nativeGameDeepLink('superbet', 'ro', 'book-of-lei')).toBe('superbetro://play/book-of-lei');
  });

  it('stop goes back, or to the preview home without history, and clears the session', () => {
    expect(stopGame(true)).toEqual({ session: { status: 'none' }, go: 'back' });
    expect(stopGame(false).go).toBe('preview');
  });
});
