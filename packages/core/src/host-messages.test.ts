import { describe, expect, it } from 'vitest';
import {
  HOST_MESSAGE_MAX_LENGTH,
  HOST_MESSAGE_TYPES,
  HOST_TO_PORTAL_TYPES,
  hostLoginPlatform,
  hostOriginAllowed,
  isTokenLogin,
  PORTAL_TO_HOST_TYPES,
  parseHostMessage,
  parseHostToPortalMessage,
  parsePortalToHostMessage,
} from './host-messages.ts';
import { CROSS_FRAME_MESSAGE_TYPES } from './micro-frontends.ts';

describe('host messages', () => {
  it('cover the spec’s cross-frame types (the account site’s FTNCloseModal aside) and a logged-out event', () => {
    const types = [...HOST_TO_PORTAL_TYPES, ...PORTAL_TO_HOST_TYPES];
    expect(types).toEqual(Object.values(HOST_MESSAGE_TYPES));
    expect(CROSS_FRAME_MESSAGE_TYPES.filter((type) => type !== 'FTNCloseModal')).toEqual(
      types.filter((type) => type !== 'LOGGED_OUT'),
    );
  });

  it('parse a login with credentials, for either platform, trimming the username', () => {
    expect(parseHostMessage({ type: 'CASINO_LOGIN', username: ' demo ', password: 'parola123' })).toEqual({
      type: 'CASINO_LOGIN',
      username: 'demo',
      password: 'parola123',
    });
    const virtuals = parseHostMessage({
      type: 'VIRTUALS_LOGIN',
      username: 'demo',
      password: ' p a ',
      remember: true,
      source: 'partener',
    });
    expect(virtuals).toEqual({ type: 'VIRTUALS_LOGIN', username: 'demo', password: ' p a ', remember: true });
    if (virtuals?.type !== 'VIRTUALS_LOGIN') throw new Error('not a login');
    expect(hostLoginPlatform(virtuals)).toBe('virtual');
    expect(isTokenLogin(virtuals)).toBe(false);
  });

  it('parse a login with a token', () => {
    const message = parseHostMessage({ type: 'CASINO_LOGIN', username: 'demo', token: 'tmp_abc' });
    expect(message).toEqual({ type: 'CASINO_LOGIN', username: 'demo', token: 'tmp_abc' });
    if (message?.type !== 'CASINO_LOGIN') throw new Error('not a login');
    expect(isTokenLogin(message)).toBe(true);
    expect(hostLoginPlatform(message)).toBe('casino');
  });

  it('refuse malformed logins', () => {
    for (const data of [
      { type: 'CASINO_LOGIN', username: 'demo' },
      { type: 'CASINO_LOGIN', username: 'demo', password: 'x', token: 't' },
      { type: 'CASINO_LOGIN', username: '', password: 'x' },
      { type: 'CASINO_LOGIN', username: '   ', password: 'x' },
      { type: 'CASINO_LOGIN', username: 'demo', password: '' },
      { type: 'CASINO_LOGIN', username: 'demo', token: '' },
      { type: 'CASINO_LOGIN', username: 7, password: 'x' },
      { type: 'CASINO_LOGIN', username: 'demo', password: 123 },
      { type: 'CASINO_LOGIN', username: 'demo', password: 'x', remember: 'yes' },
      { type: 'CASINO_LOGIN', username: 'x'.repeat(65), password: 'x' },
      { type: 'casino_login', username: 'demo', password: 'x' },
      { username: 'demo', password: 'x' },
    ])
      expect(parseHostMessage(data), JSON.stringify(data)).toBeNull();
  });

  it('parse the logged-out event and what the portal posts back', () => {
    expect(parseHostMessage({ type: 'LOGGED_OUT', reason: 'host' })).toEqual({ type: 'LOGGED_OUT' });
    expect(parseHostMessage({ type: 'FTNPortalRendered', path: '/toate-jocurile?x=1' })).toEqual({
      type: 'FTNPortalRendered',
      path: '/toate-jocurile?x=1',
    });
    expect(
      parseHostMessage({ type: 'redirectURL', url: 'http://localhost:4000/account/autoexcludere' }),
    ).toEqual({ type: 'redirectURL', url: 'http://localhost:4000/account/autoexcludere' });
    expect(parseHostMessage({ type: 'openGame', gameCode: 'dragonul-de-jad', mode: 'demo' })).toEqual({
      type: 'openGame',
      gameCode: 'dragonul-de-jad',
      mode: 'demo',
    });
    expect(
      parseHostMessage({
        type: 'openGame',
        gameCode: 'dragonul-de-jad',
        mode: 'real',
        url: 'https://games.example.ro/launch/dragonul-de-jad?token=t',
      }),
    ).toMatchObject({ mode: 'real', url: 'https://games.example.ro/launch/dragonul-de-jad?token=t' });
  });

  it('refuse malformed portal messages and unsafe addresses', () => {
    for (const data of [
      { type: 'FTNPortalRendered' },
      { type: 'FTNPortalRendered', path: 'toate-jocurile' },
      { type: 'redirectURL' },
      { type: 'redirectURL', url: 'javascript:alert(1)' },
      { type: 'redirectURL', url: '/pagina/relativa' },
      { type: 'redirectURL', url: '//evil.example.com/' },
      { type: 'redirectURL', url: 'http://' },
      { type: 'openGame', gameCode: 'x' },
      { type: 'openGame', gameCode: '', mode: 'demo' },
      { type: 'openGame', gameCode: 'x', mode: 'fun' },
      { type: 'openGame', gameCode: 'x', mode: 'real', url: 'data:text/html,hi' },
      { type: 'FTNCloseModal' },
      { type: 'somethingElse' },
    ])
      expect(parseHostMessage(data), JSON.stringify(data)).toBeNull();
  });

  it('read JSON strings as native web views post them, and nothing else', () => {
    expect(parseHostMessage('{"type":"LOGGED_OUT"}')).toEqual({ type: 'LOGGED_OUT' });
    expect(
      parseHostMessage(JSON.stringify({ type: 'CASINO_LOGIN', username: 'nou', token: 'tmp_1' })),
    ).toEqual({ type: 'CASINO_LOGIN', username: 'nou', token: 'tmp_1' });
    const long = JSON.stringify({ type: 'LOGGED_OUT', padding: 'x'.repeat(HOST_MESSAGE_MAX_LENGTH) });
    for (const data of [
      'LOGGED_OUT',
      '{"type":',
      '[]',
      'null',
      long,
      null,
      undefined,
      42,
      [],
      ['LOGGED_OUT'],
    ])
      expect(parseHostMessage(data)).toBeNull();
  });

  it('split by direction', () => {
    const login = { type: 'CASINO_LOGIN', username: 'demo', password: 'parola123' };
    const rendered = { type: 'FTNPortalRendered', path: '/' };
    expect(parseHostToPortalMessage(login)).toEqual(login);
    expect(parseHostToPortalMessage({ type: 'LOGGED_OUT' })).toEqual({ type: 'LOGGED_OUT' });
    expect(parseHostToPortalMessage(rendered)).toBeNull();
    expect(parsePortalToHostMessage(rendered)).toEqual(rendered);
    expect(parsePortalToHostMessage(login)).toBeNull();
  });
});

