import type { WebMessage } from '@casino/core/schemas';
import { WEB_MESSAGE_DISMISSAL_MS } from '@casino/core/web-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DismissalStorage, parseDismissals } from './dismissal-storage';
import { fetchWebMessages, safeMessageUrl, webMessagesUrl } from './web-messages-api';
import { createWebMessagesStore, nextWebMessageChange } from './web-messages-store';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

const message = (id: string, priority: number, start = -HOUR, end: number | null = null): WebMessage => ({
  id,
  title: `Mesaj ${id}`,
  text: 'Text',
  start: iso(start),
  end: end === null ? null : iso(end),
  priority,
  url: null,
});

function memoryStorage(initial: Record<string, number> = {}) {
  let saved: Record<string, number> = initial;
  const storage: DismissalStorage = {
    read: () => saved,
    write: vi.fn((dismissals) => {
      saved = { ...dismissals };
    }),
  };
  return { storage, saved: () => saved };
}

function setup(messages: WebMessage[], initial: Record<string, number> = {}) {
  const load = vi.fn(async (): Promise<readonly WebMessage[]> => messages);
  const memory = memoryStorage(initial);
  const store = createWebMessagesStore({ load, storage: memory.storage });
  return { store, load, ...memory };
}

const ids = (store: ReturnType<typeof setup>['store']) => store.getSnapshot().messages.map((item) => item.id);

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createWebMessagesStore', () => {
  it('fetches on the first subscriber and shows messages in their window by priority', async () => {
    const { store, load } = setup([
      message('low', 1),
      message('high', 9),
      message('future', 5, HOUR),
      message('over', 7, -2 * HOUR, -HOUR),
    ]);
    expect(ids(store)).toEqual([]);
    store.subscribe(vi.fn());
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(ids(store)).toEqual(['high', 'low']);
  });

  it('shows a message when its start passes and hides it at its end', async () => {
    const { store } = setup([message('soon', 1, 10 * 60_000, 20 * 60_000)]);
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(store)).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 1);
    expect(ids(store)).toEqual(['soon']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(ids(store)).toEqual([]);
  });

  it('remembers a dismissal for 12 hours, in storage', async () => {
    const { store, saved } = setup([message('a', 2), message('b', 1)]);
    const listener = vi.fn();
    store.subscribe(listener);
    await vi.advanceTimersByTimeAsync(0);
    store.dismiss('a');
    expect(ids(store)).toEqual(['b']);
    expect(saved()).toEqual({ a: NOW });
    await vi.advanceTimersByTimeAsync(WEB_MESSAGE_DISMISSAL_MS - 1);
    expect(ids(store)).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(store)).toEqual(['a', 'b']);
  });

  it('honours dismissals stored by an earlier visit', async () => {
    const { store } = setup([message('a', 2), message('b', 1)], { a: NOW - HOUR, b: NOW - 13 * HOUR });
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(store)).toEqual(['b']);
  });

  it('flags a failed fetch and clears the flag when retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, load } = setup([message('a', 1)]);
    load.mockRejectedValueOnce(new Error('HTTP 500')).mockRejectedValueOnce(new Error('HTTP 500'));
    const listener = vi.fn();
    store.subscribe(listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toEqual({ messages: [], failed: true });
    expect(await store.retry()).toBe(false);
    expect(await store.retry()).toBe(true);
    expect(store.getSnapshot().failed).toBe(false);
    expect(ids(store)).toEqual(['a']);
  });

  it('keeps the snapshot stable when nothing visible changes and stops its timer when unsubscribed', async () => {
    const { store } = setup([message('a', 1, -HOUR, 3 * HOUR)]);
    const leave = store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    const before = store.getSnapshot();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(store.getSnapshot()).toBe(before);
    leave();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('nextWebMessageChange', () => {
  it('is the nearest start, end or dismissal expiry after now', () => {
    expect(nextWebMessageChange([message('a', 1, HOUR, 2 * HOUR)], {}, NOW)).toBe(NOW + HOUR + 1);
    expect(nextWebMessageChange([message('a', 1, -HOUR, 2 * HOUR)], {}, NOW)).toBe(NOW + 2 * HOUR);
    expect(nextWebMessageChange([message('a', 1)], { a: NOW - HOUR }, NOW)).toBe(NOW + 11 * HOUR);
    expect(nextWebMessageChange([message('a', 1)], {}, NOW)).toBeNull();
  });
});

describe('web messages API and storage', () => {
  it('asks for the platform, locale and status and drops malformed messages', async () => {
    const url = webMessagesUrl('http://content', 'CasinoMobile', 'ro', 'published');
    expect(url).toBe('http://content/webmessages?target=CasinoMobile&locale=ro&status=published');
    const fetcher = vi.fn(async () => new Response(JSON.stringify([message('a', 1), { id: 'broken' }])));
    expect((await fetchWebMessages(url, fetcher as unknown as typeof fetch)).map((item) => item.id)).toEqual([
      'a',
    ]);
    const failing = vi.fn(async () => new Response('', { status: 500 }));
    await expect(fetchWebMessages(url, failing as unknown as typeof fetch)).rejects.toThrow('HTTP 500');
  });

  it('reads only a map of id to time from storage', () => {
    expect(parseDismissals('{"a":1,"b":"x","c":null}')).toEqual({ a: 1 });
    expect(parseDismissals('[1]')).toEqual({});
    expect(parseDismissals('nope')).toEqual({});
    expect(parseDismissals(null)).toEqual({});
  });

  it('follows only http(s) links and paths on this site', () => {
    expect(safeMessageUrl('/promotii/bonus')).toBe('/promotii/bonus');
    expect(safeMessageUrl('https://example.ro/a')).toBe('https://example.ro/a');
    expect(safeMessageUrl('javascript:alert(1)')).toBeNull();
    // Protocol-relative is an external http(s) link, never mistaken for a path of this site.
    expect(safeMessageUrl('//other.example')).toBe('http://other.example/');
    expect(safeMessageUrl(null)).toBeNull();
  });
});
