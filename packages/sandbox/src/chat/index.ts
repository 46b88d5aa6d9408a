/**
 * The support chat (core's chat-api.ts): the widget script, the chat's iframe page, the WebSocket the
 * iframe talks to (its messages are the iframe's business, not the portal's), the unread count and test
 * control. Routes and messages: README, "Support chat".
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CHAT_SYSTEM_ID } from '@casino/core/chat';
import { CHAT_PATHS } from '@casino/core/chat-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { escapeHtml } from '../launch.ts';
import { bodyObject, sendJson } from '../player/http.ts';
import type { PlayerStore } from '../player/store.ts';
import type { UpgradeRouter } from '../upgrades.ts';
import {
  botReply,
  type ChatLanguage,
  type ChatListener,
  type Conversation,
  Conversations,
  isAnonymousId,
  newAnonymousId,
  welcomeText,
} from './conversations.ts';

export const CHAT_SOCKET_PATH = '/chat/socket';
const MAX_TEXT = 1000;
/** Application close codes: a refused session (HTTP's 401), the chat forgot everything (a reset). */
const CLOSE_INVALID_SESSION = 4401;
const CLOSE_RESET = 1012;

export interface ChatOptions {
  players: () => PlayerStore;
  onStore: (listener: (store: PlayerStore) => void) => void;
  upgrades: UpgradeRouter;
  publicUrl: string;
  /** Portal origins: the iframe's allowed frame ancestors and the only parents it talks to. */
  origins: readonly string[];
}

const read = (file: string) => readFileSync(new URL(`../../browser/chat/${file}`, import.meta.url), 'utf8');
const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

const FRAME_TEXTS: Record<
  ChatLanguage,
  {
    title: string;
    heading: string;
    connecting: string;
    close: string;
    log: string;
    label: string;
    send: string;
  }
> = {
  ro: {
    title: 'Chat asistență',
    heading: 'Asistență Cazino Regal',
    connecting: 'Se conectează…',
    close: 'Închide chatul',
    log: 'Conversația',
    label: 'Mesajul tău',
    send: 'Trimite',
  },
  en: {
    title: 'Support chat',
    heading: 'Cazino Regal support',
    connecting: 'Connecting…',
    close: 'Close the chat',
    log: 'Conversation',
    label: 'Your message',
    send: 'Send',
  },
};

