import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ChatBotEvent, chatReducer, createChat } from './chat.ts';
import {
  CHAT_EVENT_CODES,
  ChatUnreadCountAnswer,
  chatInitOptions,
  chatOrigin,
  chatUnreadCountUrl,
  parseChatWidgetEvent,
} from './chat-api.ts';

const token = (sessionToken: string | null, errorCode = 0) => ({
  username: 'demo',
  sessionToken: sessionToken === null ? null : { sessionToken },
  errorCode,
});

describe('init parameters', () => {
  it('are the spec constants with an authenticated context for a valid token', () => {
    expect(chatInitOptions('ro', { username: 'demo', tokenAnswer: token('cht_1') })).toEqual({
      systemId: 765,
      clientType: 'casino',
      platform: 'download',
      locale: 'ro',
      context: { type: 'authenticated', username: 'demo', chatSessionToken: 'cht_1' },
    });
  });

  it.each([
    ['a guest', null],
    ['an errorCode', { username: 'exclus', tokenAnswer: token(null, 3101) }],
    ['an errorCode beside a token', { username: 'demo', tokenAnswer: token('cht_1', 3104) }],
    ['no token', { username: 'demo', tokenAnswer: token('') }],
    ['no answer', { username: 'demo', tokenAnswer: null }],
  ])('are anonymous for %s', (_name, player) => {
    expect(chatInitOptions('en', player).context).toEqual({ type: 'anonymous' });
  });
});

describe('widget events', () => {
  const createdAt = '2026-11-20T10:00:00.000Z';
  it.each([
    [{ event_code: 'ym-bot-opened' }],
    [{ event_code: 'ym-bot-closed' }],
    [{ event_code: 'connected', data: { context: 'anonymous', username: null, anonymousId: 'anon_1' } }],
    [{ event_code: 'connected', data: { context: 'authenticated', username: 'demo', anonymousId: null } }],
    [{ event_code: 'message-received', data: { id: 'm1', text: 'Bună!', from: 'agent', createdAt } }],
  ])('%j parses as a JSON string and as an object', (event) => {
    expect(parseChatWidgetEvent(JSON.stringify(event))).toEqual(event);
    expect(parseChatWidgetEvent(event)).toEqual(event);
  });

  it.each([
    ['not JSON', '{"event_code"'],
    ['another widget', { event_code: 'ym-client-event' }],
    ['another message', { type: 'FTNCloseModal' }],
    [
      'a bad message',
      { event_code: 'message-received', data: { id: 'm1', text: 'x', from: 'player', createdAt } },
    ],
    ['nothing', null],
  ])('%s is not a chat event', (_name, data) => {
    expect(parseChatWidgetEvent(data)).toBeNull();
  });

  it('every event code drives the chat state machine', () => {
    const codes: readonly ChatBotEvent[] = CHAT_EVENT_CODES;
    for (const eventCode of codes)
      expect(() => chatReducer(createChat('authenticated'), { type: 'bot', eventCode })).not.toThrow();
    expect(new Set(codes).size).toBe(4);
  });

  it('comes from the widget script origin', () => {
    expect(chatOrigin('http://localhost:4000/chat/widget.js')).toBe('http://localhost:4000');
    expect(chatOrigin('HTTPS://Chat.Example.ro/w.js?v=1')).toBe('https://chat.example.ro');
    expect(chatOrigin('/chat/widget.js')).toBeNull();
  });
});

describe('unread count', () => {
  it('is asked with the chat token or the anonymous id', () => {
    const authenticated = { type: 'authenticated', username: 'demo', chatSessionToken: 'cht a' } as const;
    expect(chatUnreadCountUrl('http://localhost:4000/', authenticated)).toBe(
      'http://localhost:4000/chat/api/unread-count?token=cht%20a',
    );
    expect(chatUnreadCountUrl('http://localhost:4000', { type: 'anonymous' }, 'anon_1')).toBe(
      'http://localhost:4000/chat/api/unread-count?anonymousId=anon_1',
    );
    expect(chatUnreadCountUrl('http://localhost:4000', { type: 'anonymous' })).toBeNull();
  });

  it('answers a count', () => {
    expect(v.parse(ChatUnreadCountAnswer, { unreadCount: 3 })).toEqual({ unreadCount: 3 });
    expect(v.safeParse(ChatUnreadCountAnswer, { unreadCount: 1.5 }).success).toBe(false);
  });
});
