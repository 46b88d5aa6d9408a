/**
 * The support chat in the page (shell.md sections 3, 4, 9; core's chat.ts and chat-api.ts), loaded
 * on demand (a visitor opens it, or the browser is idle after a login) so it costs a first visit
 * nothing, and never breaks the page when the widget fails. Token, reinitialisation and error
 * toasts: ADR 0014.
 */
import {
  CHAT_CLIENT_TYPE,
  CHAT_PLATFORM,
  CHAT_SYSTEM_ID,
  chatContextFromToken,
  createChat,
} from '@casino/core/chat';
import {
  CHAT_GLOBAL,
  type ChatInitOptions,
  ChatUnreadCountAnswer,
  type ChatWidgetApi,
  chatInitOptions,
  chatOrigin,
  chatUnreadCountUrl,
  parseChatWidgetEvent,
} from '@casino/core/chat-api';
import type { Locale } from '@casino/core/content-api';
import * as v from 'valibot';
import { gateway } from '~/domains/player/gateway';
import { notify } from '~/shared/snackbars/snackbar-store';
import { chatStore, dispatchChat } from './chat-store';

export interface ChatTarget {
  scriptUrl: string;
  locale: Locale;
  /** The logged-in player, or null for a guest (an anonymous chat). */
  username: string | null;
}

const UNREAD_TIMEOUT_MS = 15_000;

let widgetLoad: Promise<ChatWidgetApi | null> | null = null;
let applied: { key: string; options: ChatInitOptions; origin: string } | null = null;
let wanted: ChatTarget | null = null;
let queue: Promise<unknown> = Promise.resolve();
let anonymousId: string | null = null;
let listening = false;

const keyOf = (target: ChatTarget) => `${target.username ?? ''}\n${target.locale}`;

function isWidget(value: unknown): value is ChatWidgetApi {
  const api = value as Partial<ChatWidgetApi> | null | undefined;
  return (
    typeof api?.init === 'function' &&
    typeof api.open === 'function' &&
    typeof api.close === 'function' &&
    typeof api.reinitialise === 'function'
  );
}

const installed = () => (window as unknown as Record<string, unknown>)[CHAT_GLOBAL];

function loadWidget(scriptUrl: string): Promise<ChatWidgetApi | null> {
  widgetLoad ??= new Promise<unknown>((resolve) => {
    if (isWidget(installed())) return resolve(installed());
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('load', () => resolve(installed()), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        resolve(null);
      },
      { once: true },
    );
    document.head.append(script);
  }).then((api) => {
    if (isWidget(api)) {
      chatStore.set((view) => (view.available ? view : { ...view, available: true }));
      return api;
    }
    console.error(`Support chat failed to load: ${scriptUrl}`);
    widgetLoad = null;
    chatStore.set((view) => ({ ...view, available: false }));
    return null;
  });
  return widgetLoad;
}

function invalidSession(): void {
  notify({ type: 'alert', title: 'errors.yellow-ai-invalid-session', limit: 1 });
}

/** The init options: an authenticated context only with a valid chat session token. */
async function optionsFor(target: ChatTarget): Promise<ChatInitOptions> {
  if (!target.username) return chatInitOptions(target.locale, null);
  let answer: Parameters<typeof chatContextFromToken>[0] = null;
  try {
    answer = await gateway().chatSessionToken({
      systemId: CHAT_SYSTEM_ID,
      clientType: CHAT_CLIENT_TYPE,
      clientPlatform: CHAT_PLATFORM,
    });
  } catch (error) {
    console.error('Chat session token failed', error);
  }
  if (chatContextFromToken(answer) === 'anonymous') invalidSession();
  return chatInitOptions(target.locale, { username: target.username, tokenAnswer: answer });
}

