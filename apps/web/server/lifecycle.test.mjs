import { request } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle.mjs';

const logger = { info: () => {}, warn: () => {} };

/** An app with the probes, a page that answers when told to, and a fast one. */
async function start(options) {
  const exit = vi.fn();
  const lifecycle = createLifecycle({ graceMs: 2000, logger, exit, warmUp: async () => true, ...options });
  const releases = [];
  const app = express();
  app.get('/healthz', lifecycle.health);
  app.get('/readyz', lifecycle.readiness);
  app.get('/slow', (_req, res) => releases.push(() => res.send('slow done')));
  app.get('/fast', (_req, res) => {
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    res.send('fast');
  });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return { lifecycle, server, base, exit, releases };
}

/** A GET on its own keep-alive agent-less connection: status, body and whether the socket closed. */
function get(url, agent) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('health and readiness', () => {
  let server;
  afterEach(() => server?.closeAllConnections());

  it('is live at once, ready once the warm-up the first probe started answers well', async () => {
    let finish;
    const started = await start({ warmUp: () => new Promise((resolve) => (finish = resolve)) });
    server = started.server;
    expect((await get(`${started.base}/healthz`)).status).toBe(200);
    const first = await get(`${started.base}/readyz`);
    expect(first).toMatchObject({ status: 503, body: '{"status":"warming"}' });
    finish(true);
    await started.lifecycle.warmedUp();
    expect(await get(`${started.base}/readyz`)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    server.close();
  });

  it('tries the warm-up again at the next probe after a failed one', async () => {
    const warmUp = vi.fn().mockRejectedValueOnce(new Error('content down')).mockResolvedValue(true);
    const started = await start({ warmUp });
    server = started.server;
    await get(`${started.base}/readyz`);
    await started.lifecycle.warmedUp();
    expect((await get(`${started.base}/readyz`)).status).toBe(503);
    await started.lifecycle.warmedUp();
    expect((await get(`${started.base}/readyz`)).status).toBe(200);
    expect(warmUp).toHaveBeenCalledTimes(2);
    server.close();
  });
});

describe('drain', () => {
  it('answers 503 at once, finishes the request in flight, closes keep-alive connections and exits 0', async () => {
    const { lifecycle, server, base, exit, releases } = await start({ drainDelayMs: 200 });
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    await get(`${base}/readyz`);
    await lifecycle.warmedUp();
    // An idle keep-alive connection, and a request in flight on another.
    expect((await get(`${base}/fast`, agent)).body).toBe('fast');
    const slow = get(`${base}/slow`);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    const drained = lifecycle.drain(server);
    // During the drain delay the listener still answers, readiness 503, pages with Connection: close.
    expect((await get(`${base}/readyz`)).status).toBe(503);
    expect((await get(`${base}/fast`)).connection).toBe('close');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(get(`${base}/fast`)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();
    releases[0]();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
    await drained;
    expect(exit).toHaveBeenCalledWith(0);
    agent.destroy();
  });

  it('cuts what is left and exits 1 when the grace time ends first', async () => {
    const { lifecycle, server, base, exit, releases } = await start({ graceMs: 300 });
    const slow = get(`${base}/slow`).catch((error) => error);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    const started = Date.now();
    void lifecycle.drain(server);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await slow).toBeInstanceOf(Error);
  });
});
