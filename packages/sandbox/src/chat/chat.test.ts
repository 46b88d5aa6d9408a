/**
 * The support chat: the gateway's chat session token (and its refusals), the chat socket, the
 * unread-count call, the widget script and the iframe's script in jsdom, on a listening sandbox.
 */
import { chatContextFromToken } from '@casino/core/chat';
import {
  CHAT_PATHS,
  ChatUnreadCountAnswer,
  type ChatWidgetApi,
  chatInitOptions,
  parseChatWidgetEvent,
} from '@casino/core/chat-api';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { GatewayError, SessionTokenAnswer } from '@casino/core/gateway-schemas';
import { JSDOM, type TestElement, type TestWindow } from 'jsdom';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Client, PORTAL, testSandbox, throwaway } from '../player/test-support.ts';

const { app, cleanup } = testSandbox();
let base = '';
const sockets: WebSocket[] = [];
const windows: { close(): void }[] = [];

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const window of windows.splice(0)) window.close();
});
afterAll(cleanup);

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const chatToken = async (client: Client) =>
  v.parse(
    SessionTokenAnswer,
    (
      await client.post(GATEWAY_PATHS.chatSessionToken, {
        systemId: 765,
        clientType: 'casino',
        clientPlatform: 'download',
      })
    ).json(),
  );

const unread = async (query: string) => {
  const response = await app.inject({
    url: `${CHAT_PATHS.unreadCount}?${query}`,
    headers: { origin: PORTAL },
  });
  return response.statusCode === 200 ? v.parse(ChatUnreadCountAnswer, response.json()).unreadCount : response;
};

