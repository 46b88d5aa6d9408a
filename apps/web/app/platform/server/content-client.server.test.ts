import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ContentClientOptions,
  ContentRequestError,
  createContentClient,
  type SharedRecord,
  type SharedTier,
} from './content-client.server';

function setup(
  responses: (() => Response | Promise<Response>)[],
  maxEntries?: number,
  extra: Partial<ContentClientOptions> = {},
) {
  let clock = 0;
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  const client = createContentClient({
    baseUrl: 'http://content',
    ttlMs: 1000,
    staleMs: 5000,
    timeoutMs: 100,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => clock,
    // No jitter: the back-off is exactly 1 s, 2 s, 4 s…
    random: () => 1,
    backoffBaseMs: 1000,
    backoffMaxMs: 60_000,
    maxEntries,
    ...extra,
  });
  return { client, fetch, advance: (ms: number) => (clock += ms) };
}

const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const query = { locale: 'ro', status: 'published' };

describe('content client cache', () => {
  it('keeps at most maxEntries answers per kind, dropping the oldest', async () => {
    const { client, fetch } = setup([json(['a']), json(['b']), json(['c']), json(['a2'])], 2);
    const kind = { kind: 'pages' };
    await client.get('/a', query, kind);
    await client.get('/b', query, kind);
    await client.get('/c', query, kind);
    expect(await client.get('/c', query, kind)).toEqual(['c']);
    expect(await client.get('/a', query, kind)).toEqual(['a2']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('dates an answer from when it was asked for: a slow call does not lengthen its fresh time', async () => {
    const outcomes: string[] = [];
    let advance: (ms: number) => number = () => 0;
    const slow = () => {
      advance(400);
      return new Response(JSON.stringify(['a']));
    };
    const cache = setup([slow, json(['b'])], undefined, {
      onOutcome: (_kind, outcome) => outcomes.push(outcome),
    });
    advance = cache.advance;
    expect(await cache.client.get('/x', query)).toEqual(['a']);
    // 1 s after the call started (0.6 s after its answer came): stale, refreshed.
    cache.advance(600);
    expect(await cache.client.get('/x', query)).toEqual(['a']);
    expect(outcomes).toEqual(['miss', 'stale']);
    await vi.waitFor(() => expect(cache.fetch).toHaveBeenCalledTimes(2));
  });

  it('caches per path, locale and status, and serves a fresh answer without a request', async () => {
    const { client, fetch } = setup([json(['a']), json(['b']), json(['c'])]);
    expect(await client.get('/x', query)).toEqual(['a']);
    expect(await client.get('/x', query)).toEqual(['a']);
    expect(await client.get('/x', { locale: 'en', status: 'published' })).toEqual(['b']);
    expect(await client.get('/x', { locale: 'ro', status: 'draft' })).toEqual(['c']);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'http://content/x?locale=ro&status=published',
      'http://content/x?locale=en&status=published',
      'http://content/x?locale=ro&status=draft',
    ]);
  });

  it('keeps one request in flight per key', async () => {
    let release: (response: Response) => void = () => {};
    const { client, fetch } = setup([() => new Promise<Response>((resolve) => (release = resolve))]);
    const first = client.get('/x', query);
    const second = client.get('/x', query);
    release(new Response('[1]'));
    expect(await first).toEqual([1]);
    expect(await second).toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves the stale answer while one background request revalidates it', async () => {
    const { client, fetch, advance } = setup([json(['old']), json(['new'])]);
    await client.get('/x', query);
    advance(1500);
    expect(await client.get('/x', query)).toEqual(['old']);
    await vi.waitFor(async () => expect(await client.get('/x', query)).toEqual(['new']));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refetches once the stale window has passed', async () => {
    const { client, advance } = setup([json(['old']), json(['new'])]);
    await client.get('/x', query);
    advance(7000);
    expect(await client.get('/x', query)).toEqual(['new']);
  });

  it('never caches a failure, and keeps serving stale content when revalidation fails', async () => {
    const { client, advance } = setup([
      () => new Response('oops', { status: 503 }),
      json(['ok']),
      () => new Response('', { status: 500 }),
    ]);
    await expect(client.get('/x', query)).rejects.toBeInstanceOf(ContentRequestError);
    advance(1000);
    expect(await client.get('/x', query)).toEqual(['ok']);
    advance(1500);
    expect(await client.get('/x', query)).toEqual(['ok']);
  });

  it('reports malformed and empty bodies, and answers null for a 404', async () => {
    const { client } = setup([
      () => new Response('{not json', { status: 200 }),
      () => new Response('  ', { status: 200 }),
      () => new Response('missing', { status: 404 }),
    ]);
    await expect(client.get('/a', query)).rejects.toThrow('Malformed JSON');
    await expect(client.get('/b', query)).rejects.toThrow('Empty body');
    expect(await client.get('/c', query)).toBeNull();
  });
});

describe('content client resilience (issue 14)', () => {
  const list = (body: unknown) => (Array.isArray(body) ? (body as string[]) : undefined);

  it('checks an answer before caching it: a wrong shape is a failure and never replaces a good answer', async () => {
    const { client, advance, fetch } = setup([
      json({ not: 'a list' }),
      json(['good']),
      json({ wrong: true }),
    ]);
    await expect(client.get('/x', query, { parse: list })).rejects.toThrow('Wrong shape');
    advance(1000);
    expect(await client.get('/x', query, { parse: list })).toEqual(['good']);
    // The background refresh answers the wrong shape: the good answer stays.
    advance(1500);
    expect(await client.get('/x', query, { parse: list })).toEqual(['good']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    advance(5000);
    expect(await client.get('/x', query, { parse: list })).toEqual(['good']);
  });

  it('serves the last good answer when refreshes fail (stale-if-error), until that window ends', async () => {
    const fail = () => new Response('down', { status: 500 });
    const { client, advance } = setup([json(['good']), fail, fail, fail], undefined, {
      staleIfErrorMs: 60_000,
    });
    await client.get('/x', query);
    // Past the fresh and stale windows, the refresh fails: the last good answer, not an error.
    advance(10_000);
    expect(await client.get('/x', query)).toEqual(['good']);
    advance(20_000);
    expect(await client.get('/x', query)).toEqual(['good']);
    // Beyond stale-if-error the failure shows.
    advance(40_000);
    await expect(client.get('/x', query)).rejects.toBeInstanceOf(ContentRequestError);
  });

  it('backs off per key after a failure (exponential): no request until the back-off passes', async () => {
    const fail = () => new Response('down', { status: 503 });
    const { client, advance, fetch } = setup([fail, fail, json(['back'])]);
    await expect(client.get('/x', query)).rejects.toThrow('HTTP 503');
    // Within the first back-off (1 s) the failure is answered at once, without a request.
    await expect(client.get('/x', query)).rejects.toThrow('HTTP 503');
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1000);
    await expect(client.get('/x', query)).rejects.toThrow('HTTP 503');
    expect(fetch).toHaveBeenCalledTimes(2);
    // The second back-off is 2 s.
    advance(1500);
    await expect(client.get('/x', query)).rejects.toThrow('HTTP 503');
    expect(fetch).toHaveBeenCalledTimes(2);
    advance(500);
    expect(await client.get('/x', query)).toEqual(['back']);
    // Another key is not held back.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('unknown URLs cannot flush the cache: negative answers are bounded apart, per kind', async () => {
    const missing = () => new Response('', { status: 404 });
    const { client, fetch } = setup(
      [json(['games']), json({ redirect: '/a' }), ...Array.from({ length: 50 }, () => missing)],
      10,
      { maxNegativeEntries: 5 },
    );
    expect(await client.get('/games', query)).toEqual(['games']);
    expect(await client.get('/redirects', { ...query, path: '/known' }, { kind: 'redirects' })).toEqual({
      redirect: '/a',
    });
    for (let index = 0; index < 50; index += 1)
      expect(
        await client.get('/redirects', { ...query, path: `/unknown-${index}` }, { kind: 'redirects' }),
      ).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(52);
    // The good answers are still cached: no request.
    expect(await client.get('/games', query)).toEqual(['games']);
    expect(await client.get('/redirects', { ...query, path: '/known' }, { kind: 'redirects' })).toEqual({
      redirect: '/a',
    });
    // A recent negative answer is cached too.
    expect(
      await client.get('/redirects', { ...query, path: '/unknown-49' }, { kind: 'redirects' }),
    ).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(52);
  });

  it('tells the caller when its answer is a last good one, never for a fresh or revalidating answer', async () => {
    const fail = () => new Response('down', { status: 500 });
    const { client, advance } = setup([json(['good']), json(['newer']), fail], undefined, {
      staleIfErrorMs: 60_000,
    });
    const onStale = vi.fn();
    expect(await client.get('/x', query, { onStale })).toEqual(['good']);
    advance(2000);
    // Inside the stale-while-revalidate window: a normal answer, refreshed in the background.
    expect(await client.get('/x', query, { onStale })).toEqual(['good']);
    await vi.waitFor(async () => expect(await client.get('/x', query, { onStale })).toEqual(['newer']));
    expect(onStale).not.toHaveBeenCalled();
    // Past both windows the refresh fails: the last good answer, reported as such.
    advance(10_000);
    expect(await client.get('/x', query, { onStale })).toEqual(['newer']);
    expect(onStale).toHaveBeenCalledTimes(1);
    // While the key backs off, still the last good answer, still reported.
    expect(await client.get('/x', query, { onStale })).toEqual(['newer']);
    expect(onStale).toHaveBeenCalledTimes(2);
  });

  describe('budget of an optional call', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function slowSetup() {
      vi.useFakeTimers();
      const settles: ((response: Response) => void)[] = [];
      const fetch = vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            settles.push(resolve);
          }),
      );
      let clock = 0;
      const client = createContentClient({
        baseUrl: 'http://content',
        ttlMs: 1000,
        staleMs: 0,
        timeoutMs: 60_000,
        fetch: fetch as unknown as typeof globalThis.fetch,
        now: () => clock,
        random: () => 1,
      });
      const answer = (body: unknown) => settles.shift()?.(new Response(JSON.stringify(body)));
      return { client, fetch, answer, advance: (ms: number) => (clock += ms) };
    }

    it('fails with "Over budget" when nothing good is cached, and the late answer fills the cache', async () => {
      const { client, fetch, answer } = slowSetup();
      const first = client.get('/seo/x', query, { budgetMs: 800 });
      const checked = expect(first).rejects.toThrow('Over budget');
      await vi.advanceTimersByTimeAsync(800);
      await checked;
      answer({ title: 'late' });
      await vi.waitFor(async () =>
        expect(await client.get('/seo/x', query, { budgetMs: 800 })).toEqual({ title: 'late' }),
      );
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('serves the last good answer once the budget passes, without waiting for the slow refresh', async () => {
      const { client, answer, advance } = slowSetup();
      const onStale = vi.fn();
      const first = client.get('/seo/x', query, { budgetMs: 800, onStale });
      answer({ title: 'good' });
      expect(await first).toEqual({ title: 'good' });
      advance(5000);
      const second = client.get('/seo/x', query, { budgetMs: 800, onStale });
      await vi.advanceTimersByTimeAsync(800);
      expect(await second).toEqual({ title: 'good' });
      expect(onStale).toHaveBeenCalledTimes(1);
      answer({ title: 'newer' });
      await vi.waitFor(async () =>
        expect(await client.get('/seo/x', query, { budgetMs: 800 })).toEqual({ title: 'newer' }),
      );
    });
  });
});

