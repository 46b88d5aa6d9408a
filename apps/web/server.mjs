#!/usr/bin/env node
/**
 * The portal's production server (`npm start`, the journeys, the benchmarks): react-router-serve's work
 * plus the security headers, plain 405s and TRUST_PROXY (ADR 0015); the guest-page cache answered first,
 * from stored chunks (ADR 0017, "Memory under load"); probes, drain, JSON logs and metrics for a fleet
 * (ADR 0060). Usage: node server.mjs build/server/index.js, in apps/web.
 */
import { readdirSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import compression from 'compression';
import express from 'express';
import { createLifecycle } from './server/lifecycle.mjs';
import { createMetrics } from './server/metrics.mjs';
import { bridgeConsole, createLogger, requestIdOf, requestLine } from './server/request-log.mjs';
import { createRouteIds } from './server/route-ids.mjs';

/**
 * V8's old generation may grow to HEAP_GROWING_PERCENT more than a full collection leaves before the
 * next one (ADR 0017, "Memory under load"). Left to itself, V8 picks a factor of up to 4 from how fast
 * old objects come compared with how fast it collects them, and on a machine with gigabytes of memory
 * it takes the whole 4 under load: 100 busy connections kept 40 MB alive and 100+ MB of dead objects
 * waiting for the next collection. This sets how much dead weight may wait, not a limit: the heap
 * still grows with what the server holds. `node --heap-growing-percent=N server.mjs` overrides it.
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg)))
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
// After NODE_ENV is set: React picks its production or development build when first loaded.
const { createRequestHandler, matchRoutes, RouterContextProvider } = await import('react-router');
const { createReadableStreamFromReadable } = await import('@react-router/node');

// Before the build loads: what its modules write to the console at load is a JSON line too.
let requestScope;
const logger = createLogger({
  level: process.env.LOG_LEVEL || 'info',
  requestId: () => requestScope?.getStore()?.requestId,
});
bridgeConsole(logger);

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const { securityHeaders, ALLOWED_METHODS, plainAnswer, pageCache, isDegraded, telemetry, contentCacheSize } =
  build.entry.module;
requestScope = build.entry.module.requestScope;
const clientDir = resolve(buildPath, '../../client');
const handle = createRequestHandler(build, process.env.NODE_ENV);
const routeIdOf = createRouteIds(build.routes, matchRoutes);

/** A number of seconds from the environment, in milliseconds (`fallback` when unset or not a number). */
function seconds(name, fallback) {
  const value = Number(process.env[name] || Number.NaN);
  return (Number.isFinite(value) && value >= 0 ? value : fallback) * 1000;
}

/** `1`, `2`… hops, `true`, or Express's names and addresses (`loopback`, `10.0.0.0/8`); off when unset. */
function trustProxy(raw) {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|yes|on)$/i.test(value)) return true;
  return value;
}

/** Sends one of the portal's plain answers (a web Response) through Express. */
async function send(res, answer) {
  res.status(answer.status);
  answer.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(await answer.text());
}

/** The URL React Router sees: what @react-router/express builds (protocol, host and port, path). */
function requestUrl(req) {
  const [, forwardedPort] = req.app.enabled('trust proxy')
    ? (req.get('X-Forwarded-Host')?.split(':') ?? [])
    : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value, 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href;
}

