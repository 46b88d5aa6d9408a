import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.mjs';

describe('metrics', () => {
  let server;
  afterEach(() => server?.close());

  it('serves the counters, cache sizes and default metrics at /metrics on its own port, nothing else', async () => {
    const metrics = createMetrics({
      contentCacheSize: () => ({ entries: 12, negative: 3 }),
      pageCacheSize: () => ({ entries: 4, bytes: 2048 }),
      isReady: () => true,
    });
    metrics.observeRequest('routes/home', 'GET', 200, 0.042);
    metrics.countContent('/api/v2/menus', 'fresh');
    metrics.countContent('/api/v2/menus', 'fresh');
    metrics.countContent('seo', 'budget-exceeded');
    metrics.countSharedError('timeout');
    metrics.countPage('hit');
    metrics.countPage('shared-hit');
    metrics.countPage('shared-hit');
    server = await metrics.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${server.address().port}`;
    const response = await fetch(`${base}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.05",route="routes/home",method="GET",status="200"} 1',
    );
    expect(text).toContain('portal_content_calls_total{endpoint="/api/v2/menus",outcome="fresh"} 2');
    expect(text).toContain('portal_content_calls_total{endpoint="seo",outcome="budget-exceeded"} 1');
    expect(text).toContain('portal_cache_entries{cache="content",tier="memory"} 12');
    expect(text).toContain('portal_cache_entries{cache="content-negative",tier="memory"} 3');
    expect(text).toContain('portal_cache_entries{cache="page",tier="memory"} 4');
    expect(text).toContain('portal_page_cache_bytes 2048');
    expect(text).toContain('portal_redis_errors_total{kind="timeout"} 1');
    expect(text).toContain('portal_page_cache_total{outcome="hit"} 1');
    expect(text).toContain('portal_page_cache_total{outcome="shared-hit"} 2');
    expect(text).toContain('portal_ready 1');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toContain('process_resident_memory_bytes');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});
