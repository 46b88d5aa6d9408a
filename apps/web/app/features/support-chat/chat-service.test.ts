// @vitest-environment jsdom

import type { ChatInitOptions, ChatWidgetApi } from '@casino/core/chat-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissSnackbar, snackbarStore } from '~/shared/snackbars/snackbar-store';
import { resetChatService, syncChat, toggleChat } from './chat-service';
import { chatStore, INITIAL_CHAT_VIEW } from './chat-store';

const chatSessionToken = vi.fn();
vi.mock('~/domains/player/gateway', () => ({ gateway: () => ({ chatSessionToken }) }));

const CHAT = 'http://chat.test';
const SCRIPT = `${CHAT}/chat/widget.js`;
const guest = { scriptUrl: SCRIPT, locale: 'ro' as const, username: null };
const player = { scriptUrl: SCRIPT, locale: 'ro' as const, username: 'demo' };
const VALID_TOKEN = { username: 'demo', sessionToken: { sessionToken: 'chat-token-1' }, errorCode: 0 };

/** The widget as its script installs it; records what the portal asks of it. */
function fakeWidget() {
  const calls: { method: string; options?: Partial<ChatInitOptions> }[] = [];
  const widget: ChatWidgetApi = {
    init: (options) => calls.push({ method: 'init', options }),
    open: () => calls.push({ method: 'open' }),
    close: () => calls.push({ method: 'close' }),
    reinitialise: (options) => calls.push({ method: 'reinitialise', options }),
    destroy: () => calls.push({ method: 'destroy' }),
    status: 'hidden',
  };
  (window as unknown as Record<string, unknown>).SupportChat = widget;
  return calls;
}

function post(data: unknown, origin = CHAT) {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin }));
}
const connected = (context: 'anonymous' | 'authenticated', anonymousId: string | null = null) =>
  post({
    event_code: 'connected',
    data: { context, username: context === 'authenticated' ? 'demo' : null, anonymousId },
  });
const incoming = (id: string) =>
  post({
    event_code: 'message-received',
    data: { id, text: 'Salut', from: 'agent', createdAt: new Date().toISOString() },
  });

