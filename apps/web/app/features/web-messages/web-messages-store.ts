/**
 * Web messages (catalogue.md section 4) as an external store: fetched once per platform on the first
 * subscriber, shown through core's visibleWebMessages (time window, not dismissed, priority descending),
 * dismissals remembered 12 hours through core's dismissWebMessage.
 *
 * Choice where the spec is silent: the list is re-evaluated at the next instant it can change (a start,
 * an end, a dismissal turning 12 hours old), so a message appears or leaves without a reload.
 */
import type { WebMessage } from '@casino/core/schemas';
import {
  dismissWebMessage,
  visibleWebMessages,
  WEB_MESSAGE_DISMISSAL_MS,
  type WebMessageDismissals,
} from '@casino/core/web-messages';
import type { DismissalStorage } from './dismissal-storage';

/** Re-checks at least this often, and keeps every delay inside what setTimeout accepts. */
const MAX_WAIT_MS = 60 * 60 * 1000;

export interface WebMessagesSnapshot {
  messages: readonly WebMessage[];
  failed: boolean;
}

export const NO_WEB_MESSAGES: WebMessagesSnapshot = Object.freeze({ messages: [], failed: false });

export interface WebMessagesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WebMessagesSnapshot;
  dismiss(id: string): void;
  /** Fetches again (the try-again action); resolves whether it succeeded, never rejects. */
  retry(): Promise<boolean>;
}

export interface WebMessagesStoreOptions {
  load: () => Promise<readonly WebMessage[]>;
  storage: DismissalStorage;
  now?: () => number;
}

/** The next instant after `now` at which the visible list can change, if any. */
export function nextWebMessageChange(
  messages: readonly Pick<WebMessage, 'id' | 'start' | 'end'>[],
  dismissals: WebMessageDismissals,
  now: number,
): number | null {
  let next = Number.POSITIVE_INFINITY;
  const consider = (at: number) => {
    if (at > now && at < next) next = at;
  };
  for (const message of messages) {
    // Visible strictly after start: the first instant in the window is one millisecond later.
    consider(Date.parse(message.start) + 1);
    if (message.end !== null) consider(Date.parse(message.end));
    const dismissedAt = dismissals[message.id];
    if (dismissedAt !== undefined) consider(dismissedAt + WEB_MESSAGE_DISMISSAL_MS);
  }
  return Number.isFinite(next) ? next : null;
}

const sameIds = (a: readonly WebMessage[], b: readonly WebMessage[]) =>
  a.length === b.length && a.every((message, index) => message === b[index]);

export function createWebMessagesStore(options: WebMessagesStoreOptions): WebMessagesStore {
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let snapshot = NO_WEB_MESSAGES;
  let all: readonly WebMessage[] = [];
  let dismissals: WebMessageDismissals = {};
  let loaded = false;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: Promise<boolean> | null = null;

  const publish = (next: WebMessagesSnapshot) => {
    if (next.failed === snapshot.failed && sameIds(next.messages, snapshot.messages)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const evaluate = () => {
    clearTimer();
    const at = now();
    publish({ messages: visibleWebMessages(all, dismissals, at), failed });
    const next = nextWebMessageChange(all, dismissals, at);
    if (next !== null && listeners.size > 0) timer = setTimeout(evaluate, Math.min(next - at, MAX_WAIT_MS));
  };

  const load = (): Promise<boolean> => {
    if (inflight) return inflight;
    inflight = options
      .load()
      .then(
        (messages) => {
          loaded = true;
          all = messages;
          dismissals = options.storage.read();
          failed = false;
          evaluate();
          return true;
        },
        (error: unknown) => {
          console.error('Web messages: fetch failed', error);
          failed = true;
          publish({ ...snapshot, failed });
          return false;
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (loaded) evaluate();
        else void load();
      }
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) clearTimer();
      };
    },
    getSnapshot: () => snapshot,
    dismiss(id) {
      dismissals = dismissWebMessage(options.storage.read(), id, now());
      options.storage.write(dismissals);
      evaluate();
    },
    retry: load,
  };
}
