// @vitest-environment jsdom
/**
 * The heart in jsdom: the page's favourites (data client, snackbars, toggle model) as they are; the
 * session is a stand-in (its state is what the heart reads) and so is the gateway: an in-memory one
 * answering as the sandbox's does (the model's own tests run over the real sandbox gateway;
 * Vite's client transform of `new URL(…, import.meta.url)` keeps the sandbox out of a jsdom test).
 */

import type { FavouritesUpdateRequest } from '@casino/core/gateway-api';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataClient } from '~/shared/data/client';
import { dismissSnackbar, runSnackbarAction, snackbarStore } from '~/shared/snackbars/snackbar-store';

// On a busy machine (a browser run alongside) a render and its effects can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const session = vi.hoisted(() => {
  let state: { status: 'pending' | 'guest' | 'authenticated'; username: string | null } = {
    status: 'pending',
    username: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: typeof state) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('~/domains/player/session', async () => {
  const { useSyncExternalStore } = await import('react');
  const pending = { status: 'pending' as const, username: null };
  return {
    SESSION_EVENTS: { loggedIn: 'playerLoggedIn', loggedOut: 'playerLoggedOut' },
    currentSession: () => ({ getState: session.get }),
    // As the real one: the server (and hydration) see `pending`.
    useSession: () => useSyncExternalStore(session.subscribe, session.get, () => pending),
    usePlayerName: () =>
      useSyncExternalStore(
        session.subscribe,
        () => {
          const { status, username } = session.get();
          return status === 'authenticated' && username ? username : null;
        },
        () => null,
      ),
  };
});
/** The player's favourites as the gateway keeps them, newest first, and the next answer's fault. */
const gatewayState = vi.hoisted(() => ({
  stored: [] as string[],
  posts: 0,
  gets: 0,
  fault: null as null | { status?: number; delayMs?: number; method: 'GET' | 'POST' },
}));

vi.mock('~/domains/player/gateway', () => {
  const answer = async <T,>(method: 'GET' | 'POST', result: () => T): Promise<T> => {
    const fault = gatewayState.fault?.method === method ? gatewayState.fault : null;
    if (fault) gatewayState.fault = null;
    await new Promise((resolve) => setTimeout(resolve, fault?.delayMs ?? 5));
    if (fault?.status) throw new Error(`HTTP ${fault.status}`);
    return result();
  };
  const list = () => ({ favoriteGames: gatewayState.stored.map((gameType) => ({ gameType })) });
  return {
    gateway: () => ({
      favourites: () => {
        gatewayState.gets += 1;
        return answer('GET', list);
      },
      updateFavourites: (body: FavouritesUpdateRequest) =>
        answer('POST', () => {
          gatewayState.posts += 1;
          for (const { gameType } of body.favoriteGames.favoriteGameType) {
            gatewayState.stored = gatewayState.stored.filter((code) => code !== gameType);
            if (body.requestType === 'add') gatewayState.stored.unshift(gameType);
          }
          return list();
        }),
    }),
  };
});
vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));

const { FavouriteHeart } = await import('./favourite-heart');

afterEach(() => {
  cleanup();
  session.set({ status: 'guest', username: null });
  dataClient.remove(['player']);
  for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
  gatewayState.fault = null;
});

const fault = (spec: NonNullable<typeof gatewayState.fault>) => {
  gatewayState.fault = spec;
};
const toasts = () => snackbarStore.get().items.map((item) => item.title);

let players = 0;

/** A player (a new one each time) with three favourites, and a game not among them. */
function logIn() {
  players += 1;
  const before = ['fav-1', 'fav-2', 'fav-3'];
  gatewayState.stored = [...before];
  gatewayState.posts = 0;
  gatewayState.gets = 0;
  const username = `player-${players}`;
  act(() => session.set({ status: 'authenticated', username }));
  return {
    username,
    favourite: before[0]!,
    other: 'slot-new',
    before,
    favourites: async () => [...gatewayState.stored],
  };
}

/** A game's heart on its tile and in its details, as a page can show both at once. */
const hearts = (gameCode: string, gameName: string) => (
  <>
    <FavouriteHeart gameCode={gameCode} gameName={gameName} placement="tile" />
    <FavouriteHeart gameCode={gameCode} gameName={gameName} placement="details" />
  </>
);

