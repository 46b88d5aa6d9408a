import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, hasRedisServer, redisServer } from '../../../server/test-support';
import { createContentClient } from './content-client.server';
import { parseSharedPage } from './page-cache.server';
import { connectRedis, createRedisTier, decodeContentRecord } from './shared-tier.server';

if (!hasRedisServer)
  console.warn('[shared-tier test] redis-server is not installed: skipped (apt-get install redis-server)');

const quietLogger = () => ({ warn: vi.fn(), info: vi.fn() });

/** Waits until the tier's client is connected (before that, every call is a miss). */
async function connected(shared: ReturnType<typeof createRedisTier>) {
  await vi.waitFor(
    async () => {
      await shared.set('ping', { storedAt: 1, body: 1 }, 1000);
      expect(await shared.get('ping')).toBeDefined();
    },
    { timeout: 5000, interval: 50 },
  );
}

describe.skipIf(!hasRedisServer)('the Redis shared tier', () => {
  let port: number;
  let server: ReturnType<typeof redisServer>;

  beforeAll(async () => {
    port = await freePort(6440);
    server = redisServer(port);
    await server.start();
  });
  afterAll(() => server?.stop());

  function tier(
    extra: { onError?: (kind: 'error' | 'timeout') => void; logger?: ReturnType<typeof quietLogger> } = {},
  ) {
    return createRedisTier({
      url: `redis://127.0.0.1:${port}`,
      budgetMs: 50,
      prefix: `test:${Math.random()}:`,
      logger: extra.logger ?? quietLogger(),
      onError: extra.onError,
    });
  }

  it('stores records, and gives the refresh lock to one holder at a time', async () => {
    const shared = tier();
    await connected(shared);
    expect(await shared.lock('k', 1000)).toBe(true);
    expect(await shared.lock('k', 1000)).toBe(false);
    await shared.unlock('k');
    expect(await shared.lock('k', 1000)).toBe(true);
    await shared.set('menus', { storedAt: 5, body: ['a'] }, 10_000);
    await shared.set('gone', { storedAt: 6, body: null, notFound: true }, 10_000);
    expect(await shared.get('menus')).toEqual({ storedAt: 5, body: ['a'] });
    expect(await shared.get('gone')).toEqual({ storedAt: 6, body: null, notFound: true });
    expect(await shared.get('absent')).toBeUndefined();
    shared.close();
  });

  it("keeps each cache's records under its own prefix on one connection, read through its own check", async () => {
    const prefix = `test:${Math.random()}:`;
    const redis = connectRedis({ url: `redis://127.0.0.1:${port}`, budgetMs: 50, logger: quietLogger() });
    const content = redis.store(`${prefix}content:`, decodeContentRecord);
    const pages = redis.store(`${prefix}page:`, parseSharedPage);
    const page = {
      storedAt: 7,
      status: 200,
      headers: [['cache-control', 'public'] as [string, string]],
      body: '<p>',
    };
    await vi.waitFor(
      async () => {
        await pages.set('/', page, 10_000);
        expect(await pages.get('/')).toEqual(page);
      },
      { timeout: 5000, interval: 50 },
    );
    await content.set('/', { storedAt: 8, body: ['menu'] }, 10_000);
    expect(await content.get('/')).toEqual({ storedAt: 8, body: ['menu'] });
    expect(await pages.get('/')).toEqual(page);
    // Locks are per store too: the content's refresh of a key never holds up the page of that key.
    expect(await content.lock('/', 1000)).toBe(true);
    expect(await pages.lock('/', 1000)).toBe(true);
    // What another writer left there is a miss, never a record: not JSON, or not a page.
    const other = new Redis(`redis://127.0.0.1:${port}`);
    await other.set(`${prefix}page:/`, '<html>not json');
    await other.set(`${prefix}page:/x`, JSON.stringify({ ...page, status: 500 }));
    expect(await pages.get('/')).toBeUndefined();
    expect(await pages.get('/x')).toBeUndefined();
    other.disconnect();
    redis.close();
  });

  it('lets two processes share one upstream answer', async () => {
    const prefix = `test:${Math.random()}:`;
    const clients = [0, 1].map(() => {
      const fetch = vi.fn(async () => new Response(JSON.stringify(['menu'])));
      const shared = createRedisTier({
        url: `redis://127.0.0.1:${port}`,
        budgetMs: 50,
        prefix,
        logger: quietLogger(),
      });
      const client = createContentClient({
        baseUrl: 'http://content',
        ttlMs: 30_000,
        staleMs: 0,
        timeoutMs: 1000,
        fetch: fetch as unknown as typeof globalThis.fetch,
        shared,
      });
      return { client, fetch, shared };
    });
    for (const { shared } of clients) await connected(shared);
    const query = { locale: 'ro', status: 'published' };
    await vi.waitFor(async () => expect(await clients[0]?.client.get('/menus', query)).toEqual(['menu']));
    await vi.waitFor(async () => {
      // The write is not awaited by the first process: the second reads it once it landed.
      clients[1]?.client.clear();
      expect(await clients[1]?.client.get('/menus', query)).toEqual(['menu']);
      expect(clients[1]?.fetch).not.toHaveBeenCalled();
    });
    for (const { shared } of clients) shared.close();
  });

  it('counts a slow Redis as late calls (misses), not as an outage', async () => {
    const logger = quietLogger();
    const onError = vi.fn();
    const shared = tier({ logger, onError });
    await connected(shared);
    const other = new Redis(`redis://127.0.0.1:${port}`);
    void other.call('DEBUG', 'SLEEP', '0.3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    expect(await shared.get('menus')).toBeUndefined();
    expect(await shared.get('menus')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(250);
    expect(onError.mock.calls).toEqual([['timeout'], ['timeout']]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('over its 50 ms budget');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logger.info).not.toHaveBeenCalled();
    other.disconnect();
    shared.close();
  });

  it('takes a reply that came while a render held the event loop in a chain of immediates', async () => {
    const onError = vi.fn();
    const shared = tier({ onError });
    await connected(shared);
    await shared.set('menus', { storedAt: 1, body: ['m'] }, 10_000);
    const other = new Redis(`redis://127.0.0.1:${port}`);
    await other.ping();
    // Redis answers after about 100 ms; the process renders in two immediates of 70 and 200 ms (React's
    // chunks), so the 50 ms budget passes in the first and the reply comes in the second.
    void other.call('DEBUG', 'SLEEP', '0.1');
    const block = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    setImmediate(() => {
      block(70);
      setImmediate(() => block(200));
    });
    expect(await shared.get('menus')).toEqual({ storedAt: 1, body: ['m'] });
    expect(onError).not.toHaveBeenCalled();
    other.disconnect();
    shared.close();
  });

  it('answers a late lock with undefined and gives back the lock its late SET may have taken', async () => {
    const prefix = `test:${Math.random()}:`;
    const shared = createRedisTier({
      url: `redis://127.0.0.1:${port}`,
      budgetMs: 50,
      prefix,
      logger: quietLogger(),
    });
    await connected(shared);
    const other = new Redis(`redis://127.0.0.1:${port}`);
    void other.call('DEBUG', 'SLEEP', '0.3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await shared.lock('menus', 10_000)).toBeUndefined();
    // Once Redis is back: the SET was done, and so was the release sent after it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await other.get(`${prefix}lock:menus`)).toBeNull();
    expect(await shared.lock('menus', 10_000)).toBe(true);
    other.disconnect();
    shared.close();
  });

  it('costs no page while Redis is down: misses within the budget, one log line per outage, counted', async () => {
    const logger = quietLogger();
    const onError = vi.fn();
    const shared = tier({ logger, onError });
    await connected(shared);
    onError.mockClear();
    logger.warn.mockClear();
    logger.info.mockClear();
    await server.stop();
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      expect(await shared.get('menus')).toBeUndefined();
      expect(await shared.lock('menus', 1000)).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(10 * 50 + 200);
    expect(onError).toHaveBeenCalledTimes(10);
    expect(onError).toHaveBeenCalledWith('error');
    const outageLines = logger.warn.mock.calls.filter(([line]) => String(line).includes('Redis failed'));
    expect(outageLines).toHaveLength(1);
    await server.start();
    // It reconnects by itself (back-off) and says so once.
    await vi.waitFor(
      async () => {
        await shared.set('menus', { storedAt: 1, body: [] }, 1000);
        expect(await shared.get('menus')).toEqual({ storedAt: 1, body: [] });
      },
      { timeout: 8000, interval: 100 },
    );
    expect(logger.info).toHaveBeenCalledTimes(1);
    shared.close();
  }, 15_000);
});