describe('hostOriginAllowed', () => {
  const self = 'http://localhost:3000';

  it('allows the portal itself for self, and exact origins', () => {
    const sources = ["'self'", 'http://localhost:4000'];
    expect(hostOriginAllowed('http://localhost:3000', sources, self)).toBe(true);
    expect(hostOriginAllowed('http://localhost:4000', sources, self)).toBe(true);
    expect(hostOriginAllowed('http://127.0.0.1:4000', sources, self)).toBe(false);
    expect(hostOriginAllowed('http://localhost:4001', sources, self)).toBe(false);
    expect(hostOriginAllowed('https://localhost:4000', sources, self)).toBe(false);
  });

  it('understands none, star, schemes, wildcards, default and any ports', () => {
    expect(hostOriginAllowed('http://localhost:3000', ["'none'"], self)).toBe(false);
    expect(hostOriginAllowed('https://partener.example.ro', ['*'], self)).toBe(true);
    expect(hostOriginAllowed('https://partener.example.ro', ['https:'], self)).toBe(true);
    expect(hostOriginAllowed('http://partener.example.ro', ['https:'], self)).toBe(false);
    const wildcard = ['https://*.example.ro'];
    expect(hostOriginAllowed('https://a.b.example.ro', wildcard, self)).toBe(true);
    expect(hostOriginAllowed('https://example.ro', wildcard, self)).toBe(false);
    expect(hostOriginAllowed('https://evil-example.ro', wildcard, self)).toBe(false);
    expect(hostOriginAllowed('https://partener.example.ro', ['partener.example.ro'], self)).toBe(true);
    expect(hostOriginAllowed('http://partener.example.ro', ['partener.example.ro'], self)).toBe(true);
    expect(hostOriginAllowed('http://partener.example.ro:8080', ['partener.example.ro'], self)).toBe(false);
    expect(hostOriginAllowed('http://partener.example.ro:8080', ['partener.example.ro:*'], self)).toBe(true);
    expect(
      hostOriginAllowed('https://partener.example.ro', ['https://partener.example.ro:443/cale'], self),
    ).toBe(true);
  });

  it('never allows what is not an http(s) origin', () => {
    for (const origin of ['null', '', 'file://', 'http://localhost:4000/path', 'http://localhost:4000/'])
      expect(hostOriginAllowed(origin, ['*', "'self'", 'http://localhost:4000'], self), origin).toBe(false);
  });
});