const pushMessage = async (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__sandbox/push/chat-message', payload: body });

/** The chat socket spoken by hand. */
async function socket() {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/chat/socket`);
  sockets.push(ws);
  const received: Record<string, unknown>[] = [];
  ws.on('message', (data) => received.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.once('open', resolve));
  return {
    received,
    closed,
    send: (payload: unknown) => ws.send(JSON.stringify(payload)),
    next: async (count: number) => {
      await until(() => received.length >= count, `${count} chat messages`);
      return received[count - 1] as Record<string, unknown> & { type: string };
    },
  };
}
const hello = (extra: Record<string, unknown> = {}) => ({
  type: 'hello',
  systemId: 765,
  clientType: 'casino',
  platform: 'download',
  locale: 'ro',
  ...extra,
});

describe('the chat session token', () => {
  it('is a token for a player in good standing, so the chat is authenticated', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const answer = await chatToken(client);
    expect(answer).toMatchObject({ username, errorCode: 0 });
    expect(chatInitOptions('ro', { username, tokenAnswer: answer }).context).toEqual({
      type: 'authenticated',
      username,
      chatSessionToken: answer.sessionToken?.sessionToken,
    });
  });

  it('answers an errorCode for a self-excluded player, or when a fault says so: the chat goes anonymous', async () => {
    const excluded = await throwaway(app, 'exclus');
    const refused = await chatToken(excluded.client);
    expect(refused).toMatchObject({
      sessionToken: null,
      errorCode: 3101,
      errorMessage: 'Autoexcludere de la jocurile de cazino.',
    });
    expect(chatContextFromToken(refused)).toBe('anonymous');

    const { client, username } = await throwaway(app, 'demo');
    const fault = {
      path: GATEWAY_PATHS.chatSessionToken,
      json: { username, sessionToken: null, errorCode: 3104, errorMessage: 'Chatul nu este disponibil.' },
      times: 1,
    };
    expect((await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: fault })).statusCode).toBe(
      201,
    );
    const faulted = await chatToken(client);
    expect(faulted.errorCode).toBe(3104);
    expect(chatInitOptions('ro', { username, tokenAnswer: faulted }).context).toEqual({ type: 'anonymous' });
    expect((await chatToken(client)).errorCode).toBe(0);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/__sandbox/faults',
          payload: { path: '/x', json: 1, body: 'empty' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the chat socket and the unread count', () => {
  it('welcomes an anonymous visitor, answers with the bot, and counts agent messages until opened', async () => {
    const chat = await socket();
    chat.send(hello());
    const welcome = await chat.next(1);
    expect(welcome).toMatchObject({ type: 'welcome', context: 'anonymous', username: null, unreadCount: 0 });
    const anonymousId = welcome.anonymousId as string;
    expect(anonymousId).toMatch(/^anon_/);
    expect((welcome.messages as { from: string; text: string }[])[0]).toMatchObject({
      from: 'bot',
      text: 'Bună! Sunt asistentul virtual Cazino Regal. Cu ce te pot ajuta?',
    });
    chat.send({ type: 'visibility', visible: true });
    chat.send({ type: 'send', text: 'Cum fac o depunere?' });
    expect((await chat.next(2)).message).toMatchObject({ from: 'player', text: 'Cum fac o depunere?' });
    expect(((await chat.next(3)).message as { text: string }).text).toContain('Contul meu → Depunere');
    expect(await unread(`anonymousId=${anonymousId}`)).toBe(0);
    chat.send({ type: 'visibility', visible: false });
    const openWidgets = async () =>
      (await app.inject({ url: '/__sandbox/chat/conversations' }))
        .json()
        .find((conversation: { anonymousId: string }) => conversation.anonymousId === anonymousId).open;
    await until(async () => (await openWidgets()) === 0, 'the widget closed');

    const pushed = await pushMessage({ anonymousId, text: 'Bună, sunt Ioana de la suport.' });
    expect(pushed.statusCode).toBe(201);
    expect(pushed.json()).toMatchObject({ delivered: 1, unreadCount: 1, message: { from: 'agent' } });
    expect((await chat.next(4)).message).toMatchObject({
      from: 'agent',
      text: 'Bună, sunt Ioana de la suport.',
    });
    await pushMessage({ anonymousId, text: 'Te mai pot ajuta?' });
    expect(await unread(`anonymousId=${anonymousId}`)).toBe(2);
    chat.send({ type: 'visibility', visible: true });
    await until(async () => (await unread(`anonymousId=${anonymousId}`)) === 0, 'read on open');
    await pushMessage({ anonymousId, text: 'Citit pe loc.' });
    expect(await unread(`anonymousId=${anonymousId}`)).toBe(0);

    // The same id finds the conversation again.
    const again = await socket();
    again.send(hello({ anonymousId }));
    expect(((await again.next(1)).messages as unknown[]).length).toBe(6);
  });

  it('knows a player by the chat session token, and refuses a bad one', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const token = (await chatToken(client)).sessionToken?.sessionToken as string;
    const chat = await socket();
    chat.send(hello({ chatSessionToken: token, locale: 'en' }));
    const welcome = await chat.next(1);
    expect(welcome).toMatchObject({ context: 'authenticated', username, anonymousId: null });
    expect((welcome.messages as { text: string }[])[0]?.text).toMatch(
      /^Hello, \S+! I am the Cazino Regal virtual assistant/,
    );
    await pushMessage({ username, text: 'Un agent aici.' });
    expect(await unread(`token=${encodeURIComponent(token)}`)).toBe(1);

    const refused = await socket();
    refused.send(hello({ chatSessionToken: 'cht_fals' }));
    expect(await refused.next(1)).toMatchObject({ type: 'error', code: 'invalid-session' });
    expect(await refused.closed).toBe(4401);
    const response = await unread('token=cht_fals');
    expect(typeof response === 'number' ? response : v.parse(GatewayError, response.json())).toMatchObject({
      statusCode: 401,
      code: 'invalid-session',
    });

    // The token dies with the gateway session.
    await client.post(GATEWAY_PATHS.logout, {});
    expect(typeof (await unread(`token=${encodeURIComponent(token)}`))).not.toBe('number');
  });

  it('refuses what is not the protocol', async () => {
    const wrongSystem = await socket();
    wrongSystem.send(hello({ systemId: 1 }));
    expect(await wrongSystem.next(1)).toMatchObject({ type: 'error', code: 'invalid-request' });
    const noHello = await socket();
    noHello.send({ type: 'send', text: 'hei' });
    expect(await noHello.next(1)).toMatchObject({
      type: 'error',
      code: 'invalid-request',
      message: 'Say hello first.',
    });
    expect((await unread('')) as { statusCode: number }).toMatchObject({ statusCode: 400 });
    expect((await pushMessage({ username: 'nimeni', text: 'x' })).statusCode).toBe(404);
    expect((await pushMessage({ anonymousId: 'anon_12345678', text: '' })).statusCode).toBe(400);
    expect((await pushMessage({ text: 'x' })).statusCode).toBe(400);
  });
});

describe('the widget script', () => {
  async function portal() {
    // The host's design tokens on its root, as the portal sets them (tokens.css).
    const dom = new JSDOM(
      '<!doctype html><html lang="ro" style="--mfe-accent: #8a5a00; --mfe-on-accent: #ffffff"><body></body></html>',
      { url: `${PORTAL}/`, runScripts: 'outside-only' },
    );
    windows.push(dom.window);
    const script = await app.inject({ url: CHAT_PATHS.widget, headers: { origin: PORTAL } });
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    dom.window.eval(script.body);
    dom.window.eval(script.body);
    return dom.window as TestWindow & { SupportChat: ChatWidgetApi };
  }

  /** The widget's iframe, loaded (jsdom loads no frames), with what the widget posts to it recorded. */
  function loadedFrame(window: TestWindow) {
    const frame = window.document.querySelector('[data-support-chat] iframe') as TestElement;
    const posted: unknown[] = [];
    (frame.contentWindow as TestWindow).postMessage = (message: unknown, origin: unknown) => {
      posted.push({ message, origin });
    };
    frame.dispatchEvent(new window.Event('load'));
    return { frame, posted };
  }

  const chatEvent = (window: TestWindow, source: unknown, data: unknown, origin = 'http://localhost:4000') =>
    window.dispatchEvent(new window.MessageEvent('message', { data: JSON.stringify(data), origin, source }));

  it('puts a hidden iframe of the chat origin in the page, opens, closes and reinitialises it', async () => {
    const window = await portal();
    expect(Object.isFrozen(window.SupportChat)).toBe(true);
    const anonymous = chatInitOptions('ro', null);
    expect(() => window.SupportChat.init({ ...anonymous, context: undefined } as never)).toThrow(
      /SupportChat\.init: .* context are required/,
    );
    window.SupportChat.init(anonymous);
    const { frame, posted } = loadedFrame(window);
    const container = frame.parentElement as TestElement;
    expect(frame.src).toBe(
      'http://localhost:4000/chat/frame?locale=ro&systemId=765&clientType=casino&platform=download',
    );
    expect(frame.title).toBe('Chat asistență');
    expect(container.hidden).toBe(true);
    expect(window.SupportChat.status).toBe('hidden');
    const tokens = {
      message: { type: 'chat:tokens', tokens: { accent: '#8a5a00', 'on-accent': '#ffffff' } },
      origin: 'http://localhost:4000',
    };
    expect(posted).toEqual([
      { message: { type: 'chat:init', options: anonymous }, origin: 'http://localhost:4000' },
      tokens,
    ]);

    window.SupportChat.open();
    expect(window.SupportChat.status).toBe('loading');
    expect(container.hidden).toBe(false);
    expect(posted.at(-1)).toEqual({ message: { type: 'chat:open' }, origin: 'http://localhost:4000' });
    chatEvent(window, frame.contentWindow, { event_code: 'ym-bot-opened' }, 'http://evil.example');
    chatEvent(window, window, { event_code: 'ym-bot-opened' });
    expect(window.SupportChat.status).toBe('loading');
    chatEvent(window, frame.contentWindow, { event_code: 'ym-bot-opened' });
    expect(window.SupportChat.status).toBe('visible');
    chatEvent(window, frame.contentWindow, { event_code: 'ym-bot-closed' });
    expect(window.SupportChat.status).toBe('hidden');
    expect(container.hidden).toBe(true);
    window.SupportChat.open();
    window.SupportChat.close();
    expect(posted.at(-1)).toEqual({ message: { type: 'chat:close' }, origin: 'http://localhost:4000' });
    expect(window.SupportChat.status).toBe('hidden');

    const authenticated = { type: 'authenticated', username: 'demo', chatSessionToken: 'cht_x' } as const;
    window.SupportChat.reinitialise({ context: authenticated, locale: 'en' });
    expect(window.document.querySelectorAll('[data-support-chat]').length).toBe(1);
    const second = loadedFrame(window);
    expect(second.frame.title).toBe('Support chat');
    expect(second.posted).toEqual([
      {
        message: { type: 'chat:init', options: { ...anonymous, locale: 'en', context: authenticated } },
        origin: 'http://localhost:4000',
      },
      tokens,
    ]);
    window.SupportChat.destroy();
    expect(window.document.querySelector('[data-support-chat]')).toBeNull();
  });
});

describe('the chat iframe', () => {
  /** The iframe page in jsdom, its script run, its parent (itself: jsdom has no real frames) recorded. */
  async function framePage(locale = 'ro') {
    const url = `${base}${CHAT_PATHS.frame}?locale=${locale}&systemId=765&clientType=casino&platform=download`;
    const page = await fetch(url);
    expect(page.headers.get('content-security-policy')).toBe(
      `frame-ancestors 'self' ${PORTAL} http://127.0.0.1:3000`,
    );
    const dom = new JSDOM(await page.text(), { url, runScripts: 'outside-only' });
    windows.push(dom.window);
    const { window } = dom;
    const events: unknown[] = [];
    window.postMessage = (data: unknown, origin: string) => {
      expect(origin).toBe(PORTAL);
      events.push(parseChatWidgetEvent(data));
    };
    const script = await fetch(`${base}/chat/frame.js`);
    window.eval(await script.text());
    const fromHost = (data: unknown, origin = PORTAL) =>
      window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: window }));
    const codes = () => events.map((event) => (event as { event_code: string } | null)?.event_code);
    return { window, events, fromHost, codes, document: window.document };
  }

  it("draws with the host's tokens it is handed, values only, from the host only", async () => {
    const frame = await framePage();
    const root = frame.document.documentElement as unknown as {
      style: { getPropertyValue(name: string): string };
    };
    frame.fromHost({ type: 'chat:tokens', tokens: { accent: '#123456' } }, 'http://evil.example');
    expect(root.style.getPropertyValue('--mfe-accent')).toBe('');
    frame.fromHost({
      type: 'chat:tokens',
      tokens: { accent: '#8a5a00', text: 'red; background: url(x)', unknown: '#000', bg: 42 },
    });
    expect(root.style.getPropertyValue('--mfe-accent')).toBe('#8a5a00');
    expect(root.style.getPropertyValue('--mfe-text')).toBe('');
    expect(root.style.getPropertyValue('--mfe-unknown')).toBe('');
    expect(root.style.getPropertyValue('--mfe-bg')).toBe('');
  });

  it('connects anonymously, posts message-received, and the unread count resets when it opens', async () => {
    const frame = await framePage();
    frame.fromHost({ type: 'chat:init', options: chatInitOptions('ro', null) }, 'http://evil.example');
    frame.fromHost({ type: 'chat:init', options: chatInitOptions('ro', null) });
    await until(() => frame.codes().includes('connected'), 'connected');
    const connected = frame.events.find(
      (event) => (event as { event_code: string }).event_code === 'connected',
    ) as {
      data: { context: string; anonymousId: string };
    };
    expect(connected.data.context).toBe('anonymous');
    expect(frame.window.localStorage.getItem('support-chat-anonymous-id')).toBe(connected.data.anonymousId);
    expect(frame.document.querySelector('.chat-status')?.textContent).toBe('Suntem online');

    await pushMessage({ anonymousId: connected.data.anonymousId, text: 'Salut de la suport!' });
    await until(() => frame.codes().includes('message-received'), 'message-received');
    expect(frame.events.at(-1)).toMatchObject({
      event_code: 'message-received',
      data: { from: 'agent', text: 'Salut de la suport!' },
    });
    expect(await unread(`anonymousId=${connected.data.anonymousId}`)).toBe(1);

    frame.fromHost({ type: 'chat:open' });
    expect(frame.codes().at(-1)).toBe('ym-bot-opened');
    expect(frame.document.activeElement?.id).toBe('chat-input');
    await until(
      async () => (await unread(`anonymousId=${connected.data.anonymousId}`)) === 0,
      'the count reset',
    );

    const input = frame.document.querySelector('#chat-input') as TestElement;
    input.value = 'Vreau un agent';
    (frame.document.querySelector('.chat-send') as TestElement).click();
    await until(
      () =>
        (frame.document.querySelector('.chat-log')?.textContent ?? '').includes('Te conectez cu un coleg'),
      'the bot',
    );
    expect(await unread(`anonymousId=${connected.data.anonymousId}`)).toBe(0);
    (frame.document.querySelector('.chat-close') as TestElement).click();
    expect(frame.codes().at(-1)).toBe('ym-bot-closed');
    expect(frame.events.every((event) => event !== null)).toBe(true);
  });

  it('connects with the chat session token, and falls back to anonymous when the chat refuses it', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const tokenAnswer = await chatToken(client);
    const frame = await framePage('en');
    frame.fromHost({ type: 'chat:open' });
    frame.fromHost({ type: 'chat:init', options: chatInitOptions('en', { username, tokenAnswer }) });
    frame.fromHost({ type: 'chat:open' });
    await until(() => frame.codes().includes('ym-bot-opened'), 'opened once connected');
    expect(frame.events[0]).toEqual({
      event_code: 'connected',
      data: { context: 'authenticated', username, anonymousId: null },
    });
    expect(frame.document.documentElement.getAttribute('lang')).toBe('en');

    const refused = await framePage();
    refused.fromHost({
      type: 'chat:init',
      options: {
        ...chatInitOptions('ro', null),
        context: { type: 'authenticated', username, chatSessionToken: 'cht_expirat' },
      },
    });
    await until(() => refused.codes().includes('connected'), 'connected');
    expect(refused.events[0]).toMatchObject({
      event_code: 'connected',
      data: { context: 'anonymous', username: null },
    });
  });

  it('forgets every conversation on reset', async () => {
    const chat = await socket();
    chat.send(hello());
    await chat.next(1);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await chat.closed).toBe(1012);
    expect((await app.inject({ url: '/__sandbox/chat/conversations' })).json()).toEqual([]);
  });
});