describe('the favourite heart', () => {
  it('renders nothing on the server, while the session is pending, or for a guest', async () => {
    session.set({ status: 'authenticated', username: 'demo' });
    expect(renderToString(hearts('slot', 'Joc'))).toBe('');
    session.set({ status: 'pending', username: null });
    const { container, rerender } = render(hearts('slot', 'Joc'));
    expect(container.innerHTML).toBe('');
    act(() => session.set({ status: 'guest', username: null }));
    rerender(hearts('slot', 'Joc'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });

  it('a player’s heart is a toggle button: pressed for a favourite, and a click adds at once and saves', async () => {
    const player = logIn();
    render(
      <>
        {hearts(player.favourite, 'Joc Preferat')}
        {hearts(player.other, 'Joc Nou')}
      </>,
    );
    const remove = await screen.findAllByRole('button', { name: 'Elimină din favorite: Joc Preferat' });
    expect(remove).toHaveLength(2);
    for (const button of remove) expect(button.getAttribute('aria-pressed')).toBe('true');
    const add = screen.getAllByRole('button', { name: 'Adaugă la favorite: Joc Nou' });
    expect(add.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    expect(add[0]!.className).toBe('favourite-heart favourite-heart--tile');
    expect(add[1]!.className).toBe('favourite-heart favourite-heart--details');

    act(() => add[0]!.click());
    // Optimistic: both of the game's hearts are pressed before the gateway answered.
    const added = screen.getAllByRole('button', { name: 'Elimină din favorite: Joc Nou' });
    expect(added.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    await waitFor(async () => expect(await player.favourites()).toEqual([player.other, ...player.before]));
    await waitFor(() => expect(added[0]!.getAttribute('aria-busy')).toBeNull());

    act(() => added[1]!.click());
    await waitFor(async () => expect(await player.favourites()).toEqual(player.before));
    expect(screen.getAllByRole('button', { name: 'Adaugă la favorite: Joc Nou' })).toHaveLength(2);
  });

  it('a click while the previous toggle is in flight does nothing', async () => {
    const player = logIn();
    render(
      <>
        {hearts(player.favourite, 'Joc Preferat')}
        {hearts(player.other, 'Joc Nou')}
      </>,
    );
    const [first] = await screen.findAllByRole('button', { name: 'Adaugă la favorite: Joc Nou' });
    fault({ method: 'POST', delayMs: 200 });
    act(() => first!.click());
    expect(first!.getAttribute('aria-busy')).toBe('true');
    const [second] = screen.getAllByRole('button', { name: 'Elimină din favorite: Joc Preferat' });
    act(() => second!.click());
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(first!.getAttribute('aria-busy')).toBeNull());
    expect(gatewayState.posts).toBe(1);
    expect(await player.favourites()).toEqual([player.other, ...player.before]);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
  });

  it('a failed add is put back with errors.unable-to-favorite-game', async () => {
    const player = logIn();
    render(hearts(player.other, 'Joc Nou'));
    const [button] = await screen.findAllByRole('button', { name: 'Adaugă la favorite: Joc Nou' });
    fault({ method: 'POST', status: 500 });
    act(() => button!.click());
    expect(button!.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(button!.getAttribute('aria-pressed')).toBe('false'));
    expect(button!.getAttribute('aria-label')).toBe('Adaugă la favorite: Joc Nou');
    expect(toasts()).toEqual(['errors.unable-to-favorite-game']);
    expect(await player.favourites()).toEqual(player.before);
  });

  it('a failed remove is put back with errors.unable-to-remove-game-from-favorites', async () => {
    const player = logIn();
    render(hearts(player.favourite, 'Joc Preferat'));
    const [button] = await screen.findAllByRole('button', { name: 'Elimină din favorite: Joc Preferat' });
    fault({ method: 'POST', status: 502 });
    act(() => button!.click());
    expect(button!.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(button!.getAttribute('aria-pressed')).toBe('true'));
    expect(toasts()).toEqual(['errors.unable-to-remove-game-from-favorites']);
  });

  it('a list that fails to load shows no heart and errors.failed-to-fetch-favorites; try again brings them', async () => {
    fault({ method: 'GET', status: 503 });
    const player = logIn();
    const { container } = render(hearts(player.favourite, 'Joc Preferat'));
    await waitFor(() => expect(toasts()).toEqual(['errors.failed-to-fetch-favorites']));
    expect(container.innerHTML).toBe('');
    const toast = snackbarStore.get().items[0]!;
    expect(toast.actionText).toBe('errors.tryAgain');
    act(() => runSnackbarAction(toast.id));
    expect(await screen.findAllByRole('button', { name: 'Elimină din favorite: Joc Preferat' })).toHaveLength(
      2,
    );
  });

  it('logout takes the hearts away and clears the list', async () => {
    const player = logIn();
    const { container } = render(hearts(player.favourite, 'Joc Preferat'));
    await screen.findAllByRole('button', { name: 'Elimină din favorite: Joc Preferat' });
    act(() => {
      session.set({ status: 'guest', username: null });
      dataClient.remove(['player']);
    });
    expect(container.innerHTML).toBe('');
    expect(dataClient.getData(['player', player.username, 'favourites'])).toBeUndefined();
  });
});
