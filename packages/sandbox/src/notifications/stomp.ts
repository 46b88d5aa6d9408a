/**
 * STOMP frames (1.0, 1.1, 1.2) as a server reads and writes them: framing, content-length bodies,
 * heart-beat EOLs and the 1.1/1.2 header escapes, as the STOMP specification defines them. An unknown
 * escape is a protocol error; a repeated header keeps its first value.
 */

export type StompVersion = '1.0' | '1.1' | '1.2';

/** Newest first. */
export const STOMP_VERSIONS: readonly StompVersion[] = ['1.2', '1.1', '1.0'];

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

export interface StompFrame {
  command: ClientCommand;
  /** In the order received; `header()` answers the first of a name. */
  headers: [string, string][];
  body: Buffer;
}

export type ParsedItem = { kind: 'frame'; frame: StompFrame } | { kind: 'heart-beat' };

/** A frame the peer got wrong: the server answers an ERROR frame with this message and closes. */
export class StompProtocolError extends Error {
  constructor(
    message: string,
    readonly detail = '',
    /** The `receipt` of the offending frame, when it could be read. */
    readonly receipt: string | null = null,
  ) {
    super(message);
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** The first value of a header. */
export function header(frame: Pick<StompFrame, 'headers'>, name: string): string | undefined {
  return frame.headers.find(([key]) => key === name)?.[1];
}

const ESCAPES: Record<'1.1' | '1.2', Map<string, string>> = {
  '1.1': new Map([
    ['\\', '\\\\'],
    ['\n', '\\n'],
    [':', '\\c'],
  ]),
  '1.2': new Map([
    ['\\', '\\\\'],
    ['\r', '\\r'],
    ['\n', '\\n'],
    [':', '\\c'],
  ]),
};
const UNESCAPES: Record<'1.1' | '1.2', Map<string, string>> = {
  '1.1': new Map([...ESCAPES['1.1']].map(([raw, escaped]) => [escaped.slice(1), raw])),
  '1.2': new Map([...ESCAPES['1.2']].map(([raw, escaped]) => [escaped.slice(1), raw])),
};

/** 1.0 has no escaping: line breaks, which would end the header, become spaces. */
export function escapeHeader(value: string, version: StompVersion): string {
  if (version === '1.0') return value.replace(/[\r\n]/g, ' ');
  const table = ESCAPES[version];
  let out = '';
  for (const char of value) out += table.get(char) ?? char;
  return out;
}

/** Undoes the escaping; null when the text holds an escape the version does not define. */
export function unescapeHeader(text: string, version: StompVersion): string | null {
  if (version === '1.0') return text;
  const table = UNESCAPES[version];
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const raw = table.get(text[index + 1] ?? '');
    if (raw === undefined) return null;
    out += raw;
    index++;
  }
  return out;
}

/** A server frame as text (bodies are UTF-8 text: JSON and error details). */
export function serializeFrame(
  command: 'CONNECTED' | 'MESSAGE' | 'RECEIPT' | 'ERROR',
  headers: [string, string][],
  body: string,
  version: StompVersion,
): string {
  // CONNECTED is never escaped; before a version is agreed ERROR goes out as 1.0 does.
  const encode = (value: string) => (command === 'CONNECTED' ? value : escapeHeader(value, version));
  const lines = headers.map(([name, value]) => `${encode(name)}:${encode(value)}`);
  if (body !== '' || command === 'MESSAGE' || command === 'ERROR')
    lines.push(`content-length:${Buffer.byteLength(body)}`);
  return `${command}\n${lines.map((line) => `${line}\n`).join('')}\n${body}\u0000`;
}

/**
 * Reads frames from a byte stream. `next()` answers one item at a time, so the caller can switch the
 * version (and with it the header escaping) right after the CONNECT frame.
 */
export class StompParser {
  /** The agreed version; null before CONNECT (no unescaping). */
  version: StompVersion | null = null;
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
  }

  /** The next complete item, or null when more bytes are needed. Throws StompProtocolError. */
  next(): ParsedItem | null {
    const buffer = this.buffer;
    if (buffer.length === 0) return null;
    if (buffer[0] === LF) {
      this.buffer = buffer.subarray(1);
      return { kind: 'heart-beat' };
    }
    if (buffer[0] === CR) {
      if (buffer.length < 2) return null;
      if (buffer[1] !== LF) throw new StompProtocolError('Malformed frame', 'A CR not followed by LF.');
      this.buffer = buffer.subarray(2);
      return { kind: 'heart-beat' };
    }
    const lines: string[] = [];
    let start = 0;
    let bodyStart = -1;
    while (bodyStart < 0) {
      const end = buffer.indexOf(LF, start);
      if (end < 0) {
        if (buffer.length > this.maxFrameBytes) throw this.tooLarge();
        return null;
      }
      const line = buffer.toString('utf8', start, end > start && buffer[end - 1] === CR ? end - 1 : end);
      start = end + 1;
      if (line === '') bodyStart = start;
      else lines.push(line);
    }
    const [command = '', ...headerLines] = lines;
    if (!(CLIENT_COMMANDS as readonly string[]).includes(command))
      throw new StompProtocolError(
        'Unknown command',
        `The frame's command '${command}' is not a STOMP client command.`,
      );
    const escaped = this.version !== null && command !== 'CONNECT' && command !== 'STOMP';
    const headers: [string, string][] = [];
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon < 0)
        throw new StompProtocolError('Malformed frame', `The header line '${line}' has no colon.`);
      const name = escaped
        ? unescapeHeader(line.slice(0, colon), this.version as StompVersion)
        : line.slice(0, colon);
      const value = escaped
        ? unescapeHeader(line.slice(colon + 1), this.version as StompVersion)
        : line.slice(colon + 1);
      if (name === null || value === null)
        throw new StompProtocolError(
          'Malformed frame',
          `The header line '${line}' has an undefined escape sequence.`,
        );
      headers.push([name, value]);
    }
    const receipt = header({ headers }, 'receipt') ?? null;
    const lengthHeader = header({ headers }, 'content-length');
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d+$/.test(lengthHeader))
        throw new StompProtocolError(
          'Malformed frame',
          `content-length '${lengthHeader}' is not a number.`,
          receipt,
        );
      bodyEnd = bodyStart + Number(lengthHeader);
      if (bodyEnd + 1 > this.maxFrameBytes) throw this.tooLarge(receipt);
      if (buffer.length < bodyEnd + 1) return null;
      if (buffer[bodyEnd] !== NUL)
        throw new StompProtocolError(
          'Malformed frame',
          'The body is longer than its content-length.',
          receipt,
        );
    } else {
      bodyEnd = buffer.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) {
        if (buffer.length > this.maxFrameBytes) throw this.tooLarge(receipt);
        return null;
      }
    }
    if (bodyEnd + 1 > this.maxFrameBytes) throw this.tooLarge(receipt);
    this.buffer = buffer.subarray(bodyEnd + 1);
    return {
      kind: 'frame',
      frame: {
        command: command as ClientCommand,
        headers,
        body: Buffer.from(buffer.subarray(bodyStart, bodyEnd)),
      },
    };
  }

  private tooLarge(receipt: string | null = null): StompProtocolError {
    return new StompProtocolError(
      'Frame too large',
      `Frames are limited to ${this.maxFrameBytes} bytes.`,
      receipt,
    );
  }
}
