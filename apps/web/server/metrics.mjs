/**
 * The production server's Prometheus metrics (issue 43 item 7; ADR 0060): answers by route, content calls
 * and guest pages by cache outcome, Redis errors, cache sizes, readiness and Node's defaults. Served on a port of their
 * own (loopback by default), never on the public one.
 */
import { createServer } from 'node:http';
import client from 'prom-client';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ contentCacheSize, pageCacheSize, isReady }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestDuration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route id, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const contentCalls = new client.Counter({
    name: 'portal_content_calls_total',
    help: 'Content API calls by endpoint and how they were answered',
    labelNames: ['endpoint', 'outcome'],
    registers,
  });
  const pageCalls = new client.Counter({
    name: 'portal_page_cache_total',
    help: "Guests' cacheable pages by how the page cache answered them (hit, shared-hit, render, shared-invalid)",
    labelNames: ['outcome'],
    registers,
  });
  const sharedErrors = new client.Counter({
    name: 'portal_redis_errors_total',
    help: 'Calls to the shared tier in Redis that failed (kind=error) or went over their budget (kind=timeout)',
    labelNames: ['kind'],
    registers,
  });
  new client.Gauge({
    name: 'portal_cache_entries',
    help: 'Entries held by each cache, per tier',
    labelNames: ['cache', 'tier'],
    registers,
    collect() {
      const content = contentCacheSize();
      this.set({ cache: 'content', tier: 'memory' }, content.entries);
      this.set({ cache: 'content-negative', tier: 'memory' }, content.negative);
      this.set({ cache: 'page', tier: 'memory' }, pageCacheSize().entries);
    },
  });
  new client.Gauge({
    name: 'portal_page_cache_bytes',
    help: 'Bytes of page bodies held by the guest-page cache',
    registers,
    collect() {
      this.set(pageCacheSize().bytes);
    },
  });
  new client.Gauge({
    name: 'portal_ready',
    help: '1 while the readiness endpoint answers 200',
    registers,
    collect() {
      this.set(isReady() ? 1 : 0);
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requestDuration.observe({ route, method, status: String(status) }, seconds);
    },
    countContent(endpoint, outcome) {
      contentCalls.inc({ endpoint, outcome });
    },
    countPage(outcome) {
      pageCalls.inc({ outcome });
    },
    countSharedError(kind) {
      sharedErrors.inc({ kind });
    },
    /** The metrics' own HTTP server: `GET /metrics`, nothing else. Resolves once it listens. */
    listen(port, host) {
      const server = createServer(async (req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        try {
          const body = await registry.metrics();
          res.writeHead(200, { 'Content-Type': registry.contentType }).end(body);
        } catch (error) {
          res.writeHead(500).end(String(error));
        }
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
  };
}