describe('content client outcomes (the server counts them in its metrics)', () => {
  it('tells each call how it was answered: miss, fresh, stale, stale-if-error, error', async () => {
    const outcomes: string[] = [];
    let clock = 0;
    const responses = [json(['a']), () => new Response('', { status: 503 })];
    const client = createContentClient({
      baseUrl: 'http://content',
      ttlMs: 1000,
      staleMs: 1000,
      timeoutMs: 100,
      fetch: (async () => responses.shift()?.() ?? new Response('', { status: 503 })) as typeof fetch,
      now: () => clock,
      random: () => 1,
      onOutcome: (kind, outcome) => outcomes.push(`${kind} ${outcome}`),
    });
    await client.get('/menus', query);
    await client.get('/menus', query);
    clock += 1500;
    await client.get('/menus', query);
    await vi.waitFor(() => expect(responses).toHaveLength(0));
    clock += 1000;
    expect(await client.get('/menus', query)).toEqual(['a']);
    await expect(client.get('/other', query, { kind: 'seo' })).rejects.toThrow('HTTP 503');
    expect(outcomes).toEqual([
      '/menus miss',
      '/menus fresh',
      '/menus stale',
      '/menus stale-if-error',
      'seo error',
    ]);
    expect(client.size()).toEqual({ entries: 1, negative: 1 });
  });

  it('counts an optional call past its budget as budget-exceeded', async () => {
    vi.useFakeTimers();
    try {
      const outcomes: string[] = [];
      const client = createContentClient({
        baseUrl: 'http://content',
        ttlMs: 1000,
        staleMs: 0,
        timeoutMs: 60_000,
        fetch: (() => new Promise<Response>(() => {})) as typeof fetch,
        onOutcome: (_kind, outcome) => outcomes.push(outcome),
      });
      const call = client.get('/seo/x', query, { budgetMs: 800 });
      const checked = expect(call).rejects.toThrow('Over budget');
      await vi.advanceTimersByTimeAsync(800);
      await checked;
      expect(outcomes).toEqual(['budget-exceeded']);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A shared tier in memory, as Redis would be for the processes of a fleet. */
function memoryTier() {
  const records = new Map<string, SharedRecord>();
  const locks = new Set<string>();
  const tier: SharedTier = {
    get: async (key) => records.get(key),
    set: async (key, record) => {
      records.set(key, record);
    },
    lock: async (key) => {
      if (locks.has(key)) return false;
      locks.add(key);
      return true;
    },
    unlock: async (key) => {
      locks.delete(key);
    },
  };
  return { tier, records, locks };
}

describe('content client with a shared tier', () => {
  const parse = (body: unknown) => (Array.isArray(body) ? (body as string[]) : undefined);

  /** One process of a fleet: the shared tier and a clock common to all. */
  function processOf(
    tier: SharedTier,
    responses: (() => Response)[],
    clock: { t: number },
    extra: Partial<ContentClientOptions> = {},
  ) {
    const outcomes: string[] = [];
    const { client, fetch } = setup(responses, undefined, {
      now: () => clock.t,
      shared: tier,
      onOutcome: (_kind, outcome) => outcomes.push(outcome),
      ...extra,
    });
    return { client, fetch, outcomes };
  }

  it("serves another process's fresh answer without calling the content API", async () => {
    const { tier } = memoryTier();
    const clock = { t: 0 };
    const first = processOf(tier, [json(['menu'])], clock);
    const second = processOf(tier, [], clock);
    expect(await first.client.get('/menus', query, { parse })).toEqual(['menu']);
    expect(await second.client.get('/menus', query, { parse })).toEqual(['menu']);
    expect(second.fetch).not.toHaveBeenCalled();
    expect(second.outcomes).toEqual(['shared-hit']);
    expect(first.outcomes).toEqual(['miss']);
  });

  it('never serves a shared record of the wrong shape: it goes upstream and replaces it', async () => {
    const { tier, records } = memoryTier();
    const clock = { t: 0 };
    const proc = processOf(tier, [json(['good'])], clock);
    records.set('http://content/menus?locale=ro&status=published', { storedAt: 0, body: { not: 'a list' } });
    expect(await proc.client.get('/menus', query, { parse })).toEqual(['good']);
    expect(proc.outcomes).toEqual(['shared-invalid', 'miss']);
    expect(records.get('http://content/menus?locale=ro&status=published')?.body).toEqual(['good']);
  });

  it('serves the shared stale answer while another process holds the refresh lock', async () => {
    const { tier, locks } = memoryTier();
    const clock = { t: 0 };
    const first = processOf(tier, [json(['v1'])], clock);
    await first.client.get('/menus', query, { parse });
    clock.t = 2000;
    locks.add('http://content/menus?locale=ro&status=published');
    const late = processOf(tier, [json(['v2'])], clock);
    expect(await late.client.get('/menus', query, { parse })).toEqual(['v1']);
    expect(late.fetch).not.toHaveBeenCalled();
  });

  it("waits for the lock holder's answer instead of calling the content API, or takes the lock it frees", async () => {
    const { tier, records, locks } = memoryTier();
    const clock = { t: 0 };
    const key = 'http://content/menus?locale=ro&status=published';
    locks.add(key);
    // A content timeout (the longest wait) far above the holder's 60 ms, on however busy a host.
    const waiting = processOf(tier, [json(['mine'])], clock, { timeoutMs: 5000 });
    const answer = waiting.client.get('/menus', query, { parse });
    setTimeout(() => {
      records.set(key, { storedAt: 0, body: ['theirs'] });
      locks.delete(key);
    }, 60);
    expect(await answer).toEqual(['theirs']);
    expect(waiting.fetch).not.toHaveBeenCalled();
    expect(waiting.outcomes).toEqual(['shared-hit']);

    const other = 'http://content/other?locale=ro&status=published';
    locks.add(other);
    const next = processOf(tier, [json(['fetched'])], clock, { timeoutMs: 5000 });
    const own = next.client.get('/other', query, { parse });
    // The holder failed: it frees the lock without an answer.
    setTimeout(() => locks.delete(other), 60);
    expect(await own).toEqual(['fetched']);
    expect(next.fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps a shared answer's own time: it goes stale when the writer's does, not a TTL later", async () => {
    const { tier } = memoryTier();
    const clock = { t: 0 };
    const writer = processOf(tier, [json(['v1'])], clock);
    await writer.client.get('/menus', query, { parse });
    clock.t = 900;
    const reader = processOf(tier, [json(['v2'])], clock);
    expect(await reader.client.get('/menus', query, { parse })).toEqual(['v1']);
    clock.t = 1000;
    // The writer's answer is 1 s old: stale for the reader too, which refreshes it.
    expect(await reader.client.get('/menus', query, { parse })).toEqual(['v1']);
    expect(reader.outcomes).toEqual(['shared-hit', 'stale']);
    await vi.waitFor(() => expect(reader.fetch).toHaveBeenCalledTimes(1));
  });

  it('reads the tier again once it holds the lock: an answer written meanwhile is taken, not fetched', async () => {
    const { tier, records } = memoryTier();
    const clock = { t: 0 };
    const key = 'http://content/menus?locale=ro&status=published';
    const first = processOf(tier, [json(['v1'])], clock);
    await first.client.get('/menus', query, { parse });
    clock.t = 1500;
    // Another process wrote its refresh and freed the lock between this one's read and its lock.
    const racing: SharedTier = {
      ...tier,
      lock: async (lockKey, ttlMs) => {
        records.set(key, { storedAt: 1400, body: ['v2'] });
        return tier.lock(lockKey, ttlMs);
      },
    };
    const second = processOf(racing, [json(['v3'])], clock);
    expect(await second.client.get('/menus', query, { parse })).toEqual(['v2']);
    expect(second.fetch).not.toHaveBeenCalled();
    expect(second.outcomes).toEqual(['shared-hit']);
  });

  it('leaves the refresh to a holder when its lock comes late, unless it has nothing to serve', async () => {
    const { tier } = memoryTier();
    const clock = { t: 0 };
    const first = processOf(tier, [json(['v1'])], clock);
    await first.client.get('/menus', query, { parse });
    // Redis answers the lock too late to tell (the tier gave back what its SET may have taken).
    const late: SharedTier = { ...tier, lock: async () => undefined };
    // A content timeout of 2 s: waiting for a holder would take that long.
    const busy = setup([json(['v2'])], undefined, { now: () => clock.t, shared: late, timeoutMs: 2000 });
    await busy.client.get('/menus', query, { parse });
    clock.t = 1500;
    // Stale within stale-while-revalidate: served, no second call for the key.
    expect(await busy.client.get('/menus', query, { parse })).toEqual(['v1']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(busy.fetch).not.toHaveBeenCalled();
    // Nothing to serve: it calls the content API itself at once rather than wait.
    const started = Date.now();
    expect(await busy.client.get('/other', query, { parse })).toEqual(['v2']);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(busy.fetch).toHaveBeenCalledTimes(1);
  });

  it('three processes under load call the content API as often as one (issue 43 item 3)', async () => {
    vi.useFakeTimers();
    try {
      /** Upstream calls of `size` processes in 20 s: 6 clients, each asking 5 keys, then rendering. */
      async function callsOf(size: number) {
        const records = new Map<string, SharedRecord>();
        const locks = new Set<string>();
        // Redis on a busy host: a command reaches it 5 ms after it is sent, in order; its reply 5 ms later.
        const command = async <T>(run: () => T): Promise<T> => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          const result = run();
          await new Promise((resolve) => setTimeout(resolve, 5));
          return result;
        };
        const tier: SharedTier = {
          get: (key) => command(() => records.get(key)),
          set: (key, record) => command(() => void records.set(key, record)),
          lock: (key) => command(() => !locks.has(key) && Boolean(locks.add(key))),
          unlock: (key) => command(() => void locks.delete(key)),
        };
        // Times that vary as a busy host's do, the same in every run (a linear congruential generator).
        let seed = 43;
        const vary = (from: number, to: number) => {
          seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
          return from + (seed / 2 ** 31) * (to - from);
        };
        let calls = 0;
        const fetch = async () => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, vary(30, 90)));
          return new Response('["x"]');
        };
        const clients = Array.from({ length: size }, () =>
          createContentClient({
            baseUrl: 'http://content',
            ttlMs: 2000,
            staleMs: 10_000,
            timeoutMs: 1000,
            fetch: fetch as unknown as typeof globalThis.fetch,
            shared: tier,
          }),
        );
        const keys = ['/a', '/b', '/c', '/d', '/e'];
        const end = Date.now() + 20_000;
        let next = 0;
        const load = Array.from({ length: 6 }, async () => {
          while (Date.now() < end) {
            const client = clients[next++ % size] as (typeof clients)[number];
            await Promise.all(keys.map((key) => client.get(key, query)));
            await new Promise((resolve) => setTimeout(resolve, vary(5, 40)));
          }
        });
        await vi.advanceTimersByTimeAsync(21_000);
        await Promise.all(load);
        return calls;
      }
      const one = await callsOf(1);
      const three = await callsOf(3);
      expect(one).toBeGreaterThan(40);
      expect(three).toBeLessThanOrEqual(one * 1.1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a process started while the content API fails serves what the fleet had (stale-if-error)', async () => {
    const { tier } = memoryTier();
    const clock = { t: 0 };
    const before = processOf(tier, [json(['kept'])], clock);
    await before.client.get('/menus', query, { parse });
    clock.t = 3_600_000;
    const onStale = vi.fn();
    const started = processOf(tier, [], clock);
    expect(await started.client.get('/menus', query, { parse, onStale })).toEqual(['kept']);
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(started.outcomes).toEqual(['stale-if-error']);
    // Backing off, it keeps serving it without a call.
    expect(await started.client.get('/menus', query, { parse, onStale })).toEqual(['kept']);
    expect(started.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a 404 and a null answer (no redirect rule) as answers through the tier', async () => {
    const { tier } = memoryTier();
    const clock = { t: 0 };
    const noRule = (body: unknown) => (body && typeof body === 'object' ? null : undefined);
    const first = processOf(tier, [() => new Response('', { status: 404 }), json({ redirect: null })], clock);
    expect(await first.client.get('/seo/x', query)).toBeNull();
    expect(await first.client.get('/redirects', query, { parse: noRule })).toBeNull();
    const second = processOf(tier, [], clock);
    expect(await second.client.get('/seo/x', query)).toBeNull();
    expect(await second.client.get('/redirects', query, { parse: noRule })).toBeNull();
    expect(second.outcomes).toEqual(['shared-hit', 'shared-hit']);
  });
});
