import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, GUEST_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './http-headers.server';
import {
  type CacheRequest,
  createPageCache,
  deflatePart,
  gzipChunks,
  gzipJoin,
  isShareable,
  type PageOutcome,
  packed,
  pageCacheKey,
  parseSharedPage,
  type Rendered,
  type SharedPage,
} from './page-cache.server';
import type { SharedStore } from './shared-store.server';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Request {
  return new Request(`http://localhost${path}`, { method, headers: { 'user-agent': PHONE, ...headers } });
}

/** A page as the entry renders it: the nonce in its policy and in its inline scripts. */
function page(
  body: string,
  init: { status?: number; headers?: Record<string, string>; nonce?: string } = {},
) {
  const nonce = init.nonce ?? 'rendered-nonce-0123456789';
  return new Response(`<script nonce="${nonce}">${body}</script>`, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': GUEST_CACHE_CONTROL,
      'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}'`,
      ...init.headers,
    },
  });
}

/** A render function counting its calls; each call answers what `answer` gives for that call. */
function renderer(answer: (call: number) => Response, degraded = () => false) {
  let calls = 0;
  const render = async (): Promise<Rendered> => ({ response: answer(++calls), degraded });
  return { render, calls: () => calls };
}

function cache(now = { t: 0 }, nonces = ['fresh-nonce-aaaaaaaaaaaa', 'fresh-nonce-bbbbbbbbbbbb']) {
  let n = 0;
  return createPageCache({
    ttlMs: 30_000,
    maxEntries: 3,
    maxBytes: 1_000_000,
    now: () => now.t,
    nonce: () => nonces[n++ % nonces.length] ?? 'x',
  });
}

describe('which requests the guest-page cache may answer', () => {
  it('keys a guest GET or HEAD by origin, path, query and crawler or browser', () => {
    expect(pageCacheKey(get('/toate-jocurile?sort=az'))).toBe(
      'http://localhost/toate-jocurile?sort=az browser',
    );
    expect(pageCacheKey(get('/', {}, 'HEAD'))).toBe('http://localhost/ browser');
    expect(pageCacheKey(get('/', { 'user-agent': CRAWLER }))).toBe('http://localhost/ bot');
    expect(pageCacheKey(get('/', { cookie: 'cookie_consent=all; _ga=GA1.1; _ga_X1=1; _gcl_au=1' }))).toBe(
      'http://localhost/ browser',
    );
  });

  it.each([
    ['a logged-in player (gateway session)', get('/', { cookie: 'gw_session=abc' })],
    ['a returning player (keep-alive hint)', get('/', { cookie: 'cookie_consent=all; keep-alive=1' })],
    ['a language chosen by cookie', get('/', { cookie: 'locale=en' })],
    ['a language chosen by lang', get('/?lang=ro')],
    ['an editor (preview access)', get('/', { cookie: 'preview_access=x' })],
    ['a game password granted', get('/joc/x', { cookie: 'game_access=x' })],
    ['a cookie nobody declared', get('/', { cookie: 'anything=1' })],
    ['an Authorization header', get('/', { authorization: 'Bearer x' })],
    ['a preview page', get('/preview/furnizori')],
    ['a preview page in disguise', get('/%70review/furnizori')],
    ['drafts asked for', get('/toate-jocurile.data?status=draft')],
    ['a resource of the portal', get('/api/catalog')],
    ['a POST', get('/joc/x', {}, 'POST')],
  ])('never answers %s from the cache', (_what, request) => {
    expect(pageCacheKey(request)).toBeNull();
  });

  it.each([
    ['a private answer', page('x', { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })],
    ['a degraded (no-store) answer', page('x', { headers: { 'Cache-Control': 'no-store' } })],
    ['a 500', page('x', { status: 500, headers: { 'Cache-Control': 'no-store' } })],
    ['a 404 that is not public', page('x', { status: 404, headers: { 'Cache-Control': 'no-store' } })],
    ['a redirect', page('x', { status: 302, headers: { Location: '/x' } })],
    ['an answer setting a cookie', page('x', { headers: { 'Set-Cookie': 'locale=en' } })],
    ['an answer varying on a header', page('x', { headers: { Vary: 'User-Agent' } })],
  ])('never shares %s', (_what, response) => {
    expect(isShareable(response)).toBe(false);
  });
});

describe('the guest-page cache', () => {
  it('renders a guest page once and serves it to the next guests, each with a nonce of its own', async () => {
    const pages = cache();
    const { render, calls } = renderer(() => page('lobby'));
    const first = await pages.handle(get('/'), render);
    expect(await first.text()).toBe('<script nonce="rendered-nonce-0123456789">lobby</script>');
    const second = await pages.handle(get('/'), render);
    const third = await pages.handle(get('/', { cookie: 'cookie_consent=all' }), render);
    expect(calls()).toBe(1);
    expect(await second.text()).toBe('<script nonce="fresh-nonce-aaaaaaaaaaaa">lobby</script>');
    expect(second.headers.get('Content-Security-Policy')).toBe(
      "script-src 'self' 'nonce-fresh-nonce-aaaaaaaaaaaa'",
    );
    expect(await third.text()).toBe('<script nonce="fresh-nonce-bbbbbbbbbbbb">lobby</script>');
    expect(third.headers.get('Cache-Control')).toBe(GUEST_CACHE_CONTROL);
    // A HEAD gets the headers of the stored page, without its body.
    const head = await pages.handle(get('/', {}, 'HEAD'), render);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(calls()).toBe(1);
  });

  it("never serves a player's page to a guest, nor a guest's to a player", async () => {
    const pages = cache();
    const player = renderer(() =>
      page('Welcome back, Ana', { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } }),
    );
    await pages.handle(get('/', { cookie: 'gw_session=ana' }), player.render);
    const guest = renderer(() => page('guest lobby'));
    expect(await (await pages.handle(get('/'), guest.render)).text()).toContain('guest lobby');
    // Even a private answer to a request that looked like a guest's is not kept.
    const surprise = renderer(() =>
      page('personal', { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } }),
    );
    await pages.handle(get('/promotii'), surprise.render);
    expect(await (await pages.handle(get('/promotii'), guest.render)).text()).toContain('guest lobby');
    // The player asks again: rendered for them, not the guest's copy.
    await pages.handle(get('/', { cookie: 'gw_session=ana' }), player.render);
    expect(player.calls()).toBe(2);
    expect(pages.size().entries).toBe(2);
  });

  it('never stores a page marked degraded, even when the mark came while its body streamed', async () => {
    const pages = cache();
    let degraded = false;
    let calls = 0;
    // The mark arrives as the body is read: a fallback served inside a streamed part of the page.
    const render = async (): Promise<Rendered> => {
      calls++;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          degraded = true;
          controller.enqueue(new TextEncoder().encode('lobby without its jackpots'));
          controller.close();
        },
      });
      const response = page('');
      return { response: new Response(body, { headers: response.headers }), degraded: () => degraded };
    };
    expect(await (await pages.handle(get('/'), render)).text()).toBe('lobby without its jackpots');
    await (await pages.handle(get('/'), render)).text();
    expect(calls).toBe(2);
    expect(pages.size().entries).toBe(0);
  });

  it('serves a page for the content TTL, then renders it again', async () => {
    const now = { t: 0 };
    const pages = cache(now);
    const { render, calls } = renderer((call) => page(`render ${call}`));
    await pages.handle(get('/'), render);
    now.t = 29_999;
    expect(await (await pages.handle(get('/'), render)).text()).toContain('render 1');
    now.t = 30_000;
    expect(await (await pages.handle(get('/'), render)).text()).toContain('render 2');
    expect(calls()).toBe(2);
  });

  it('renders a key once while guests wait for it, and lets them render when it cannot be shared', async () => {
    const pages = cache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow = async (): Promise<Rendered> => {
      calls++;
      await gate;
      return { response: page('lobby'), degraded: () => false };
    };
    const answers = [
      pages.handle(get('/'), slow),
      pages.handle(get('/'), slow),
      pages.handle(get('/'), slow),
    ];
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.text()));
    expect(calls).toBe(1);
    expect(bodies.every((body) => body.includes('lobby'))).toBe(true);

    const failing = renderer(() => page('error', { status: 500, headers: { 'Cache-Control': 'no-store' } }));
    const statuses = await Promise.all([
      pages.handle(get('/x'), failing.render),
      pages.handle(get('/x'), failing.render),
    ]);
    expect(statuses.map((answer) => answer.status)).toEqual([500, 500]);
    expect(failing.calls()).toBe(2);
  });

  it('holds at most its number of entries, the least recently used leaving first', async () => {
    const pages = cache();
    const { render, calls } = renderer((call) => page(`render ${call}`));
    for (const path of ['/a', '/b', '/c']) await pages.handle(get(path), render);
    await pages.handle(get('/a'), render);
    await pages.handle(get('/d'), render);
    expect(pages.size().entries).toBe(3);
    expect(calls()).toBe(4);
    await pages.handle(get('/a'), render);
    expect(calls()).toBe(4);
    await pages.handle(get('/b'), render);
    expect(calls()).toBe(5);
  });

  it('keeps 404s apart: unknown URLs never evict the pages', async () => {
    const pages = cache();
    const lobby = renderer(() => page('lobby'));
    await pages.handle(get('/'), lobby.render);
    const missing = renderer(() =>
      page('Page not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } }),
    );
    for (let i = 0; i < 20; i++) await pages.handle(get(`/nu-exista-${i}`), missing.render);
    await pages.handle(get('/nu-exista-19'), missing.render);
    expect(missing.calls()).toBe(20);
    expect((await pages.handle(get('/'), lobby.render)).status).toBe(200);
    expect(lobby.calls()).toBe(1);
  });

  it('answers a browser that takes gzip with a gzip stream of the page and its fresh nonce', async () => {
    const pages = cache();
    const { render } = renderer(() => page('<p>ăîșț</p>'.repeat(500)));
    await pages.handle(get('/'), render);
    const answer = await pages.handle(get('/', { 'accept-encoding': 'gzip, deflate, br' }), render);
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(body).toBe(`<script nonce="fresh-nonce-aaaaaaaaaaaa">${'<p>ăîșț</p>'.repeat(500)}</script>`);
    // No gzip asked for (or refused): the plain page.
    const plain = await pages.handle(get('/', { 'accept-encoding': 'gzip;q=0, br' }), render);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('fresh-nonce-bbbbbbbbbbbb');
  });
});

/**
 * A shared tier in memory, as Redis is for the processes of a fleet: records kept as JSON and read
 * back through `parseSharedPage`, a lock per key, and a count of the writes.
 */
function memoryPages() {
  const records = new Map<string, string>();
  const locks = new Set<string>();
  const writes: string[] = [];
  const tier: SharedStore<SharedPage> = {
    get: async (key) => {
      const raw = records.get(key);
      return raw === undefined ? undefined : parseSharedPage(JSON.parse(raw));
    },
    set: async (key, record) => {
      writes.push(key);
      records.set(key, JSON.stringify(record));
    },
    lock: async (key) => !locks.has(key) && Boolean(locks.add(key)),
    unlock: async (key) => {
      locks.delete(key);
    },
  };
  return { tier, records, locks, writes };
}

/** One process of a fleet: its own memory over the shared tier, a clock common to all. */
function processOf(tier: SharedStore<SharedPage>, clock: { t: number }, extra = {}) {
  const outcomes: PageOutcome[] = [];
  const pages = createPageCache({
    ttlMs: 30_000,
    maxEntries: 3,
    maxBytes: 1_000_000,
    now: () => clock.t,
    nonce: () => 'fresh-nonce-cccccccccccc',
    shared: tier,
    sharedWaitMs: 1000,
    onOutcome: (outcome) => outcomes.push(outcome),
    ...extra,
  });
  return { pages, outcomes };
}

const LOBBY_KEY = 'http://localhost/ browser';

describe('the guest-page cache over a shared tier (a fleet)', () => {
  it("serves another process's page without a render, with a nonce of its own, until the writer's copy expires", async () => {
    const { tier, writes } = memoryPages();
    const clock = { t: 0 };
    const first = processOf(tier, clock);
    const second = processOf(tier, clock);
    const { render, calls } = renderer(() => page('lobby'));
    await (await first.pages.handle(get('/'), render)).text();
    expect(writes).toEqual([LOBBY_KEY]);
    clock.t = 20_000;
    const shared = await second.pages.handle(get('/'), render);
    expect(await shared.text()).toBe('<script nonce="fresh-nonce-cccccccccccc">lobby</script>');
    expect(shared.headers.get('Content-Security-Policy')).toBe(
      "script-src 'self' 'nonce-fresh-nonce-cccccccccccc'",
    );
    expect(shared.headers.get('Cache-Control')).toBe(GUEST_CACHE_CONTROL);
    expect(calls()).toBe(1);
    expect(second.outcomes).toEqual(['shared-hit']);
    // Now in its memory: the next guest's answer is a lookup, with gzip as from its own renders.
    const chunks = second.pages.lookup(get('/', { 'accept-encoding': 'gzip' }));
    expect(gunzipSync(Buffer.concat(chunks?.body ?? [])).toString()).toContain('lobby');
    // The writer's copy is 30 s old at 30 s: the second process renders then, not 30 s after it read.
    clock.t = 30_000;
    expect(second.pages.lookup(get('/'))).toBeNull();
    await (await second.pages.handle(get('/'), render)).text();
    expect(calls()).toBe(2);
    expect(second.outcomes).toEqual(['shared-hit', 'render']);
  });

  it("renders a page once in the fleet: a process without the lock waits for the holder's page", async () => {
    const { tier } = memoryPages();
    const clock = { t: 0 };
    const first = processOf(tier, clock);
    const second = processOf(tier, clock);
    let finish: () => void = () => {};
    const slow = renderer(() => page('lobby'));
    const render = async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return slow.render();
    };
    const rendering = first.pages.handle(get('/'), render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = second.pages.handle(get('/'), render);
    setTimeout(() => finish(), 120);
    expect(await (await rendering).text()).toContain('lobby');
    expect(await (await waiting).text()).toContain('lobby');
    expect(slow.calls()).toBe(1);
    expect(second.outcomes).toEqual(['shared-hit']);
  });

  it('reads the tier again once it holds the lock: a page written meanwhile is served, not rendered', async () => {
    const { tier, records } = memoryPages();
    const clock = { t: 1000 };
    // Another process wrote the page and freed the lock between this one's read and its lock.
    const racing: SharedStore<SharedPage> = {
      ...tier,
      lock: async (key) => {
        const { body, headers } = {
          body: '<p>theirs</p>',
          headers: [['cache-control', GUEST_CACHE_CONTROL]],
        };
        records.set(key, JSON.stringify({ storedAt: 900, status: 200, headers, body }));
        return tier.lock(key, 10_000);
      },
    };
    const proc = processOf(racing, clock);
    const { render, calls } = renderer(() => page('mine'));
    expect(await (await proc.pages.handle(get('/'), render)).text()).toBe('<p>theirs</p>');
    expect(calls()).toBe(0);
  });

  it('renders itself when the holder writes nothing (a degraded page), or keeps the lock past the wait', async () => {
    const { tier, locks, writes } = memoryPages();
    const clock = { t: 0 };
    const first = processOf(tier, clock);
    const second = processOf(tier, clock);
    let degraded = true;
    const { render, calls } = renderer(
      () => page('lobby'),
      () => degraded,
    );
    const [a, b] = await Promise.all([
      first.pages.handle(get('/'), render),
      second.pages.handle(get('/'), render),
    ]);
    expect(await a.text()).toContain('lobby');
    expect(await b.text()).toContain('lobby');
    expect(calls()).toBe(2);
    expect(writes).toEqual([]);
    // A holder that died with the lock: the wait ends, the page is rendered, written and served.
    degraded = false;
    locks.add('http://localhost/furnizori browser');
    const started = Date.now();
    expect(await (await second.pages.handle(get('/furnizori'), render)).text()).toContain('lobby');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(writes).toEqual(['http://localhost/furnizori browser']);
  });

  it.each([
    ['a private page', { headers: [['cache-control', PRIVATE_CACHE_CONTROL]] }],
    [
      'a page setting a cookie',
      {
        headers: [
          ['cache-control', GUEST_CACHE_CONTROL],
          ['set-cookie', 'a=b'],
        ],
      },
    ],
    [
      'a page varying on a header',
      {
        headers: [
          ['cache-control', GUEST_CACHE_CONTROL],
          ['vary', 'Cookie'],
        ],
      },
    ],
    [
      'a header that is not one',
      {
        headers: [
          ['cache-control', GUEST_CACHE_CONTROL],
          ['bad name', 'x'],
        ],
      },
    ],
    ['a page from the future', { storedAt: 3_600_000 }],
    ['a page larger than an entry may be', { body: 'x'.repeat(200_000) }],
    ['a 404', { status: 404 }],
    ['a body that is not text', { body: 42 }],
    ['headers that are not pairs', { headers: { 'cache-control': GUEST_CACHE_CONTROL } }],
    ['a record without its time', { storedAt: 'now' }],
  ])(
    'never serves %s from the shared tier: it renders the page and writes it over',
    async (_what, change) => {
      const { tier, records } = memoryPages();
      const clock = { t: 10_000 };
      const proc = processOf(tier, clock, { maxEntryBytes: 100_000 });
      records.set(
        LOBBY_KEY,
        JSON.stringify({
          storedAt: 5000,
          status: 200,
          headers: [['cache-control', GUEST_CACHE_CONTROL]],
          body: '<p>from Redis</p>',
          ...change,
        }),
      );
      const { render, calls } = renderer(() => page('rendered'));
      expect(await (await proc.pages.handle(get('/'), render)).text()).toContain('rendered');
      expect(calls()).toBe(1);
      expect(JSON.parse(records.get(LOBBY_KEY) ?? '{}').body).toContain('rendered');
    },
  );

  it('keeps 404s and degraded pages out of the shared tier, and serves from memory while it fails', async () => {
    const { tier, writes } = memoryPages();
    const clock = { t: 0 };
    const proc = processOf(tier, clock);
    const notFound = renderer(() =>
      page('none', { status: 404, headers: { 'Cache-Control': cacheControlFor('/nu-exista', 404) } }),
    );
    await (await proc.pages.handle(get('/nu-exista'), notFound.render)).text();
    // Kept in its memory all the same.
    await (await proc.pages.handle(get('/nu-exista'), notFound.render)).text();
    expect(notFound.calls()).toBe(1);
    const degraded = renderer(
      () => page('lobby'),
      () => true,
    );
    await (await proc.pages.handle(get('/'), degraded.render)).text();
    expect(writes).toEqual([]);
    // A failing tier (Redis down): every read a miss, every lock granted, every write lost.
    const failing: SharedStore<SharedPage> = {
      get: async () => undefined,
      set: async () => {},
      lock: async () => true,
      unlock: async () => {},
    };
    const alone = processOf(failing, clock);
    const { render, calls } = renderer(() => page('lobby'));
    await (await alone.pages.handle(get('/'), render)).text();
    expect(await (await alone.pages.handle(get('/'), render)).text()).toContain('lobby');
    expect(calls()).toBe(1);
  });
});

describe('a stored answer handed to the server as it is (lookup)', () => {
  /** The server's view of Node's request: its headers as Node combined them, no web Request. */
  function view(path: string, headers: Record<string, string> = {}, method = 'GET'): CacheRequest {
    const all: Record<string, string> = { 'user-agent': PHONE, ...headers };
    const get = (name: string) => all[name.toLowerCase()] ?? null;
    return { method, url: `http://localhost${path}`, headers: { get, has: (name) => get(name) !== null } };
  }

  it('is the stored page as chunks with a fresh nonce, the same bytes as the web answer', async () => {
    const pages = cache();
    const { render, calls } = renderer(() => page('<p>ăîșț</p>'.repeat(500)));
    expect(pages.lookup(view('/'))).toBeNull();
    await pages.handle(get('/'), render);
    const hit = pages.lookup(view('/', { 'accept-encoding': 'gzip, deflate, br' }));
    expect(hit?.status).toBe(200);
    const headers = new Map(hit?.headers);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-fresh-nonce-aaaaaaaaaaaa'");
    const body = Buffer.concat(hit?.body ?? []);
    expect(headers.get('content-length')).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(
      `<script nonce="fresh-nonce-aaaaaaaaaaaa">${'<p>ăîșț</p>'.repeat(500)}</script>`,
    );
    // Without gzip: the stored parts around the nonce; a HEAD: the head only.
    const plain = pages.lookup(view('/'));
    expect(Buffer.concat(plain?.body ?? []).toString()).toContain('nonce="fresh-nonce-bbbbbbbbbbbb"');
    expect(new Map(plain?.headers).has('content-encoding')).toBe(false);
    expect(pages.lookup(view('/', {}, 'HEAD'))?.body).toBeNull();
    expect(calls()).toBe(1);
  });

  it('never answers what the key refuses: a personal cookie, a POST, another page', async () => {
    const pages = cache();
    await pages.handle(get('/'), renderer(() => page('lobby')).render);
    expect(pages.lookup(view('/', { cookie: 'cookie_consent=all; gw_session=ana' }))).toBeNull();
    expect(pages.lookup(view('/', {}, 'POST'))).toBeNull();
    expect(pages.lookup(view('/promotii'))).toBeNull();
    expect(pages.lookup(view('/', { cookie: 'cookie_consent=all' }))?.status).toBe(200);
  });

  it('keeps a page in two buffers of their exact size (its parts, and its parts deflated)', async () => {
    const pages = cache();
    await pages.handle(get('/'), renderer(() => page('<p>ăîșț</p>'.repeat(500))).render);
    /** The buffer most of an answer's chunks are views of, and what those views add up to. */
    const stored = (encoding: string) => {
      const chunks = pages.lookup(view('/', { 'accept-encoding': encoding }))?.body ?? [];
      const byBuffer = new Map<ArrayBufferLike, number>();
      for (const chunk of chunks)
        byBuffer.set(chunk.buffer, (byBuffer.get(chunk.buffer) ?? 0) + chunk.length);
      const [buffer, viewed] = [...byBuffer].sort((a, b) => b[1] - a[1])[0] ?? [];
      return { buffer, viewed };
    };
    const plain = stored('identity');
    const gzip = stored('gzip');
    // The page as rendered: its parts, and the nonce it was rendered with between them (not sent).
    expect(plain.buffer?.byteLength).toBe((plain.viewed ?? 0) + 'rendered-nonce-0123456789'.length);
    expect(gzip.buffer?.byteLength).toBe(gzip.viewed);
    // What the byte bound counts is what the entry holds.
    expect(pages.size().bytes).toBe((plain.buffer?.byteLength ?? 0) + (gzip.buffer?.byteLength ?? 0));
  });

  it('writes the stored deflated parts themselves, not a copy per answer', async () => {
    const plain = ['<head>', 'x'.repeat(70_000)].map((part) => Buffer.from(part));
    const deflated = plain.map(deflatePart);
    const chunks = gzipChunks(deflated, plain, Buffer.from('NONCE'));
    expect(chunks).toContain(deflated[0]);
    expect(chunks).toContain(deflated[1]);
  });
});

describe('parts packed into one buffer', () => {
  it('are the same bytes, as views of one buffer of their exact size', () => {
    const parts = ['<head>', '', 'ț'.repeat(3000), 'x'].map((part) => Buffer.from(part));
    const views = packed(parts);
    expect(views.map((view) => view.toString())).toEqual(parts.map((part) => part.toString()));
    expect(new Set(views.map((view) => view.buffer)).size).toBe(1);
    expect(views[0]?.buffer.byteLength).toBe(6 + 6000 + 1);
  });
});

describe('a gzip stream joined around a separator', () => {
  it.each([[['only one part']], [['', '']], [['<head>', '</head><body>', 'x'.repeat(70_000), '']]])(
    'is the parts joined by the separator, for %#',
    (parts) => {
      const plain = parts.map((part) => Buffer.from(part));
      const joined = gzipJoin(plain.map(deflatePart), plain, Buffer.from('NONCE+/='));
      expect(gunzipSync(joined).toString()).toBe(parts.join('NONCE+/='));
    },
  );
});
