import { describe, expect, it } from 'vitest';
import {
  escapeHeader,
  type ParsedItem,
  StompParser,
  StompProtocolError,
  serializeFrame,
  unescapeHeader,
} from './stomp.ts';

const parseAll = (parser: StompParser, ...chunks: string[]): ParsedItem[] => {
  const items: ParsedItem[] = [];
  for (const chunk of chunks) {
    parser.push(Buffer.from(chunk, 'utf8'));
    for (let item = parser.next(); item; item = parser.next()) items.push(item);
  }
  return items;
};

describe('header escaping', () => {
  const value = 'a:b\\c\nd\re';
  it.each([
    ['1.2', 'a\\cb\\\\c\\nd\\re'],
    ['1.1', 'a\\cb\\\\c\\nd\re'],
    ['1.0', 'a:b\\c d e'],
  ] as const)('%s writes %j', (version, escaped) => {
    expect(escapeHeader(value, version)).toBe(escaped);
    if (version !== '1.0') expect(unescapeHeader(escaped, version)).toBe(value);
  });

  it.each([
    ['\\t', '1.2'],
    ['\\r', '1.1'],
    ['trailing \\', '1.2'],
  ] as const)('%j is an undefined escape in %s', (text, version) => {
    expect(unescapeHeader(text, version)).toBeNull();
  });

  it('1.0 reads headers as they are', () => expect(unescapeHeader('a\\cb', '1.0')).toBe('a\\cb'));
});

describe('server frames', () => {
  it('escape headers (not in CONNECTED), count body bytes, and end with NUL', () => {
    expect(serializeFrame('MESSAGE', [['subscription', 'sub:1']], 'Bună, Ștefan!', '1.2')).toBe(
      'MESSAGE\nsubscription:sub\\c1\ncontent-length:15\n\nBună, Ștefan!\u0000',
    );
    expect(serializeFrame('CONNECTED', [['server', 'x:1']], '', '1.2')).toBe(
      'CONNECTED\nserver:x:1\n\n\u0000',
    );
    expect(serializeFrame('RECEIPT', [['receipt-id', '7']], '', '1.1')).toBe(
      'RECEIPT\nreceipt-id:7\n\n\u0000',
    );
    expect(serializeFrame('ERROR', [['message', 'Rău\nfoarte']], '', '1.0')).toBe(
      'ERROR\nmessage:Rău foarte\ncontent-length:0\n\n\u0000',
    );
  });
});

describe('the parser', () => {
  it('reads heart-beats, CRLF lines, split and joined frames', () => {
    const parser = new StompParser(1024);
    const items = parseAll(
      parser,
      '\n\r\nCONNECT\r\naccept-version:1.2\r\nhost:sandbox\r\n\r\n\u0000\nSUB',
      'SCRIBE\nid:0\ndestination:/user/topic/notifications\n\n\u0000DISCONNECT\n\n\u0000',
    );
    expect(items.map((item) => (item.kind === 'frame' ? item.frame.command : item.kind))).toEqual([
      'heart-beat',
      'heart-beat',
      'CONNECT',
      'heart-beat',
      'SUBSCRIBE',
      'DISCONNECT',
    ]);
    const connect = items[2];
    expect(connect?.kind === 'frame' && connect.frame.headers).toEqual([
      ['accept-version', '1.2'],
      ['host', 'sandbox'],
    ]);
  });

  it('unescapes once a version is agreed, but never in CONNECT', () => {
    const parser = new StompParser(1024);
    const [connect] = parseAll(parser, 'CONNECT\ntoken:a\\cb\n\n\u0000');
    expect(connect?.kind === 'frame' && connect.frame.headers).toEqual([['token', 'a\\cb']]);
    parser.version = '1.2';
    const [subscribe] = parseAll(parser, 'SUBSCRIBE\nid:ab\\cc\\nd\nid:second\n\n\u0000');
    expect(subscribe?.kind === 'frame' && subscribe.frame.headers).toEqual([
      ['id', 'ab:c\nd'],
      ['id', 'second'],
    ]);
  });

  it('reads a body of content-length octets, NULs included', () => {
    const parser = new StompParser(1024);
    const [frame] = parseAll(parser, 'SEND\ncontent-length:5\n\nă\u0000bc\u0000');
    expect(frame?.kind === 'frame' && [...frame.frame.body]).toEqual([0xc4, 0x83, 0x00, 0x62, 0x63]);
  });

  it('waits for the rest of a frame', () => {
    const parser = new StompParser(1024);
    expect(parseAll(parser, 'SEND\ncontent-length:3\n\nab')).toEqual([]);
    expect(parseAll(parser, 'c\u0000')).toHaveLength(1);
    expect(parseAll(parser, '\r')).toEqual([]);
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\u0000', 'Unknown command'],
    ['a header without a colon', 'SEND\nnocolon\n\n\u0000', 'Malformed frame'],
    ['a bad escape', 'SEND\nid:a\\tb\n\n\u0000', 'Malformed frame'],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\u0000', 'Malformed frame'],
    ['a body longer than its content-length', 'SEND\ncontent-length:1\n\nab\u0000', 'Malformed frame'],
    ['a CR alone', '\rX', 'Malformed frame'],
    ['a frame too large', `SEND\n\n${'x'.repeat(80)}\u0000`, 'Frame too large'],
    ['headers too large', `SEND\nx:${'y'.repeat(80)}`, 'Frame too large'],
    ['an endless body', `SEND\n\n${'y'.repeat(80)}`, 'Frame too large'],
    ['a content-length too large', 'SEND\ncontent-length:500\n\n', 'Frame too large'],
  ])('refuses %s', (_name, text, message) => {
    const parser = () => Object.assign(new StompParser(64), { version: '1.2' });
    expect(() => parseAll(parser(), text)).toThrow(StompProtocolError);
    expect(() => parseAll(parser(), text)).toThrow(message);
  });

  it('keeps the receipt of a frame it refuses', () => {
    const parser = new StompParser(1024);
    try {
      parseAll(parser, 'SEND\nreceipt:r-1\ncontent-length:x\n\n\u0000');
      expect.unreachable();
    } catch (error) {
      expect((error as StompProtocolError).receipt).toBe('r-1');
    }
  });
});
