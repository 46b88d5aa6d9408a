import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isHostilePath,
  isSafeSegment,
  normalisePath,
  parseOrigins,
  pathFromSegments,
  redirectTarget,
  safeHref,
  safeLocalPath,
} from './redirect-targets.ts';

declare const URL: new (url: string, base?: string) => { origin: string; protocol: string };

const policy = { origin: 'https://casino.example.ro', allowedOrigins: ['https://sport.example.ro'] };

/** The hostile payloads the journeys try too (e2e/security.spec.ts), decoded as a router hands them over. */
const HOSTILE_SEGMENTS = [
  '../..//\t/evil.com',
  '\n',
  'a\r\nSet-Cookie: x=1',
  '\t',
  '\0',
  '..',
  '.',
  '//evil.com',
  '\\\\evil.com',
  'https://evil.com',
  '\u202e',
  'a/../../evil.com',
  'x'.repeat(201),
];

/** Where a browser goes for a Location header (WHATWG URL parsing, tabs and newlines dropped). */
function landing(location: string, from = 'https://casino.example.ro/redirect/x'): string {
  return new URL(location, from).origin;
}

describe('route segments of a redirect (issue 14 item 1)', () => {
  it.each(['super-weekend', 'noutati', 'GAME_123', 'joc.nou', 'ruletă', 'a b'])('%s is a segment', (slug) => {
    expect(isSafeSegment(slug)).toBe(true);
  });

  it.each(HOSTILE_SEGMENTS)('%j is refused', (slug) => {
    expect(isSafeSegment(slug)).toBe(false);
  });

  it('builds paths from encoded segments; a refused segment gives no path', () => {
    expect(pathFromSegments(['promotii', 'super weekend'])).toBe('/promotii/super%20weekend');
    expect(pathFromSegments(['promotii', 'ruletă'])).toBe('/promotii/ruletă'.replace('ă', '%C4%83'));
    expect(pathFromSegments(['promotii', '..'])).toBeNull();
  });

  it('a path built from any safe segments stays on the origin and reads back the same segments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const path = pathFromSegments(parts);
          if (!parts.every(isSafeSegment)) {
            expect(path).toBeNull();
            return;
          }
          expect(landing(path as string)).toBe('https://casino.example.ro');
          expect(
            (path as string)
              .slice(1)
              .split('/')
              .map((segment) => decodeURIComponent(segment)),
          ).toEqual(parts);
        },
      ),
    );
  });
});

describe('same-origin paths', () => {
  it.each([
    ['/toate-jocurile', '/toate-jocurile'],
    ['/promotii?x=1#top', '/promotii?x=1#top'],
    ['/a/./b/../c', '/a/c'],
    ['/preview/joc/ruletă', '/preview/joc/rulet%C4%83'],
  ])('%s is the path %s', (target, path) => {
    expect(safeLocalPath(target)).toBe(path);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/%09/evil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/a%0aLocation:%20x',
    '/\nx',
    'evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/%zz',
    `/${'a'.repeat(2048)}`,
    '',
  ])('%j is not one', (target) => {
    expect(safeLocalPath(target)).toBeNull();
  });

  it('whatever the input, an accepted path starts with one slash and a browser stays on the origin', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '%2f',
      '%5c',
      '%09',
      '%0a',
      '..',
      '.',
      'evil.com',
      ':',
      '?',
      '#',
      '@',
      'a',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')),
        fc.string(),
        (built, random) => {
          for (const target of [built, `/${built}`, random, `/${random}`]) {
            const path = safeLocalPath(target);
            if (path === null) continue;
            expect(path).toMatch(/^\/(?![/\\])/);
            expect(path).not.toMatch(/\p{Cc}/u);
            expect(landing(path)).toBe('https://casino.example.ro');
          }
        },
      ),
    );
  });
});

