/**
 * Live winners (catalogue.md sections 4 and 9): refreshed every 30 s, kept only when the gameCode is a
 * known game; each gets an id from its index in the answer (as the server-rendered list does).
 *
 * Choices where the spec is silent: polling pauses while the tab is hidden and catches up when it comes
 * back; a failed refresh keeps the winners shown and sets `failed` until a refresh succeeds; until the
 * known games arrive (the catalogue loads after hydration) the server-rendered winners stay.
 */
import type { Winner } from '@casino/core/schemas';
import {
  documentVisibility,
  type PageVisibility,
  subscribeWhileVisible,
} from '~/shared/hooks/page-visibility';

export const WINNERS_REFRESH_MS = 30_000;
export const WINNERS_SHOWN = 12;

/** A winner as the page shows it (the same shape as the server-rendered winners widget). */
export interface LiveWinner {
  id: string;
  gameCode: string;
  gameName: string;
  player: string;
  amount: number;
  currency: string;
  time: string;
}

/** Game code to game name of the games the portal knows. */
export type KnownGames = Pick<ReadonlyMap<string, string>, 'get'>;

export interface WinnersFeedSnapshot {
  winners: readonly LiveWinner[];
  failed: boolean;
}

export interface WinnersFeedStore {
  /** Ref-counted: polling runs while there is a subscriber and the tab is visible. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): WinnersFeedSnapshot;
  setKnownGames(known: KnownGames | null): void;
  /** Fetches now (the try-again action); resolves whether it succeeded, never rejects. */
  retry(): Promise<boolean>;
}

export interface WinnersFeedOptions {
  load: () => Promise<readonly Winner[]>;
  /** The server-rendered winners, shown until the first refresh. */
  initial: readonly LiveWinner[];
  known?: KnownGames | null;
  limit?: number;
  now?: () => number;
  visibility?: PageVisibility;
}

export function knownWinners(winners: readonly Winner[], known: KnownGames, limit: number): LiveWinner[] {
  const kept: LiveWinner[] = [];
  winners.forEach((winner, index) => {
    const gameName = known.get(winner.gameCode);
    if (gameName === undefined || kept.length >= limit) return;
    kept.push({
      id: `${winner.gameCode}-${index}`,
      gameCode: winner.gameCode,
      gameName,
      player: winner.player,
      amount: winner.amount,
      currency: winner.currency,
      time: winner.time,
    });
  });
  return kept;
}

export function createWinnersFeed(options: WinnersFeedOptions): WinnersFeedStore {
  const now = options.now ?? (() => Date.now());
  const visibility = options.visibility ?? documentVisibility;
  const limit = options.limit ?? WINNERS_SHOWN;
  const listeners = new Set<() => void>();
  let known = options.known ?? null;
  let fetched: readonly Winner[] | null = null;
  let snapshot: WinnersFeedSnapshot = { winners: options.initial, failed: false };
  // Server-rendered winners are fresh, so the first refresh waits a full period; none means fetch now.
  let lastAttempt = options.initial.length > 0 ? now() : Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inflight: Promise<boolean> | null = null;

  const publish = (next: Partial<WinnersFeedSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const show = () => {
    if (fetched && known) publish({ winners: knownWinners(fetched, known, limit) });
  };

  const refresh = (): Promise<boolean> => {
    if (inflight) return inflight;
    lastAttempt = now();
    inflight = options
      .load()
      .then(
        (winners) => {
          fetched = winners;
          if (snapshot.failed) publish({ failed: false });
          show();
          return true;
        },
        (error: unknown) => {
          console.error('Winners: refresh failed', error);
          publish({ failed: true });
          return false;
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  const pause = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  const followVisibility = () => {
    if (visibility.hidden()) {
      pause();
      return;
    }
    if (timer !== null) return;
    if (now() - lastAttempt >= WINNERS_REFRESH_MS) void refresh();
    timer = setInterval(() => void refresh(), WINNERS_REFRESH_MS);
  };

  return {
    subscribe: subscribeWhileVisible(listeners, visibility, followVisibility, pause),
    getSnapshot: () => snapshot,
    setKnownGames(next) {
      if (next === known) return;
      known = next;
      show();
    },
    retry: refresh,
  };
}
