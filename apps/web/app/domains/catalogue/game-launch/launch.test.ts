// @vitest-environment jsdom

import { consentModeState } from '@casino/core/cookie-consent';
import type { SessionTokenAnswer } from '@casino/core/gateway-schemas';
import { MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { isModalOpen } from '@casino/core/modal-stack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '~/domains/player/session';
import { setCurrentSession } from '~/domains/player/session/session-instance';
import { updateConsent } from '~/shared/analytics/consent';
import { MODALS } from '~/shared/modals/modal-ids';
import { closeAllModals, hideModal, modalStore } from '~/shared/modals/modal-store';
import { dismissSnackbar, snackbarStore } from '~/shared/snackbars/snackbar-store';
import { drivenSession } from '~test-support/driven-session';
import { type GameToLaunch, type LaunchContext, launchGame } from './launch';
import { takeHandedOverLaunch } from './launch-handover';

const game: GameToLaunch = {
  gameCode: 'cartea-lui-leu',
  name: 'Cartea lui Leu',
  type: 'Slot',
  provider: { name: 'Leu Games' },
  jackpot: false,
  minBet: 0.2,
  requirePassword: false,
  launchUrls: {
    real: 'https://games.example/launch/{gameCode}?mode=real&platform={clientPlatform}&lang={languageCode}&player={playerId}&token={tempToken}',
    realMobile: null,
    demo: 'https://games.example/launch/{gameCode}?mode=demo',
    demoMobile: null,
  },
};

/** The page's session, moved by the test (what the session machine would publish). */
function pageSession(status: SessionState['status'], username: string | null = null) {
  const driven = drivenSession(status, username);
  setCurrentSession(driven.session);
  return driven.move;
}

const answer = (token: string | null, errorCode = 0): SessionTokenAnswer => ({
  username: 'demo',
  sessionToken: token ? { sessionToken: token } : null,
  errorCode,
  errorMessage: null,
});

function context(overrides: Partial<LaunchContext> = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const token = vi.fn(async (_gameCode: string) => answer('gpt_123'));
  const ctx: LaunchContext = {
    mode: 'real',
    fromRoute: 'preview-all-games',
    origin: 'game-details',
    preview: false,
    locale: 'ro',
    navigate,
    device: { touch: false, mobile: false },
    token,
    ...overrides,
  };
  return { ctx, navigate, token };
}

const loginOpen = () => isModalOpen(modalStore.get(), MODALS.login.id);
const emit = (name: string, detail: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
const launches = () =>
  ((window.dataLayer ?? []) as { event?: string }[]).filter((entry) => entry.event === 'casino_game_launch');
const snackbarTitles = () => snackbarStore.get().items.map((item) => item.title);

/** The session services hide the dialog on a successful login message (as the portal does). */
const hideOnLogin = () => hideModal(MODALS.login.id);

beforeEach(() => {
  window.dataLayer = [];
  // The visitor allowed analytics (events are sent only as consent allows).
  updateConsent(consentModeState({ analytics: true, marketing: false }));
  window.addEventListener(MICRO_FRONTEND_EVENTS.loginMessage, hideOnLogin);
});
afterEach(() => {
  window.removeEventListener(MICRO_FRONTEND_EVENTS.loginMessage, hideOnLogin);
  setCurrentSession(null);
  closeAllModals();
  for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
  takeHandedOverLaunch('', null);
  vi.restoreAllMocks();
});

describe('real play from the details, a tile, search or the global API', () => {
  it('a guest logs in through the dialog, then the game opens with a token on the play route', async () => {
    const move = pageSession('guest');
    const { ctx, navigate, token } = context();
    const launching = launchGame(game, ctx);
    // The real-play code loads on the first real launch.
    await vi.waitFor(() => expect(loginOpen()).toBe(true));
    expect(token).not.toHaveBeenCalled();

    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'success', username: 'demo' });
    emit(MICRO_FRONTEND_EVENTS.loginDialogVisibility, { isOpen: false });
    await turn();
    expect(token).not.toHaveBeenCalled();
    move({ status: 'authenticated', username: 'demo' });
    await launching;

    expect(token).toHaveBeenCalledExactlyOnceWith(game.gameCode, undefined);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/play/${game.gameCode}/real`);
    // The play page gets the URL, so it asks for no second token.
    expect(takeHandedOverLaunch(game.gameCode, 'demo')).toBe(
      `https://games.example/launch/${game.gameCode}?mode=real&platform=web&lang=ro&player=demo&token=gpt_123`,
    );
    expect(launches()).toEqual([
      expect.objectContaining({
        demo: false,
        from_origin: 'game-details',
        on_route: 'play-game-real',
        on_origin: 'desktop',
        game_name: game.name,
        provider: game.provider.name,
      }),
    ]);
  });

  it('a player launches at once; a touch device opens the URL in a window of its own', async () => {
    pageSession('authenticated', 'demo');
    const opened = { opener: window as unknown, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { ctx, navigate } = context({ device: { touch: true, mobile: true } });
    await launchGame(game, ctx);
    expect(loginOpen()).toBe(false);
    expect(open).toHaveBeenCalledExactlyOnceWith('about:blank', '_blank');
    expect(opened.opener).toBeNull();
    expect(opened.location.href).toContain('platform=mobile&lang=ro&player=demo&token=gpt_123');
    expect(navigate).not.toHaveBeenCalled();
    expect(launches()).toEqual([expect.objectContaining({ demo: false, on_route: 'external' })]);
  });

  it('a blocked window (long after the tap) plays the game on the play route instead', async () => {
    pageSession('authenticated', 'demo');
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { ctx, navigate } = context({ device: { touch: true, mobile: true } });
    await launchGame(game, ctx);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/play/${game.gameCode}/real`);
    expect(takeHandedOverLaunch(game.gameCode, 'demo')).toContain('token=gpt_123');
  });

  it.each([
    ['a refused token', async () => answer(null, 3101)],
    ['a token with an error code', async () => answer('gpt_123', 3102)],
    [
      'a gateway failure',
      async (): Promise<SessionTokenAnswer> => {
        throw new Error('HTTP 503: unavailable');
      },
    ],
  ])('%s is the errors.invalid-game-session snackbar, and nothing opens', async (_, token) => {
    pageSession('authenticated', 'demo');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ctx, navigate } = context({ token });
    await launchGame(game, ctx);
    expect(snackbarTitles()).toEqual(['errors.invalid-game-session']);
    expect(navigate).not.toHaveBeenCalled();
    expect(launches()).toEqual([]);
  });

  it('no real template is the errors.real-url-is-missing snackbar, without a token', async () => {
    pageSession('authenticated', 'demo');
    const { ctx, token } = context();
    await launchGame({ ...game, launchUrls: { ...game.launchUrls!, real: null } }, ctx);
    expect(snackbarTitles()).toEqual(['errors.real-url-is-missing']);
    expect(token).not.toHaveBeenCalled();
  });

  it('a guest who closes the dialog gets nothing: no token, no page, no message', async () => {
    pageSession('guest');
    const { ctx, navigate, token } = context();
    const launching = launchGame(game, ctx);
    await turn();
    emit(MICRO_FRONTEND_EVENTS.loginDialogVisibility, { isOpen: false });
    hideModal(MODALS.login.id);
    await launching;
    expect(token).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(snackbarTitles()).toEqual([]);
  });

  it('a password-protected game goes to its play route first, even for a guest (the password before anything)', async () => {
    pageSession('guest');
    const { ctx, navigate, token } = context();
    await launchGame({ ...game, requirePassword: true, launchUrls: null }, ctx);
    expect(loginOpen()).toBe(false);
    expect(token).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/play/${game.gameCode}/real`);
  });
});

