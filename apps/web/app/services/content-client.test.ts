import { describe, expect, it, vi } from 'vitest';
import { ContentRequestError, createContentClient } from './content-client';

function setup(responses: (() => Response | Promise<Response>)[], maxEntries?: number) {
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
    maxEntries,
  });
  return { client, fetch, advance: (ms: number) => (clock += ms) };
}

const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const query = { locale: 'ro', status: 'published' };

describe('content client cache', () => {
  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { client, fetch } = setup([json(['a']), json(['b']), json(['c']), json(['a2'])], 2);
    await client.get('/a', query);
    await client.get('/b', query);
    await client.get('/c', query);
    expect(await client.get('/c', query)).toEqual(['c']);
    expect(await client.get('/a', query)).toEqual(['a2']);
    expect(fetch).toHaveBeenCalledTimes(4);
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
