import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestScope, scopedFetch } from './request-scope.server';

describe('scopedFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch() {
    const calls: Headers[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Headers(init?.headers));
      return new Response('{}');
    });
    return calls;
  }

  it("passes the current request's id upstream as x-request-id, keeping the call's headers", async () => {
    const calls = stubFetch();
    await requestScope.run({ requestId: 'abc-123' }, () =>
      scopedFetch('http://content/api', { headers: { accept: 'application/json' } }),
    );
    expect(calls[0]?.get('x-request-id')).toBe('abc-123');
    expect(calls[0]?.get('accept')).toBe('application/json');
  });

  it('adds nothing outside a request, and never replaces an id the call set', async () => {
    const calls = stubFetch();
    await scopedFetch('http://content/api');
    await requestScope.run({ requestId: 'outer' }, () =>
      scopedFetch('http://content/api', { headers: { 'x-request-id': 'own' } }),
    );
    expect(calls[0]?.get('x-request-id')).toBeNull();
    expect(calls[1]?.get('x-request-id')).toBe('own');
  });
});
