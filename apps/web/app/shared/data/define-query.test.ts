import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { defineQuery, type QueryDefinition } from './define-query';
import { createDataClient, type QueryOptions } from './query-client';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

interface Shelf {
  codes: string[];
}

/** A definition whose fetcher needs a source its module does not import (as the gateway client). */
const shelfQuery = defineQuery({
  key: (name: string) => ['shelf', name],
  fetch: async (name, source: (name: string) => string[], _signal) => ({ codes: source(name) }),
  staleMs: 5_000,
  retry: 0,
});

describe('defineQuery', () => {
  it('loads through its fetcher with the sources given, under its key, with its policy', async () => {
    const client = createDataClient({ visibility: fakeVisibility().visibility, now: () => Date.now() });
    const source = vi.fn((name: string) => [`${name}-1`, `${name}-2`]);
    const load = shelfQuery.load('top', source);
    expect(load).toMatchObject({ key: ['shelf', 'top'], staleMs: 5_000, retry: 0 });
    expect(await client.fetch(load)).toEqual({ codes: ['top-1', 'top-2'] });
    expect(source).toHaveBeenCalledWith('top');
    // The watcher sees the same entry and never loads it.
    expect(client.getState(shelfQuery.watch('top')).data).toEqual({ codes: ['top-1', 'top-2'] });
    expect(shelfQuery.watch('other')).toEqual({ key: ['shelf', 'other'], enabled: false });
    client.watch(shelfQuery.watch('other'), vi.fn());
    await vi.runAllTimersAsync();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('binds the data type to the definition: a caller cannot pick another', () => {
    expectTypeOf(shelfQuery.watch('top')).toEqualTypeOf<QueryOptions<Shelf>>();
    expectTypeOf(shelfQuery).toExtend<QueryDefinition<string, Shelf, (name: string) => string[]>>();
    // @ts-expect-error the data is a Shelf, not a list of codes
    const wrong: QueryDefinition<string, string[], (name: string) => string[]> = shelfQuery;
    expect(wrong.key('top')).toEqual(['shelf', 'top']);
  });
});