describe('redirect targets: same-origin paths or configured origins', () => {
  it('a path or an address on the portal itself is internal', () => {
    expect(redirectTarget('/toate-jocurile', policy)).toEqual({ href: '/toate-jocurile', internal: true });
    expect(redirectTarget('https://casino.example.ro/promotii?a=1', policy)).toEqual({
      href: '/promotii?a=1',
      internal: true,
    });
  });

  it('an address on a configured origin is external; any other origin is refused', () => {
    expect(redirectTarget('https://sport.example.ro/pariuri', policy)).toEqual({
      href: 'https://sport.example.ro/pariuri',
      internal: false,
    });
    expect(redirectTarget('https://evil.com/', policy)).toBeNull();
    expect(redirectTarget('https://sport.example.ro.evil.com/', policy)).toBeNull();
    expect(redirectTarget('http://sport.example.ro/', policy)).toBeNull();
  });

  it.each([
    'https://user:pass@sport.example.ro/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.com',
    '/\t/evil.com',
    'https://sport.example.ro/a\nb',
    'ftp://sport.example.ro/',
    null,
    undefined,
  ])('%j is refused', (target) => {
    expect(redirectTarget(target, policy)).toBeNull();
  });

  it('no accepted target takes a browser to an origin outside the policy', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string(), fc.webPath(), fc.constantFrom('https://sport.example.ro/x')),
        (target) => {
          const result = redirectTarget(target, policy);
          if (!result) return;
          expect([policy.origin, ...policy.allowedOrigins]).toContain(landing(result.href));
          expect(result.internal).toBe(landing(result.href) === policy.origin);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('origins come from addresses separated by commas or spaces; other entries are dropped', () => {
    expect(
      parseOrigins('https://a.example/x, http://b.example:8080  ftp://c.example nope https://a.example'),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parseOrigins(['https://a.example/x', ''])).toEqual(['https://a.example']);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});

describe('links from outside: http(s) only, internal on the portal’s own origin', () => {
  const origin = 'https://casino.example.ro';

  it.each([
    ['/promotii?x=1#a', { href: '/promotii?x=1#a', internal: true }],
    ['promotii', { href: '/promotii', internal: true }],
    ['https://casino.example.ro/furnizori', { href: '/furnizori', internal: true }],
    ['https://sport.example.ro/', { href: 'https://sport.example.ro/', internal: false }],
    ['https://evil.com/', { href: 'https://evil.com/', internal: false }],
    ['//evil.com/x', { href: 'https://evil.com/x', internal: false }],
    ['/\\evil.com', { href: 'https://evil.com/', internal: false }],
    ['https://casino.example.ro//evil.com', null],
    ['java\tscript:alert(1)', null],
    ['  javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['mailto:help@example.ro', null],
    ['http://[bad', null],
    [' ', null],
    [undefined, null],
  ])('%j is %j', (target, expected) => {
    expect(safeHref(target, origin)).toEqual(expected);
  });

  it('whatever the input, a link is http(s) and is internal exactly when it lands on the portal', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.webPath(),
          fc.string(),
          fc
            .tuple(
              fc.constantFrom('javascript:', 'data:', 'ftp://', 'https://', '//', '/\\', '/', ' ', '\t'),
              fc.string(),
            )
            .map(([prefix, rest]) => prefix + rest),
        ),
        (target) => {
          const link = safeHref(target, origin);
          if (!link) return;
          expect(new URL(link.href, `${origin}/a/b`).protocol).toMatch(/^https?:$/);
          expect(landing(link.href)).toBe(link.internal ? origin : new URL(link.href).origin);
          expect(link.internal).toBe(landing(link.href) === origin);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a redirect target is always a link too, and an internal one the same path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.webPath(), fc.string()), (target) => {
        const redirect = redirectTarget(target, policy);
        if (!redirect) return;
        const link = safeHref(target, policy.origin);
        expect(link?.internal).toBe(redirect.internal);
        if (redirect.internal) expect(link?.href).toBe(redirect.href);
      }),
      { numRuns: 300 },
    );
  });
});

describe('request paths', () => {
  it.each([
    ['/%70review/promotii', '/preview/promotii'],
    ['/preview/%2e%2e/promotii', '/promotii'],
    ['/%50review', '/Preview'],
    ['/joc/rulet%C4%83', '/joc/rulet%C4%83'],
    ['//preview', '/preview'],
    ['/.//', '/'],
    ['/..//evil.com', '/evil.com'],
    ['/', '/'],
  ])('%s is normalised to %s', (raw, normalised) => {
    expect(normalisePath(raw)).toBe(normalised);
  });

  it.each(['/%0a', '/%09/evil.com', '/a%00', '/%zz', '/\n'])('%j is hostile', (path) => {
    expect(isHostilePath(path)).toBe(true);
    expect(normalisePath(path)).toBeNull();
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const once = normalisePath(path === '' ? '/' : path);
        if (once !== null) expect(normalisePath(once)).toBe(once);
      }),
    );
  });
});