const chat = () => chatStore.get().chat;
const toasts = () => snackbarStore.get().items.map((item) => item.title);
const unreadAnswer = (unreadCount: number) =>
  new Response(JSON.stringify({ unreadCount }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => unreadAnswer(0));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  chatSessionToken.mockReset();
});
afterEach(() => {
  resetChatService();
  chatStore.set(INITIAL_CHAT_VIEW);
  delete (window as unknown as Record<string, unknown>).SupportChat;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('support chat', () => {
  it('a guest opens the chat: anonymous, system id 765, client type casino, platform download; loading, then visible', async () => {
    const calls = fakeWidget();
    await toggleChat(guest);
    expect(calls.map((call) => call.method)).toEqual(['init', 'open']);
    expect(calls[0]?.options).toEqual({
      systemId: 765,
      clientType: 'casino',
      platform: 'download',
      locale: 'ro',
      context: { type: 'anonymous' },
    });
    expect(chat()).toMatchObject({ status: 'loading', context: 'anonymous' });
    post({ event_code: 'ym-bot-opened' }, 'http://elsewhere.test');
    expect(chat().status).toBe('loading');
    post({ event_code: 'ym-bot-opened' });
    expect(chat().status).toBe('visible');
    await toggleChat(guest);
    expect(calls.at(-1)?.method).toBe('close');
    post({ event_code: 'ym-bot-closed' });
    expect(chat().status).toBe('hidden');
    expect(chatSessionToken).not.toHaveBeenCalled();
  });

  it("a player's chat is authenticated; connect fetches the unread count; a message raises it only while hidden", async () => {
    chatSessionToken.mockResolvedValue(VALID_TOKEN);
    fetchMock.mockResolvedValueOnce(unreadAnswer(2));
    const calls = fakeWidget();
    await syncChat(player);
    expect(chatSessionToken).toHaveBeenCalledWith({
      systemId: 765,
      clientType: 'casino',
      clientPlatform: 'download',
    });
    expect(calls[0]?.options?.context).toEqual({
      type: 'authenticated',
      username: 'demo',
      chatSessionToken: 'chat-token-1',
    });
    connected('authenticated');
    await vi.waitFor(() => expect(chat().unread).toBe(2));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${CHAT}/chat/api/unread-count?token=chat-token-1`);
    incoming('m1');
    expect(chat().unread).toBe(3);
    await toggleChat(player);
    post({ event_code: 'ym-bot-opened' });
    expect(chat()).toMatchObject({ status: 'visible', unread: 0 });
    incoming('m2');
    expect(chat().unread).toBe(0);
    post({ event_code: 'ym-bot-closed' });
    incoming('m3');
    expect(chat().unread).toBe(1);
  });

  it('logout switches the chat to anonymous and reinitialises it; a guest message does not count', async () => {
    chatSessionToken.mockResolvedValue(VALID_TOKEN);
    const calls = fakeWidget();
    await syncChat(player);
    incoming('m1');
    expect(chat().unread).toBe(1);
    await syncChat(guest);
    expect(calls.at(-1)).toEqual({
      method: 'reinitialise',
      options: expect.objectContaining({ context: { type: 'anonymous' } }),
    });
    expect(chat()).toEqual({ status: 'hidden', context: 'anonymous', unread: 0 });
    incoming('m2');
    expect(chat().unread).toBe(0);
    await syncChat(player);
    expect(calls.at(-1)?.options?.context).toMatchObject({ type: 'authenticated' });
    expect(chat().context).toBe('authenticated');
  });

  it("a guest's chat is not loaded until opened", async () => {
    const calls = fakeWidget();
    await syncChat(guest);
    expect(calls).toEqual([]);
    expect(chatStore.get().started).toBe(false);
  });

  it('an invalid chat session (an errorCode, no token, a failed call) logs the chat in anonymously with its toast', async () => {
    const calls = fakeWidget();
    chatSessionToken.mockResolvedValueOnce({ username: 'demo', sessionToken: null, errorCode: 3101 });
    await syncChat(player);
    expect(calls[0]?.options?.context).toEqual({ type: 'anonymous' });
    expect(chat().context).toBe('anonymous');
    expect(toasts()).toEqual(['errors.yellow-ai-invalid-session']);

    resetChatService();
    chatStore.set(INITIAL_CHAT_VIEW);
    for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
    chatSessionToken.mockRejectedValueOnce(new Error('HTTP 500: boom'));
    await syncChat(player);
    expect(calls.at(-1)?.options?.context).toEqual({ type: 'anonymous' });
    expect(toasts()).toEqual(['errors.yellow-ai-invalid-session']);
  });

  it('a token the chat refuses later: connected says anonymous, the toast shows and messages no longer count', async () => {
    chatSessionToken.mockResolvedValue(VALID_TOKEN);
    fakeWidget();
    await syncChat(player);
    connected('anonymous', 'anon-1');
    expect(toasts()).toEqual(['errors.yellow-ai-invalid-session']);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${CHAT}/chat/api/unread-count?anonymousId=anon-1`);
    incoming('m1');
    expect(chat()).toMatchObject({ context: 'anonymous', unread: 0 });
  });

  it('a failed or malformed unread count toasts errors.yellow-ai-failed-fetch-messages', async () => {
    chatSessionToken.mockResolvedValue(VALID_TOKEN);
    fakeWidget();
    await syncChat(player);
    fetchMock.mockResolvedValueOnce(new Response('{"unreadCount":-1}'));
    connected('authenticated');
    await vi.waitFor(() => expect(toasts()).toEqual(['errors.yellow-ai-failed-fetch-messages']));
    expect(chat().unread).toBe(0);
  });

  it('a widget script that fails to load leaves the chat out; a later open tries again', async () => {
    const opening = toggleChat(guest);
    const script = await vi.waitFor(() => {
      const added = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      if (!added) throw new Error('no script yet');
      return added;
    });
    script.dispatchEvent(new Event('error'));
    await opening;
    expect(chatStore.get().available).toBe(false);
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();

    const calls = fakeWidget();
    await toggleChat(guest);
    expect(calls.map((call) => call.method)).toEqual(['init', 'open']);
    expect(chatStore.get().available).toBe(true);
  });

  it('a script that installs nothing leaves the chat out too', async () => {
    const opening = toggleChat(guest);
    await vi.waitFor(() => {
      const added = document.head.querySelector(`script[src="${SCRIPT}"]`);
      if (!added) throw new Error('no script yet');
      added.dispatchEvent(new Event('load'));
    });
    await opening;
    expect(chatStore.get().available).toBe(false);
    expect(chat().status).toBe('hidden');
  });
});
