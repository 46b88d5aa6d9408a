import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CONCURRENT_ROUTE_PRELOADS,
  PAYLOAD_PREFETCH_DELAY_MS,
  PreloadQueue,
  payloadPrefetchDelay,
} from './prefetch.ts';

describe('payload prefetch (shell.md and catalogue.md section 9)', () => {
  it('waits 1 s after a link shows', () => {
    expect(PAYLOAD_PREFETCH_DELAY_MS).toBe(1000);
  });

  it.each([
    ['no Network Information API (Safari, Firefox)', undefined, 1000],
    ['4g', { effectiveType: '4g' }, 1000],
    ['3g', { effectiveType: '3g', saveData: false }, 1000],
    ['2g', { effectiveType: '2g' }, null],
    ['slow-2g', { effectiveType: 'slow-2g' }, null],
    ['data saver on 4g', { effectiveType: '4g', saveData: true }, null],
    ['data saver, type unknown', { saveData: true }, null],
  ])('%s: %s', (_name, connection, delay) => {
    expect(payloadPrefetchDelay(connection)).toBe(delay);
  });
});

describe('route preloads: at most 4 at once', () => {
  it('starts 4, holds the fifth until one settles', () => {
    expect(MAX_CONCURRENT_ROUTE_PRELOADS).toBe(4);
    const queue = new PreloadQueue();
    expect(['/a', '/b', '/c', '/d'].flatMap((key) => queue.request(key))).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.request('/e')).toEqual([]);
    expect(queue.active()).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.settle('/b')).toEqual(['/e']);
    expect(queue.active()).toEqual(['/a', '/c', '/d', '/e']);
  });

  it('preloads a page once: asking again while waiting, running or done does nothing', () => {
    const queue = new PreloadQueue(1);
    expect(queue.request('/a')).toEqual(['/a']);
    expect(queue.request('/b')).toEqual([]);
    expect(queue.request('/a')).toEqual([]);
    expect(queue.request('/b')).toEqual([]);
    expect(queue.settle('/a')).toEqual(['/b']);
    expect(queue.request('/a')).toEqual([]);
    expect(queue.settle('/b')).toEqual([]);
    expect(queue.active()).toEqual([]);
  });

  it('ignores a settle for a key not in flight', () => {
    const queue = new PreloadQueue(2);
    queue.request('/a');
    queue.request('/b');
    queue.request('/c');
    expect(queue.settle('/c')).toEqual([]);
    expect(queue.active()).toEqual(['/a', '/b']);
  });

  it('never runs more than the limit, and runs every key requested once all settle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.oneof(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g'), fc.constant('settle')), {
          maxLength: 60,
        }),
        (limit, steps) => {
          const queue = new PreloadQueue(limit);
          const started: string[] = [];
          const requested = new Set<string>();
          for (const step of steps) {
            if (step === 'settle') {
              const first = queue.active()[0];
              if (first) started.push(...queue.settle(first));
            } else {
              requested.add(step);
              started.push(...queue.request(step));
            }
            expect(queue.active().length).toBeLessThanOrEqual(limit);
          }
          while (queue.active().length > 0) started.push(...queue.settle(queue.active()[0] as string));
          expect([...started].sort()).toEqual([...requested].sort());
        },
      ),
    );
  });
});
