/**
 * Player messages (catalogue.md section 4): waiting messages one at a time in the spec's type order, 1 s
 * apart, then the pending bonus's details (ADR 0012). The choices the spec leaves open: ADR 0071.
 */
export const PLAYER_MESSAGE_ORDER = [
  'PlayerActionShowLoginMessage',
  'PlayerActionShowMessage',
  'PlayerActionShowDialog',
] as const;
export const NEXT_PLAYER_MESSAGE_DELAY_MS = 1000;

export interface PlayerMessage {
  type: string;
  templateId?: string | null;
  displayType?: string | null;
  message: string;
}

/** Logged in, not a native view, and not in a real-play preview. */
export function shouldShowPlayerMessages(context: {
  loggedIn: boolean;
  nativeView: boolean;
  realPlayPreview: boolean;
}): boolean {
  return context.loggedIn && !context.nativeView && !context.realPlayPreview;
}

export function orderPlayerMessages<T extends Pick<PlayerMessage, 'type'>>(messages: readonly T[]): T[] {
  const rank = (message: T) => (PLAYER_MESSAGE_ORDER as readonly string[]).indexOf(message.type);
  return messages.filter((message) => rank(message) >= 0).sort((a, b) => rank(a) - rank(b));
}

export interface SportsbookTemplate {
  templateId: string;
  description: string;
}

/** A message with the sportsbook bonus template id gets the fixed sportsbook-bonus description. */
export function replaceSportsbookMessage<T extends PlayerMessage>(
  message: T,
  sportsbook: SportsbookTemplate,
): T {
  return message.templateId === sportsbook.templateId
    ? { ...message, message: sportsbook.description }
    : message;
}

export interface PlayerMessagesState<T extends PlayerMessage = PlayerMessage> {
  queue: T[];
  current: T | null;
  pendingBonusCode: string | null;
}

export function createPlayerMessages<T extends PlayerMessage>(
  pendingBonusCode: string | null = null,
): PlayerMessagesState<T> {
  return { queue: [], current: null, pendingBonusCode };
}

/** Waiting messages arrive: ordered, replaced, queued; the first shows at once when nothing is shown. */
export function receivePlayerMessages<T extends PlayerMessage>(
  state: PlayerMessagesState<T>,
  messages: readonly T[],
  sportsbook: SportsbookTemplate,
): PlayerMessagesState<T> {
  const queue = [
    ...state.queue,
    ...orderPlayerMessages(messages).map((m) => replaceSportsbookMessage(m, sportsbook)),
  ];
  return state.current === null ? showNextPlayerMessage({ ...state, queue }) : { ...state, queue };
}

export function showNextPlayerMessage<T extends PlayerMessage>(
  state: PlayerMessagesState<T>,
): PlayerMessagesState<T> {
  const [next, ...rest] = state.queue;
  return next === undefined ? state : { ...state, current: next, queue: rest };
}

export type AfterPlayerMessage = 'show-next-after-delay' | 'fetch-bonus-details' | 'none';

/** The shown message is handled: the next after 1 s, or the pending bonus details when all are shown. */
export function handlePlayerMessage<T extends PlayerMessage>(
  state: PlayerMessagesState<T>,
): { state: PlayerMessagesState<T>; next: AfterPlayerMessage } {
  const handled = { ...state, current: null };
  if (state.queue.length > 0) return { state: handled, next: 'show-next-after-delay' };
  return { state: handled, next: state.pendingBonusCode ? 'fetch-bonus-details' : 'none' };
}

/** Closing the bonus pop-up clears the pending bonus code. */
export function clearPendingBonusCode<T extends PlayerMessage>(
  state: PlayerMessagesState<T>,
): PlayerMessagesState<T> {
  return { ...state, pendingBonusCode: null };
}