async function fetchUnreadCount(): Promise<void> {
  const current = applied;
  if (!current) return;
  const url = chatUnreadCountUrl(current.origin, current.options.context, anonymousId);
  if (!url) return;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(UNREAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${url}`);
    const answer = v.parse(ChatUnreadCountAnswer, await response.json());
    if (applied === current) dispatchChat({ type: 'unread-fetched', unreadCount: answer.unreadCount });
  } catch (error) {
    if (applied !== current) return;
    console.error('Chat unread count failed', error);
    notify({ type: 'alert', title: 'errors.yellow-ai-failed-fetch-messages', limit: 1 });
  }
}

function onMessage(event: MessageEvent): void {
  if (!applied || event.origin !== applied.origin) return;
  const chatEvent = parseChatWidgetEvent(event.data);
  if (!chatEvent) return;
  if (chatEvent.event_code === 'connected') {
    anonymousId = chatEvent.data.anonymousId;
    if (chatEvent.data.context === 'anonymous' && applied.options.context.type === 'authenticated') {
      // The chat refused the session token: it carries on anonymously.
      applied = { ...applied, options: { ...applied.options, context: { type: 'anonymous' } } };
      chatStore.set((view) => ({ ...view, chat: { ...view.chat, context: 'anonymous', unread: 0 } }));
      invalidSession();
    }
  }
  if (dispatchChat({ type: 'bot', eventCode: chatEvent.event_code }) === 'fetch-unread-count')
    void fetchUnreadCount();
}

/** Puts the widget in the page with the target's context, or reinitialises it for a new one. */
async function apply(target: ChatTarget): Promise<ChatWidgetApi | null> {
  const origin = chatOrigin(target.scriptUrl);
  if (!origin) {
    console.error(`Support chat: CHAT_SCRIPT_URL is not http(s): ${target.scriptUrl}`);
    chatStore.set((view) => ({ ...view, available: false }));
    return null;
  }
  const widget = await loadWidget(target.scriptUrl);
  if (!widget) return null;
  if (!listening) {
    window.addEventListener('message', onMessage);
    listening = true;
  }
  const key = keyOf(target);
  if (applied?.key === key) return widget;
  const options = await optionsFor(target);
  // A newer target came while the token was on its way: that one is applied next.
  if (wanted && keyOf(wanted) !== key) return widget;
  anonymousId = null;
  try {
    if (applied) widget.reinitialise(options);
    else widget.init(options);
  } catch (error) {
    console.error('Support chat failed to start', error);
    chatStore.set((view) => ({ ...view, available: false }));
    return null;
  }
  applied = { key, options, origin };
  // Login or logout switches the context (the machine reinitialises); a language change starts over too.
  if (dispatchChat({ type: 'context', context: options.context.type }) === 'none')
    chatStore.set((view) => ({ ...view, chat: createChat(options.context.type) }));
  chatStore.set((view) => ({ ...view, started: true }));
  return widget;
}

function enqueue(target: ChatTarget): Promise<ChatWidgetApi | null> {
  wanted = target;
  const next = queue.then(() => apply(target));
  queue = next.catch(() => null);
  return next;
}

/**
 * The session or the language changed: a player's chat starts (or switches context); a guest's
 * chat switches back to anonymous only if it is already in the page (a guest's starts on demand).
 */
export function syncChat(target: ChatTarget): Promise<unknown> {
  if (!target.username && !applied && !widgetLoad) {
    wanted = target;
    return Promise.resolve(null);
  }
  return enqueue(target);
}

/** The chat button: opens the chat (loading it first), or closes it when it shows. */
export async function toggleChat(target: ChatTarget): Promise<void> {
  const widget = await enqueue(target);
  if (!widget || !applied) return;
  try {
    if (chatStore.get().chat.status === 'visible') {
      widget.close();
      return;
    }
    dispatchChat({ type: 'open' });
    widget.open();
  } catch (error) {
    console.error('Support chat failed to open', error);
  }
}

/** Tests: forget the page's chat. */
export function resetChatService(): void {
  if (listening) window.removeEventListener('message', onMessage);
  widgetLoad = null;
  applied = null;
  wanted = null;
  queue = Promise.resolve();
  anonymousId = null;
  listening = false;
}