describe('the casino_game_launch event (catalogue.md section 7)', () => {
  it('a demo launch of a jackpot game with filters in use: its route, provider, filters, jackpot and minimum bet', async () => {
    const jackpotGame: GameToLaunch = {
      ...game,
      gameCode: 'comoara-dacilor',
      name: 'Comoara Dacilor',
      provider: { name: 'Carpați Play' },
      jackpot: true,
      minBet: 0.5,
    };
    const { ctx, navigate } = context({
      mode: 'demo',
      fromRoute: 'preview-all-games',
      origin: 'game-details',
      filterUsed: true,
    });
    await launchGame(jackpotGame, ctx);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/play/${jackpotGame.gameCode}/demo`);
    expect(launches()).toEqual([
      {
        event: 'casino_game_launch',
        // The route name without its preview- prefix.
        from_route: 'all-games',
        from_origin: 'game-details',
        on_route: 'play-game-demo',
        on_origin: 'desktop',
        on_origin_name: 'Carpați Play',
        demo: true,
        filter_used: true,
        game_name: 'Comoara Dacilor',
        provider: 'Carpați Play',
        jackpot: true,
        dealer_name: '',
        minimum_bet: 0.5,
      },
    ]);
  });

  it('a launch with no word on filters (the global API) says none were used; a game without a jackpot says so', async () => {
    const { ctx } = context({ mode: 'demo', fromRoute: 'preview', origin: 'api' });
    await launchGame(game, ctx);
    expect(launches()).toEqual([
      expect.objectContaining({
        from_route: 'lobby',
        from_origin: 'api',
        on_origin_name: 'Leu Games',
        filter_used: false,
        jackpot: false,
        minimum_bet: 0.2,
      }),
    ]);
  });
});
