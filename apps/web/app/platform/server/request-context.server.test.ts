import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import handleRequest, { handleDataRequest } from '../../entry.server';
import { contentContext, isDegraded, markDegraded, resolveContentContext } from './request-context.server';

/** A request's context as the root middleware leaves it. */
function requestContext(url = 'http://localhost/') {
  const context = new RouterContextProvider();
  context.set(contentContext, resolveContentContext(new Request(url), undefined));
  return context;
}

describe('the degraded flag of a request', () => {
  it('is set by content code through the context provider or the request content context', () => {
    const byProvider = requestContext();
    markDegraded(byProvider);
    expect(isDegraded(byProvider)).toBe(true);

    const byContent = requestContext();
    markDegraded(byContent.get(contentContext));
    expect(isDegraded(byContent)).toBe(true);
  });

  it('belongs to one request: another request, before or after, is not degraded', () => {
    const before = requestContext();
    const degraded = requestContext();
    markDegraded(degraded.get(contentContext));
    expect(isDegraded(before)).toBe(false);
    expect(isDegraded(requestContext())).toBe(false);
    // A request stopped before the root middleware (no content context) served nothing.
    expect(isDegraded(new RouterContextProvider())).toBe(false);
    expect(isDegraded(undefined)).toBe(false);
  });

  it('makes a degraded page and its data no-store, where a healthy one stays publicly cacheable', async () => {
    const page = async (context: RouterContextProvider) => {
      const headers = new Headers();
      // A HEAD answers with the page's headers without rendering it.
      const request = new Request('http://localhost/', { method: 'HEAD' });
      const response = await handleRequest(request, 200, headers, {} as never, context);
      return response.headers.get('Cache-Control');
    };
    const data = async (context: RouterContextProvider) => {
      const request = new Request('http://localhost/_root.data');
      const response = await handleDataRequest(new Response('[]'), { request, context, params: {} });
      return response.headers.get('Cache-Control');
    };
    const healthy = requestContext();
    expect(await page(healthy)).toMatch(/^public/);
    expect(await data(healthy)).toMatch(/^public/);

    const degraded = requestContext();
    markDegraded(degraded);
    expect(await page(degraded)).toBe('no-store');
    expect(await data(degraded)).toBe('no-store');
  });
});
