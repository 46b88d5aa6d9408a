/**
 * Web messages (catalogue.md section 4): shown when now is after start and before end (or no end), not
 * dismissed, by priority descending; a dismissal is remembered 12 hours.
 *
 * Choices where the spec is silent: dismissals are a map of message id to dismissal time (epoch ms)
 * that the browser keeps in local storage; equal priorities keep the server's order; the start and end
 * instants themselves are outside the window (strictly after start, strictly before end).
 */
import type { WebMessage } from './schemas.ts';

export const WEB_MESSAGE_DISMISSAL_MS = 12 * 60 * 60 * 1000;

export type WebMessageDismissals = Readonly<Record<string, number>>;

export function isWebMessageDismissed(dismissals: WebMessageDismissals, id: string, now: number): boolean {
  const at = dismissals[id];
  return at !== undefined && now - at < WEB_MESSAGE_DISMISSAL_MS;
}

export function isWebMessageInWindow(message: Pick<WebMessage, 'start' | 'end'>, now: number): boolean {
  if (!(now > Date.parse(message.start))) return false;
  return message.end === null || now < Date.parse(message.end);
}

export function visibleWebMessages<T extends Pick<WebMessage, 'id' | 'start' | 'end' | 'priority'>>(
  messages: readonly T[],
  dismissals: WebMessageDismissals,
  now: number,
): T[] {
  return messages
    .filter(
      (message) => isWebMessageInWindow(message, now) && !isWebMessageDismissed(dismissals, message.id, now),
    )
    .sort((a, b) => b.priority - a.priority);
}

/** Records a dismissal and forgets the ones older than 12 hours. */
export function dismissWebMessage(
  dismissals: WebMessageDismissals,
  id: string,
  now: number,
): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const [key, at] of Object.entries(dismissals)) if (now - at < WEB_MESSAGE_DISMISSAL_MS) kept[key] = at;
  kept[id] = now;
  return kept;
}

/**
 * The next instant after `now` at which the visible list can change (a start, an end, a dismissal
 * turning 12 hours old), if any: the page re-evaluates then, so a message appears or leaves without a
 * reload. Visible strictly after start: the first instant in the window is one millisecond later.
 */
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
    consider(Date.parse(message.start) + 1);
    if (message.end !== null) consider(Date.parse(message.end));
    const dismissedAt = dismissals[message.id];
    if (dismissedAt !== undefined) consider(dismissedAt + WEB_MESSAGE_DISMISSAL_MS);
  }
  return Number.isFinite(next) ? next : null;
}

/** The least and the most a docked message stays whole before it folds on a phone. */
const READING_MIN_MS = 5_000;
const READING_MAX_MS = 15_000;
/** About 15 characters a second: a calm reading pace, with the time to notice the message first. */
const READING_MS_PER_CHARACTER = 65;

/**
 * How long a docked message stays whole on a phone before it folds to its title (visual.md: toasts never
 * hide the first row of games for longer than it takes to read them). Choice where the spec is silent.
 */
export function webMessageReadingMs(message: Pick<WebMessage, 'title' | 'text'>): number {
  const characters = message.title.length + message.text.length;
  return Math.min(READING_MAX_MS, Math.max(READING_MIN_MS, 2_000 + characters * READING_MS_PER_CHARACTER));
}
