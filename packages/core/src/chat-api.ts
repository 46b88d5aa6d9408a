/**
 * The support chat widget's contract (shell.md sections 3, 4, 7, 9): its global, init parameters, the
 * events it posts to the host page and the unread-count call; chat.ts is the state machine over them.
 * Why the portal hosts it this way: ADR 0014; the widget's wire and the spec's silences: ADR 0071.
 */
import * as v from 'valibot';
import {
  CHAT_CLIENT_TYPE,
  CHAT_PLATFORM,
  CHAT_SYSTEM_ID,
  type ChatBotEvent,
  type ChatStatus,
  chatContextFromToken,
} from './chat.ts';
import type { Locale } from './content-api.ts';

export const CHAT_GLOBAL = 'SupportChat';

/** Paths of the chat origin. */
export const CHAT_PATHS = {
  /** The widget script (`CHAT_SCRIPT_URL`). */
  widget: '/chat/widget.js',
  /** The iframe page the widget shows. */
  frame: '/chat/frame',
  /** GET `?token={chat session token}` or `?anonymousId={id}`: {@link ChatUnreadCountAnswer}. */
  unreadCount: '/chat/api/unread-count',
} as const;

export const CHAT_STATUSES = ['hidden', 'visible', 'loading'] as const satisfies readonly ChatStatus[];
export const CHAT_EVENT_CODES = [
  'ym-bot-closed',
  'ym-bot-opened',
  'connected',
  'message-received',
] as const satisfies readonly ChatBotEvent[];

/**
 * `errorCode` of a refused chat session token answer (200, `sessionToken: null`); the portal then
 * chats anonymously. 3101 is the gateway's self-excluded code.
 */
export const CHAT_TOKEN_ERROR_CODES = { selfExcluded: 3101, suspended: 3103, unavailable: 3104 } as const;

export type ChatInitContext =
  | { type: 'anonymous' }
  | { type: 'authenticated'; username: string; chatSessionToken: string };

export interface ChatInitOptions {
  systemId: number;
  clientType: string;
  platform: string;
  locale: Locale;
  context: ChatInitContext;
}

/** The global the widget script installs. */
export interface ChatWidgetApi {
  /** Puts the (hidden) chat in the page; a second call acts as `reinitialise(options)`. */
  init(options: ChatInitOptions): void;
  /** Shows the chat: status loading, then visible when the chat posts `ym-bot-opened`. */
  open(): void;
  /** Hides the chat; it posts `ym-bot-closed`. */
  close(): void;
  /** Replaces the chat with one of these options merged over the current ones (a new context, locale). */
  reinitialise(options?: Partial<ChatInitOptions>): void;
  /** Removes the chat from the page. */
  destroy(): void;
  readonly status: ChatStatus;
}

type TokenAnswer = Parameters<typeof chatContextFromToken>[0];

/**
 * The init parameters: system id 765, client type casino, platform download (shell.md section 9), and an
 * authenticated context only for a logged-in player whose chat session token answer is valid.
 */
export function chatInitOptions(
  locale: Locale,
  player: { username: string; tokenAnswer: TokenAnswer } | null,
): ChatInitOptions {
  const token = player?.tokenAnswer?.sessionToken?.sessionToken;
  const context: ChatInitContext =
    player && token && chatContextFromToken(player.tokenAnswer) === 'authenticated'
      ? { type: 'authenticated', username: player.username, chatSessionToken: token }
      : { type: 'anonymous' };
  return { systemId: CHAT_SYSTEM_ID, clientType: CHAT_CLIENT_TYPE, platform: CHAT_PLATFORM, locale, context };
}

const bare = (code: 'ym-bot-opened' | 'ym-bot-closed') => v.object({ event_code: v.literal(code) });

/** What the chat's iframe posts to the host. */
export const ChatWidgetEvent = v.variant('event_code', [
  bare('ym-bot-opened'),
  bare('ym-bot-closed'),
  v.object({
    event_code: v.literal('connected'),
    data: v.object({
      context: v.picklist(['anonymous', 'authenticated']),
      username: v.nullable(v.string()),
      anonymousId: v.nullable(v.string()),
    }),
  }),
  v.object({
    event_code: v.literal('message-received'),
    data: v.object({
      id: v.string(),
      text: v.string(),
      from: v.picklist(['bot', 'agent']),
      createdAt: v.pipe(v.string(), v.isoTimestamp()),
    }),
  }),
]);
export type ChatWidgetEvent = v.InferOutput<typeof ChatWidgetEvent>;

/** A message event's data (a JSON string, or an object) as a chat event; null when it is not one. */
export function parseChatWidgetEvent(data: unknown): ChatWidgetEvent | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const result = v.safeParse(ChatWidgetEvent, value);
  return result.success ? result.output : null;
}

/** The origin the chat's messages come from: the widget script's. Null for a URL that is not http(s). */
export function chatOrigin(scriptUrl: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(scriptUrl);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export const ChatUnreadCountAnswer = v.object({
  unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ChatUnreadCountAnswer = v.InferOutput<typeof ChatUnreadCountAnswer>;

/** The unread-count call for a context (an anonymous one needs the id its `connected` event gave). */
export function chatUnreadCountUrl(
  chatBase: string,
  context: ChatInitContext,
  anonymousId: string | null = null,
): string | null {
  const base = `${chatBase.replace(/\/+$/, '')}${CHAT_PATHS.unreadCount}`;
  if (context.type === 'authenticated')
    return `${base}?token=${encodeURIComponent(context.chatSessionToken)}`;
  return anonymousId ? `${base}?anonymousId=${encodeURIComponent(anonymousId)}` : null;
}
