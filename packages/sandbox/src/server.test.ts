import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from '@casino/core/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from './server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
const app = createSandbox({
  dataDir,
  dbFile: ':memory:',
  games: 300,
  liveGames: 30,
  corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
});
let games: Game[] = [];

beforeAll(async () => {
  await app.ready();
  games = (await app.inject({ url: '/games/no-files' })).json();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const addFault = (fault: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__sandbox/faults', payload: fault });

describe('faults', () => {
  it('answers a status N times, then normally', async () => {
    const created = await addFault({ path: '/providers', status: 503, times: 2 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ path: '/providers', status: 503, remaining: 2 });
    expect((await app.inject({ url: '/providers' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/providers?locale=en' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/providers' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__sandbox/faults' })).json()).toEqual([]);
  });

  it('delays an answer', async () => {
    await addFault({ path: '/globalsettings', delayMs: 150 });
    const start = performance.now();
    const response = await app.inject({ url: '/globalsettings' });
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('currency');
  });

  it('answers a malformed or empty body', async () => {
    await addFault({ path: '/api/categories', body: 'malformed' });
    const malformed = await app.inject({ url: '/api/categories' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(malformed.body)).toThrow();

    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    await addFault({ path: '/api/categories', body: 'empty', status: 200 });
    const empty = await app.inject({ url: '/api/categories' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
  });

  it('matches regular expressions and methods, and lists and clears faults', async () => {
    await addFault({ path: '/^\\/api\\/layouts\\/(menus|submenu)$/', status: 500 });
    await addFault({ path: '/__sandbox', status: 500 });
    await addFault({ path: '/carousels', method: 'post', status: 418 });
    expect((await app.inject({ url: '/api/layouts/menus' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/api/layouts/submenu?locale=ro' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/api/layouts' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/carousels' })).statusCode).toBe(200);
    const listed = (await app.inject({ url: '/__sandbox/faults' })).json() as {
      hits: number;
      method?: string;
    }[];
    expect(listed).toHaveLength(3);
    expect(listed[0]!.hits).toBe(2);
    expect(listed[2]!.method).toBe('POST');
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/faults' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/layouts/menus' })).statusCode).toBe(200);
  });

  it('is cleared by reset, rejects invalid faults, and keeps CORS headers', async () => {
    await addFault({ path: '/', status: 502 });
    const faulted = await app.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(faulted.statusCode).toBe(502);
    expect(faulted.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(faulted.headers['access-control-allow-credentials']).toBe('true');
    await app.inject({
      method: 'POST',
      url: '/__sandbox/reset',
      headers: { 'content-type': 'application/json' },
    });
    expect((await app.inject({ url: '/health' })).json()).toEqual({ ok: true });
    for (const bad of [
      {},
      { path: '/x' },
      { path: '/x', status: 42 },
      { path: '/x', body: 'nope' },
      { path: '/x', status: 500, times: 0 },
    ])
      expect((await addFault(bad)).statusCode).toBe(400);
  });
});

describe('CORS', () => {
  it('echoes the exact portal origin with credentials', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const response = await app.inject({ url: '/globalsettings', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers.vary).toMatch(/Origin/);
    }
    const other = await app.inject({
      url: '/globalsettings',
      headers: { origin: 'https://rau.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/categories',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'accept-language',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('images', () => {
  const isWebp = (body: Buffer) =>
    body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP';

  it('renders a game image as webp once, then serves it from the disk cache', async () => {
    const game = games[0]!;
    const url = `/assets/${game.gameCode}/portrait?format=webp&version=2`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-sandbox-cache']).toBe('miss');
    expect(isWebp(first.rawPayload)).toBe(true);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(readdirSync(join(dataDir, 'images')).some((file) => file.endsWith('.webp'))).toBe(true);
    const second = await app.inject({ url });
    expect(second.headers['x-sandbox-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('renders other assets and applies the resize transform', async () => {
    const transforms = encodeURIComponent(JSON.stringify([{ resize: { width: 120 } }]));
    const response = await app.inject({
      url: `/assets/prov-carpati-studio-dark/carpati-studio?format=webp&transforms=${transforms}`,
    });
    expect(response.statusCode).toBe(200);
    expect(isWebp(response.rawPayload)).toBe(true);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 120, height: 48 });
    expect((await app.inject({ url: '/assets/nu-exista/imagine' })).statusCode).toBe(404);
  });
});

describe('videos and launch page', () => {
  it('serves a WebM preview for games with a video, with ranges, and 404 for broken ones', async () => {
    const game = games.find((item) => item.videoPreview?.endsWith(`/${item.gameCode}.webm`))!;
    const path = new URL(game.videoPreview!).pathname;
    const response = await app.inject({ url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(response.rawPayload.includes(Buffer.from('V_VP8'))).toBe(true);
    const ranged = await app.inject({ url: path, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${response.rawPayload.length}`);
    expect((await app.inject({ url: `/videos/${game.gameCode}-indisponibil.webm` })).statusCode).toBe(404);
    expect(existsSync(join(dataDir, 'videos'))).toBe(true);
  });

  it('serves a playable demo page, refuses a real-mode page without a game session, and errors', async () => {
    const game = games.find((item) => item.type === 'Slot' && item.demoEnabled)!;
    const demo = await app.inject({
      url: `/launch/${game.gameCode}?mode=demo&platform=CasinoDesktop&lang=ro`,
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toMatch(/^text\/html/);
    expect(demo.body).toContain('id="spin"');
    expect(demo.body).toContain('balance=1000');
    expect(demo.body).not.toMatch(/src="http|href="http/);
    const real = await app.inject({ url: `/launch/${game.gameCode}?mode=real&lang=en&player=1&token=t` });
    expect(real.statusCode).toBe(401);
    expect(real.body).toContain('data-session="invalid"');
    const live = games.find((item) => item.type === 'Live')!;
    expect((await app.inject({ url: `/launch/${live.gameCode}?mode=demo` })).statusCode).toBe(403);
    expect((await app.inject({ url: '/launch/nu-exista?mode=demo' })).statusCode).toBe(404);
  });
});
