import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bridgeConsole, createLogger, redactUrl, requestIdOf, requestLine, scrub } from './request-log.mjs';

function capture() {
  const lines = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      );
      callback();
    },
  });
  return { lines, destination };
}

describe('request ids', () => {
  it("keeps the load balancer's id and makes one when there is none or it is not a sane one", () => {
    expect(requestIdOf('lb-7f3a.01')).toBe('lb-7f3a.01');
    expect(requestIdOf(['first', 'second'])).toBe('first');
    for (const header of [undefined, '', 'a b', '<script>', 'x'.repeat(129)])
      expect(requestIdOf(header)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('credentials never reach a line', () => {
  it('replaces credential-like query values in the logged URL', () => {
    expect(redactUrl('/api/preview/auth?secret=editor&to=/redirect/x')).toBe(
      '/api/preview/auth?secret=%5Bredacted%5D&to=%2Fredirect%2Fx',
    );
    expect(redactUrl('/x?sessionToken=abc&password=parola123&code=123456&lang=ro')).not.toMatch(
      /abc|parola123|123456/,
    );
    expect(redactUrl('/joc/book-of-ra?lang=en')).toBe('/joc/book-of-ra?lang=en');
  });

  it('scrubs name=value pairs, JSON fields and bearer tokens in free text', () => {
    const text = scrub(
      'cookie: gw_session=s3cr3t; idn_session=abc {"sessionToken":"tok-1","password":"parola123"} Authorization: Bearer eyJ.x-y',
    );
    for (const secret of ['s3cr3t', 'abc', 'tok-1', 'parola123', 'eyJ.x-y'])
      expect(text).not.toContain(secret);
    expect(scrub('[content] errors.failed-to-fetch-menu: HTTP 503')).toBe(
      '[content] errors.failed-to-fetch-menu: HTTP 503',
    );
  });
});

describe('the logger', () => {
  it('writes JSON lines with the level name and the current request id', () => {
    const { lines, destination } = capture();
    let current;
    const logger = createLogger({ requestId: () => current, destination });
    current = 'req-1';
    logger.info(
      requestLine({
        requestId: 'req-1',
        method: 'GET',
        originalUrl: '/?token=t',
        route: 'routes/home',
        status: 200,
        durationMs: 12.345,
      }),
      'request',
    );
    current = undefined;
    logger.warn('outside a request');
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: 'req-1',
      method: 'GET',
      url: '/?token=%5Bredacted%5D',
      route: 'routes/home',
      status: 200,
      ms: 12.3,
      msg: 'request',
    });
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'outside a request' });
    expect(lines[1]).not.toHaveProperty('reqId');
  });

  it("takes the console's lines, scrubbed, at their level", () => {
    const { lines, destination } = capture();
    const target = {};
    bridgeConsole(createLogger({ destination }), target);
    target.error('[game-access] failed for %s', 'secret=editor');
    target.warn(new Error('boom'));
    expect(lines[0]).toMatchObject({ level: 'error', msg: '[game-access] failed for secret=[redacted]' });
    expect(lines[1].level).toBe('warn');
    expect(lines[1].msg).toContain('Error: boom');
  });
});
