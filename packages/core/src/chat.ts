/**
 * Support chat (shell.md section 4): status hidden, visible or loading; context anonymous or
 * authenticated. Opening goes from hidden to loading; the bot's events show or hide it; the unread
 * counter rises on an incoming message only while hidden and logged in, resets when visible, and is
 * fetched on connect. A change of session context reinitialises the chat.
 */
export const CHAT_SYSTEM_ID = 765;
export const CHAT_CLIENT_TYPE = 'casino';
export const CHAT_PLATFORM = 'download';

export type ChatStatus = 'hidden' | 'visible' | 'loading';
export type ChatContext = 'anonymous' | 'authenticated';
export type ChatBotEvent = 'ym-bot-closed' | 'ym-bot-opened' | 'connected' | 'message-received';

export interface ChatState {
  status: ChatStatus;
  context: ChatContext;
  unread: number;
}

export type ChatAction =
  | { type: 'open' }
  | { type: 'bot'; eventCode: ChatBotEvent }
  | { type: 'unread-fetched'; unreadCount: number }
  | { type: 'context'; context: ChatContext };

export type ChatEffect = 'none' | 'fetch-unread-count' | 'reinitialise';

export function createChat(context: ChatContext = 'anonymous'): ChatState {
  return { status: 'hidden', context, unread: 0 };
}

export function chatReducer(state: ChatState, action: ChatAction): { state: ChatState; effect: ChatEffect } {
  const same = { state, effect: 'none' as const };
  switch (action.type) {
    case 'open':
      return state.status === 'hidden' ? { state: { ...state, status: 'loading' }, effect: 'none' } : same;
    case 'unread-fetched':
      return {
        state: { ...state, unread: state.status === 'visible' ? 0 : action.unreadCount },
        effect: 'none',
      };
    case 'context':
      return action.context === state.context
        ? same
        : { state: createChat(action.context), effect: 'reinitialise' };
    case 'bot':
      switch (action.eventCode) {
        case 'ym-bot-opened':
          return { state: { ...state, status: 'visible', unread: 0 }, effect: 'none' };
        case 'ym-bot-closed':
          return { state: { ...state, status: 'hidden' }, effect: 'none' };
        case 'connected':
          return { state, effect: 'fetch-unread-count' };
        case 'message-received':
          return state.status === 'hidden' && state.context === 'authenticated'
            ? { state: { ...state, unread: state.unread + 1 }, effect: 'none' }
            : same;
      }
  }
}

/** An invalid chat session (missing token or an errorCode) logs the chat in as anonymous. */
export function chatContextFromToken(
  answer: { sessionToken?: { sessionToken?: string | null } | null; errorCode?: unknown } | null | undefined,
): ChatContext {
  if (!answer || answer.errorCode || !answer.sessionToken?.sessionToken) return 'anonymous';
  return 'authenticated';
}