/** What the page cache reads of a request, from Node's own (its headers as Node combined them). */
function cacheView(req, url) {
  const header = (name) => {
    const value = req.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return { method: req.method, url, headers: { get: header, has: (name) => header(name) !== null } };
}

/** The request React Router sees: what @react-router/express builds (its URL, headers and abort signal). */
function webRequest(req, res, url) {
  const controller = new AbortController();
  let finished = false;
  res.on('finish', () => {
    finished = true;
  });
  res.on('close', () => {
    if (!finished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Writes a web Response through Express (and so through compression). */
async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) return response.body?.cancel();
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) return res.end();
  try {
    await pipeline(Readable.fromWeb(response.body), res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** A stored page written as it is: its head, then its chunks in one write (no copy of the page). */
function sendCached(res, { status, headers, body }) {
  res.status(status);
  for (const [name, value] of headers) res.setHeader(name, value);
  if (!body) return res.end();
  res.cork();
  for (const chunk of body) res.write(chunk);
  res.end();
}

/**
 * Guests' pages the cache holds, answered before compression and the static folders: written as
 * stored (already gzip, or plain to a browser that takes no gzip), logged like any page. A path the
 * static folders serve never gets here: the page handler never rendered it, so it is never stored.
 */
function cachedPages() {
  return (req, res, next) => {
    // The build's assets, most of a page's requests, are never pages: no lookup for them.
    if (req.path.startsWith('/assets/')) return next();
    let hit;
    try {
      hit = pageCache.lookup(cacheView(req, requestUrl(req)));
    } catch {
      // A request the page handler refuses too (a malformed host or path): it answers it.
    }
    if (!hit) return next();
    res.locals.page = 'hit';
    metrics?.countPage('hit');
    sendCached(res, hit);
  };
}

/** React Router's handler behind the guest-page cache; each request gets its own context. */
function pageHandler() {
  return async (req, res, next) => {
    res.locals.page = 'render';
    try {
      const request = webRequest(req, res, requestUrl(req));
      const response = await pageCache.handle(request, async () => {
        const context = new RouterContextProvider();
        return { response: await handle(request, context), degraded: () => isDegraded(context) };
      });
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A static handler asked only for paths whose first segment names an entry of its folder (read at
 * start: the build's client folder and `public` do not change while the server runs). A page's path
 * then costs no file lookups (before, each page request went through both folders: a stat, a send
 * stream and a 404 error object each).
 */
function staticFor(dir, options) {
  let names;
  try {
    names = new Set(readdirSync(dir));
  } catch {
    names = new Set();
  }
  const serve = express.static(dir, options);
  return (req, res, next) => {
    let path;
    try {
      path = posix.normalize(decodeURIComponent(req.path));
    } catch {
      return serve(req, res, next);
    }
    // What the static handler refuses itself (a way up, a null byte) keeps its answer.
    if (path.includes('..') || path.includes('\0')) return serve(req, res, next);
    // `/` is served by its index.html when there is one.
    const name = path.split('/').find(Boolean) ?? 'index.html';
    return names.has(name) ? serve(req, res, next) : next();
  };
}

/**
 * Each request runs in the build's request scope under its id (the load balancer's `x-request-id`, or
 * a new one), which its answer and the upstream calls it makes carry; when it ends, its duration goes
 * to the metrics and a page's (not a static file's) to the log.
 */
function requestTracking(metrics) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    res.once('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const page = res.locals.page;
      const route = page ? routeIdOf(req.path) : 'static';
      metrics?.observeRequest(route, req.method, res.statusCode, durationMs / 1000);
      if (!page) return;
      const { method, originalUrl } = req;
      const aborted = !res.writableFinished;
      const cache = page === 'hit' ? 'hit' : undefined;
      const line = {
        requestId,
        method,
        originalUrl,
        route,
        status: res.statusCode,
        durationMs,
        cache,
        aborted,
      };
      logger.info(requestLine(line), 'request');
    });
    requestScope.run({ requestId }, next);
  };
}

/**
 * The warm-up readiness waits for: `/` rendered once, as a guest, below 500. In process, on the
 * portal's own port as `localhost` (HOST may be a wildcard address no page is served on).
 */
async function warmUp() {
  const request = new Request(`http://localhost:${port}/`, { headers: { accept: 'text/html' } });
  const response = await requestScope.run({ requestId: `warm-up-${requestIdOf()}` }, () =>
    handle(request, new RouterContextProvider()),
  );
  await response.body?.cancel();
  return response.status < 500;
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const lifecycle = createLifecycle({
  warmUp,
  graceMs: seconds('SHUTDOWN_GRACE_SECONDS', 10),
  drainDelayMs: seconds('DRAIN_DELAY_SECONDS', 0),
  logger,
});

const metricsPort = process.env.METRICS_PORT?.trim();
const metrics = metricsPort
  ? createMetrics({ contentCacheSize, pageCacheSize: () => pageCache.size(), isReady: lifecycle.isReady })
  : undefined;
if (metrics) {
  telemetry.onContentOutcome = metrics.countContent;
  telemetry.onSharedError = metrics.countSharedError;
  telemetry.onPageOutcome = metrics.countPage;
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy(process.env.TRUST_PROXY));
app.set('etag', 'weak');

// Before anything else: every answer carries the security headers (added as its head is written,
// unless the pages' own headers already hold them), and unknown methods stop here.
app.use((req, res, next) => {
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}/`);
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithSecurityHeaders(...args) {
    for (const [name, value] of securityHeaders(url)) if (!res.hasHeader(name)) res.setHeader(name, value);
    return writeHead.apply(this, args);
  };
  if (ALLOWED_METHODS.includes(req.method)) return next();
  return send(res, plainAnswer(req.method === 'OPTIONS' ? 204 : 405));
});
// The load balancer's probes: neither logged nor timed (one every few seconds from each balancer).
app.get('/healthz', lifecycle.health);
app.get('/readyz', lifecycle.readiness);
app.use(requestTracking(metrics));
app.use(cachedPages());
app.use(compression());
app.use('/assets', express.static(resolve(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(staticFor(clientDir));
app.use(staticFor(resolve('public'), { maxAge: '1h' }));
app.all('*', pageHandler());
// A malformed escape in the path (`/%zz`) is a path nobody links to: 404, like any hostile path.
app.use((error, _req, res, next) => {
  if (!(error instanceof URIError) || res.headersSent) return next(error);
  return send(res, plainAnswer(404));
});

const onListen = () => logger.info(`[portal] http://${host ?? 'localhost'}:${port}`);
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
const metricsHost = process.env.METRICS_HOST?.trim() || '127.0.0.1';
const metricsServer = metrics && (await metrics.listen(Number(metricsPort), metricsHost));
if (metricsServer)
  logger.info(`[portal] metrics on http://${metricsHost}:${metricsServer.address().port}/metrics`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => lifecycle.drain(server, metricsServer ? [metricsServer] : []));
