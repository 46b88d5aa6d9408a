import { describe, expect, it } from 'vitest';
import { type ChatAction, type ChatState, chatContextFromToken, chatReducer, createChat } from './chat.ts';

const hidden = (unread = 0, context: ChatState['context'] = 'authenticated'): ChatState => ({
  status: 'hidden',
  context,
  unread,
});

describe('chat state machine (shell.md section 4)', () => {
  it.each<[string, ChatState, ChatAction, ChatState, string]>([
    ['open: hidden -> loading', hidden(), { type: 'open' }, { ...hidden(), status: 'loading' }, 'none'],
    [
      'open while visible is ignored',
      { ...hidden(), status: 'visible' },
      { type: 'open' },
      { ...hidden(), status: 'visible' },
      'none',
    ],
    [
      'bot opened: visible, unread reset',
      { ...hidden(3), status: 'loading' },
      { type: 'bot', eventCode: 'ym-bot-opened' },
      { ...hidden(0), status: 'visible' },
      'none',
    ],
    [
      'bot closed: hidden',
      { ...hidden(), status: 'visible' },
      { type: 'bot', eventCode: 'ym-bot-closed' },
      hidden(),
      'none',
    ],
    [
      'connected: fetch the unread count',
      hidden(),
      { type: 'bot', eventCode: 'connected' },
      hidden(),
      'fetch-unread-count',
    ],
    [
      'message while hidden and logged in: +1',
      hidden(2),
      { type: 'bot', eventCode: 'message-received' },
      hidden(3),
      'none',
    ],
    [
      'message while visible: no change',
      { ...hidden(), status: 'visible' },
      { type: 'bot', eventCode: 'message-received' },
      { ...hidden(), status: 'visible' },
      'none',
    ],
    [
      'message while anonymous: no change',
      hidden(0, 'anonymous'),
      { type: 'bot', eventCode: 'message-received' },
      hidden(0, 'anonymous'),
      'none',
    ],
    ['unread fetched while hidden', hidden(), { type: 'unread-fetched', unreadCount: 4 }, hidden(4), 'none'],
    [
      'unread fetched while visible stays 0',
      { ...hidden(), status: 'visible' },
      { type: 'unread-fetched', unreadCount: 4 },
      { ...hidden(), status: 'visible' },
      'none',
    ],
    [
      'login switches the context',
      hidden(0, 'anonymous'),
      { type: 'context', context: 'authenticated' },
      hidden(),
      'reinitialise',
    ],
    [
      'logout switches back',
      { ...hidden(5), status: 'visible' },
      { type: 'context', context: 'anonymous' },
      hidden(0, 'anonymous'),
      'reinitialise',
    ],
    ['same context: nothing', hidden(1), { type: 'context', context: 'authenticated' }, hidden(1), 'none'],
  ])('%s', (_name, from, action, to, effect) => {
    expect(chatReducer(from, action)).toEqual({ state: to, effect });
  });

  it('starts hidden and anonymous', () => expect(createChat()).toEqual(hidden(0, 'anonymous')));

  it.each([
    [{ sessionToken: { sessionToken: 'abc' } }, 'authenticated'],
    [{ sessionToken: { sessionToken: 'abc' }, errorCode: 'E1' }, 'anonymous'],
    [{ sessionToken: { sessionToken: '' } }, 'anonymous'],
    [{ sessionToken: null }, 'anonymous'],
    [null, 'anonymous'],
  ])('chat session %j logs the chat in as %s', (answer, context) => {
    expect(chatContextFromToken(answer)).toBe(context);
  });
});
