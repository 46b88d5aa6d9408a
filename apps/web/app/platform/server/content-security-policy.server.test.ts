import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, originsOf } from './content-security-policy.server';
import { pagePolicy } from './http-headers.server';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy of a page', () => {
  const policy = directives(
    contentSecurityPolicy('abc123', {
      scripts: ['https://id.example.ro'],
      styles: ['https://mfe.example.ro'],
      images: ['https://assets.example.ro'],
      media: ['https://assets.example.ro'],
      connections: ['https://hub.example.ro', 'wss://broker.example.ro'],
      frames: ['https://games.example.com'],
      frameAncestors: "'self' https://app.example.ro",
    }),
  );

  it('runs only our own scripts, the inline ones of this answer and the configured origins', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", 'https://id.example.ro']);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('lists the configured origins per kind, a hub with its WebSocket twin, and keeps frame-ancestors', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://hub.example.ro',
      'wss://hub.example.ro',
      'wss://broker.example.ro',
      'https://broker.example.ro',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://games.example.com']);
    expect(policy.get('img-src')).toContain('https://assets.example.ro');
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://app.example.ro']);
  });

  it('takes origins only from absolute http(s) or ws(s) addresses', () => {
    expect(originOf('https://key@o1.ingest.sentry.io/42')).toBe('https://o1.ingest.sentry.io');
    expect(
      originsOf([
        '/relative',
        'javascript:alert(1)',
        null,
        'http://localhost:4000/a',
        'http://localhost:4000/b',
      ]),
    ).toEqual(['http://localhost:4000']);
  });

  it('gives the portal a nonce of its own per answer and the sandbox origins by default', () => {
    const page = directives(pagePolicy('n1'));
    expect(page.get('script-src')).toEqual(["'self'", "'nonce-n1'", 'http://localhost:4000']);
    expect(page.get('frame-src')).toEqual(["'self'", 'http://localhost:4000']);
    expect(page.get('connect-src')).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
  });
});