export function registerChat(app: FastifyInstance, options: ChatOptions): void {
  const store = options.players;
  const conversations = new Conversations(() => store().now());
  const sockets = new Set<WebSocket>();
  const widget = read('widget.js').replaceAll('__SANDBOX_URL__', options.publicUrl);
  const frameScript = read('frame.js');
  const frameStyle = read('frame.css');
  const versions = { script: version(frameScript), style: version(frameStyle) };

  options.onStore((players) =>
    players.events.on('reset', () => {
      conversations.clear();
      for (const socket of sockets) socket.close(CLOSE_RESET, 'reset');
    }),
  );

  const language = (value: unknown): ChatLanguage => (String(value ?? '').startsWith('en') ? 'en' : 'ro');
  const welcome = (username: string | null, lang: ChatLanguage) =>
    welcomeText(username ? (store().player(username)?.firstName ?? null) : null, lang);

  // ---- the widget and its iframe -----------------------------------------------------------------------

  app.get(CHAT_PATHS.widget, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(widget),
  );
  app.get(CHAT_PATHS.frame, async (request, reply) => {
    const lang = language((request.query as { locale?: string }).locale);
    const t = FRAME_TEXTS[lang];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `frame-ancestors 'self' ${options.origins.join(' ')}`)
      .send(`<!doctype html>
<html lang="${lang}" data-origins="${escapeHtml(JSON.stringify(options.origins))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><link rel="stylesheet" href="/chat/frame.css?v=${versions.style}"></head>
<body>
<main class="chat" aria-labelledby="chat-title">
  <header class="chat-head">
    <h1 id="chat-title" class="chat-title">${t.heading}</h1>
    <p class="chat-status" role="status">${t.connecting}</p>
    <button type="button" class="chat-close" aria-label="${t.close}">×</button>
  </header>
  <ol class="chat-log" role="log" aria-label="${t.log}"></ol>
  <form class="chat-form">
    <label class="chat-label" for="chat-input">${t.label}</label>
    <textarea id="chat-input" name="text" rows="2" maxlength="${MAX_TEXT}" required></textarea>
    <button type="submit" class="chat-send">${t.send}</button>
  </form>
</main>
<script src="/chat/frame.js?v=${versions.script}"></script>
</body>
</html>`);
  });
  const asset = (path: string, type: string, body: string, current: string) =>
    app.get(path, async (request, reply) =>
      reply
        .type(type)
        .header(
          'cache-control',
          (request.query as { v?: string }).v === current
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
        .send(body),
    );
  asset('/chat/frame.js', 'application/javascript; charset=utf-8', frameScript, versions.script);
  asset('/chat/frame.css', 'text/css; charset=utf-8', frameStyle, versions.style);

  // ---- the socket ----------------------------------------------------------------------------------------

  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 16 * 1024 });
  options.upgrades.route(CHAT_SOCKET_PATH, (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws)),
  );
  app.addHook('preClose', async () => {
    for (const socket of sockets) socket.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  function accept(ws: WebSocket): void {
    sockets.add(ws);
    let conversation: Conversation | null = null;
    let lang: ChatLanguage = 'ro';
    const listener: ChatListener = {
      visible: false,
      send: (message) => send({ type: 'message', message }),
    };
    const send = (payload: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
    };
    const refuse = (code: 'invalid-session' | 'invalid-request', message: string) => {
      send({ type: 'error', code, message });
      ws.close(code === 'invalid-session' ? CLOSE_INVALID_SESSION : 1008, code);
    };
    ws.on('close', () => {
      sockets.delete(ws);
      conversation?.listeners.delete(listener);
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data: RawData) => {
      let input: Record<string, unknown> | null = null;
      try {
        const parsed = JSON.parse(data.toString());
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) input = parsed;
      } catch {
        // Handled below.
      }
      if (!input) return refuse('invalid-request', 'Messages are JSON objects.');
      if (!conversation) {
        if (input.type !== 'hello') return refuse('invalid-request', 'Say hello first.');
        if (input.systemId !== CHAT_SYSTEM_ID)
          return refuse('invalid-request', `Unknown system id ${String(input.systemId)}.`);
        lang = language(input.locale);
        let username: string | null = null;
        if (input.chatSessionToken !== undefined) {
          username = store().chatTokenPlayer(
            typeof input.chatSessionToken === 'string' ? input.chatSessionToken : null,
          );
          if (!username) return refuse('invalid-session', 'The chat session token is not valid.');
        }
        const anonymousId = username
          ? null
          : isAnonymousId(input.anonymousId)
            ? input.anonymousId
            : newAnonymousId();
        conversation = conversations.open(
          username ? { username } : { anonymousId: anonymousId as string },
          welcome(username, lang),
        );
        conversation.listeners.add(listener);
        send({
          type: 'welcome',
          context: username ? 'authenticated' : 'anonymous',
          username,
          anonymousId,
          messages: conversation.messages,
          unreadCount: conversation.unread,
        });
        return;
      }
      if (input.type === 'visibility' && typeof input.visible === 'boolean')
        return conversations.setVisible(conversation, listener, input.visible);
      if (
        input.type === 'send' &&
        typeof input.text === 'string' &&
        input.text.trim() !== '' &&
        input.text.length <= MAX_TEXT
      ) {
        conversations.post(conversation, 'player', input.text.trim());
        conversations.post(conversation, 'bot', botReply(input.text, lang));
        return;
      }
      return refuse('invalid-request', 'Unknown message.');
    });
  }

  // ---- the unread count ----------------------------------------------------------------------------------

  const error = (reply: FastifyReply, status: 400 | 401 | 404, code: string, message: string) =>
    sendJson(
      reply,
      {
        error: status === 400 ? 'Bad Request' : status === 401 ? 'Unauthorized' : 'Not Found',
        statusCode: status,
        code,
        message,
      },
      status,
    );

  app.get(CHAT_PATHS.unreadCount, async (request, reply) => {
    const query = request.query as { token?: string; anonymousId?: string };
    if (query.token !== undefined) {
      const username = store().chatTokenPlayer(query.token);
      if (!username) return error(reply, 401, 'invalid-session', 'The chat session token is not valid.');
      return sendJson(reply, { unreadCount: conversations.find({ username })?.unread ?? 0 });
    }
    if (isAnonymousId(query.anonymousId))
      return sendJson(reply, {
        unreadCount: conversations.find({ anonymousId: query.anonymousId })?.unread ?? 0,
      });
    return error(reply, 400, 'invalid-request', 'Ask with token={chat session token} or anonymousId={id}.');
  });

  // ---- test control --------------------------------------------------------------------------------------

  app.post('/__sandbox/push/chat-message', async (request, reply) => {
    const body = bodyObject(request) ?? {};
    const { username, anonymousId, text, from = 'agent' } = body;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_TEXT)
      return error(reply, 400, 'invalid-request', `text must be 1-${MAX_TEXT} characters`);
    if (from !== 'agent' && from !== 'bot')
      return error(reply, 400, 'invalid-request', "from must be 'agent' or 'bot'");
    let conversation: Conversation;
    if (typeof username === 'string') {
      const player = store().player(username);
      if (!player) return error(reply, 404, 'unknown-player', `No player ${username}`);
      conversation = conversations.open({ username: player.username }, welcome(player.username, 'ro'));
    } else if (isAnonymousId(anonymousId))
      conversation = conversations.open({ anonymousId }, welcome(null, 'ro'));
    else return error(reply, 400, 'invalid-request', 'username or anonymousId (anon_…) is required');
    const { message, delivered } = conversations.post(conversation, from, text.trim());
    return sendJson(reply, { delivered, unreadCount: conversation.unread, message }, 201);
  });

  app.get('/__sandbox/chat/conversations', async (_request, reply) =>
    sendJson(
      reply,
      conversations.list().map((conversation) => ({
        username: conversation.username,
        anonymousId: conversation.anonymousId,
        unreadCount: conversation.unread,
        messages: conversation.messages.length,
        connections: conversation.listeners.size,
        open: [...conversation.listeners].filter((listener) => listener.visible).length,
      })),
    ),
  );
}
