/**
 * The sandbox content platform: every path of core's CONTENT_PATHS, images, preview videos, the game
 * launch page, the public winners API, and the test-control API under /__sandbox/.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentStatus, Locale } from '@casino/core/content-api';
import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Game } from '@casino/core/schemas';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  DEFAULT_GAMES,
  DEFAULT_LIVE_GAMES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_SEED,
  gameInfo,
  generateCatalogue,
  PLATFORMS,
  type Platform,
  personalizedCategories,
  type SandboxCatalogue,
} from './catalogue.ts';
import { FaultStore, MALFORMED_BODY, validateFault } from './faults.ts';
import { ImageCache, type ImageRequest, parseTransforms } from './images.ts';
import { escapeHtml, launchPage } from './launch.ts';
import { VideoCache } from './video.ts';

export interface SandboxOptions {
  seed?: number;
  games?: number;
  liveGames?: number;
  /** The sandbox's own public base URL (launch URLs, video previews, SEO images). */
  publicUrl?: string;
  /** Directory for generated files; images go to `{dataDir}/images`, videos to `{dataDir}/videos`. */
  dataDir?: string;
  referenceDate?: string;
  /** Portal origins allowed by CORS (with credentials). Default: PORTAL_ORIGIN (comma-separated) and 127.0.0.1:3000. */
  corsOrigins?: string[];
  /** Secret of /api/preview/auth. Default: SANDBOX_PREVIEW_SECRET or 'editor'. */
  previewSecret?: string;
  /** Who is asking, for personalised categories; null = guest. Default: `player` query or `sandbox_player` cookie. */
  resolvePlayer?: (request: FastifyRequest) => string | null;
  logger?: boolean;
}

/** `<repo root>/.data`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

const GAME_IMAGE_SIZES = {
  thumbnail: { width: 300, height: 300 },
  portrait: { width: 300, height: 400 },
  landscape: { width: 480, height: 270 },
} as const;
type GameImageKind = keyof typeof GAME_IMAGE_SIZES;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

type Query = Record<string, string | undefined>;

function cookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function defaultResolvePlayer(request: FastifyRequest): string | null {
  const query = request.query as Query;
  return query.player || cookie(request, 'sandbox_player') || null;
}

export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  const seed = options.seed ?? DEFAULT_SEED;
  const gamesCount = options.games ?? DEFAULT_GAMES;
  const liveCount = options.liveGames ?? DEFAULT_LIVE_GAMES;
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const previewSecret = options.previewSecret ?? process.env.SANDBOX_PREVIEW_SECRET ?? 'editor';
  const resolvePlayer = options.resolvePlayer ?? defaultResolvePlayer;
  const origins = new Set(
    options.corsOrigins ?? [
      ...(process.env.PORTAL_ORIGIN ?? 'http://localhost:3000')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      'http://127.0.0.1:3000',
    ],
  );

  const catalogues = new Map<string, SandboxCatalogue>();
  const catalogueFor = (locale: Locale, status: ContentStatus): SandboxCatalogue => {
    const key = `${locale}|${status}`;
    let catalogue = catalogues.get(key);
    if (!catalogue) {
      catalogue = generateCatalogue({
        seed,
        games: gamesCount,
        liveGames: liveCount,
        locale,
        status,
        publicUrl,
        ...(options.referenceDate ? { referenceDate: options.referenceDate } : {}),
      });
      catalogues.set(key, catalogue);
    }
    return catalogue;
  };
  const gameIndexes = new WeakMap<SandboxCatalogue, Map<string, Game>>();
  const findGame = (catalogue: SandboxCatalogue, gameCode: string): Game | undefined => {
    let index = gameIndexes.get(catalogue);
    if (!index) {
      index = new Map(catalogue.games.map((game) => [game.gameCode, game]));
      gameIndexes.set(catalogue, index);
    }
    return index.get(gameCode);
  };
  const payloads = new Map<string, string>();
  const faults = new FaultStore();
  const images = new ImageCache(join(dataDir, 'images'));
  const videos = new VideoCache(join(dataDir, 'videos'));

  const app = Fastify({ logger: options.logger ?? false, routerOptions: { maxParamLength: 500 } });

  // Tolerate empty JSON bodies (e.g. `fetch(url, { method: 'POST', headers: {'content-type': 'application/json'} })`).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('Body is not valid JSON') as Error & { statusCode?: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && origins.has(origin) ? origin : false),
    credentials: true,
  });

  // Faults run after the CORS hook (onRequest) so faulted answers still carry the CORS headers.
  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/__sandbox/')) return;
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status === undefined && fault.body === undefined) return;
    const status = fault.status ?? 200;
    reply.header('x-sandbox-fault', String(fault.id)).header('cache-control', 'no-store');
    if (fault.body === 'empty') return reply.code(status).type(JSON_TYPE).send('');
    if (fault.body === 'malformed') return reply.code(status).type(JSON_TYPE).send(MALFORMED_BODY);
    return reply
      .code(status)
      .type(JSON_TYPE)
      .send(
        JSON.stringify({ error: 'sandbox-fault', statusCode: status, message: `Injected fault ${fault.id}` }),
      );
  });

  const contentParams = (request: FastifyRequest) => {
    const query = request.query as Query;
    const locale: Locale = (query.locale ?? '').toLowerCase().startsWith('en') ? 'en' : 'ro';
    const status: ContentStatus = query.status === 'draft' ? 'draft' : 'published';
    return { locale, status, query };
  };
  const sendJson = (reply: FastifyReply, key: string, build: () => unknown) => {
    let body = payloads.get(key);
    if (body === undefined) {
      body = JSON.stringify(build());
      payloads.set(key, body);
    }
    return reply.type(JSON_TYPE).send(body);
  };
  const notFound = (reply: FastifyReply, message: string) =>
    reply
      .code(404)
      .type(JSON_TYPE)
      .send(JSON.stringify({ error: 'Not Found', statusCode: 404, message }));

  /** A list or record route answering from the catalogue of the request's locale and status. */
  const content = (path: string, select: (catalogue: SandboxCatalogue) => unknown) => {
    app.get(path, async (request, reply) => {
      const { locale, status } = contentParams(request);
      return sendJson(reply, `${path}|${locale}|${status}`, () => select(catalogueFor(locale, status)));
    });
  };

  app.get('/health', async () => ({ ok: true }));

  content(CONTENT_PATHS.categories, (c) => c.categories);
  content(CONTENT_PATHS.menus, (c) => c.menus);
  content(CONTENT_PATHS.submenu, (c) => c.submenu);
  content(CONTENT_PATHS.layouts, (c) => c.layouts);
  content(CONTENT_PATHS.carousels, (c) => c.carousels);
  content(CONTENT_PATHS.videoWidgets, (c) => c.videoWidgets);
  content(CONTENT_PATHS.providers, (c) => c.providers);
  content(CONTENT_PATHS.collections, (c) => c.collections);
  content(CONTENT_PATHS.collectionGroups, (c) => c.collectionGroups);
  content(CONTENT_PATHS.games, (c) => c.games);
  content(CONTENT_PATHS.promotions, (c) => c.promotions);
  content(CONTENT_PATHS.jackpots, (c) => c.jackpots);
  content(CONTENT_PATHS.globalSettings, (c) => c.globalSettings);
  content(CONTENT_PATHS.cmsConfiguration, (c) => c.cmsConfiguration);
  content(CONTENT_PATHS.pages, (c) => c.pages);
  content(CONTENT_PATHS.tournaments, (c) => c.tournaments);

  app.get(CONTENT_PATHS.webMessages, async (request, reply) => {
    const { locale, status, query } = contentParams(request);
    const target = PLATFORMS.find(
      (platform) => platform.toLowerCase() === (query.target ?? '').toLowerCase(),
    );
    return sendJson(reply, `webmessages|${locale}|${status}|${target ?? '*'}`, () => {
      const catalogue = catalogueFor(locale, status);
      return catalogue.webMessages.filter(
        (message) => !target || (catalogue.webMessageTargets[message.id] ?? []).includes(target as Platform),
      );
    });
  });

  app.get<{ Params: { seoId: string } }>('/seo/:seoId', async (request, reply) => {
    const { locale, status } = contentParams(request);
    const record = catalogueFor(locale, status).seo[request.params.seoId];
    if (!record) return notFound(reply, `No SEO record ${request.params.seoId}`);
    return reply.type(JSON_TYPE).send(JSON.stringify(record));
  });

  app.get<{ Params: { id: string } }>('/Promotions/:id', async (request, reply) => {
    const { locale, status } = contentParams(request);
    const { id } = request.params;
    const promotion = catalogueFor(locale, status).promotions.find(
      (item) => item.id === id || item.slug === id,
    );
    if (!promotion) return notFound(reply, `No promotion ${id}`);
    return reply.type(JSON_TYPE).send(JSON.stringify(promotion));
  });

  app.get<{ Params: { slug: string } }>('/pages/:slug', async (request, reply) => {
    const { locale, status } = contentParams(request);
    const page = catalogueFor(locale, status).pages.find((item) => item.slug === request.params.slug);
    if (!page) return notFound(reply, `No page ${request.params.slug}`);
    return reply.type(JSON_TYPE).send(JSON.stringify(page));
  });

  app.get<{ Params: { gameCode: string } }>('/games/:gameCode/info', async (request, reply) => {
    const { locale, status } = contentParams(request);
    const game = findGame(catalogueFor(locale, status), request.params.gameCode);
    if (!game) return notFound(reply, `No game ${request.params.gameCode}`);
    return reply.type(JSON_TYPE).send(JSON.stringify(gameInfo(game)));
  });

  app.get(CONTENT_PATHS.redirects, async (request, reply) => {
    const { query } = contentParams(request);
    const raw = (query.path ?? '').split('?')[0] ?? '';
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const rule = catalogueFor('ro', 'published').redirects.find((item) => item.from === path);
    return reply
      .type(JSON_TYPE)
      .send(JSON.stringify(rule ? { redirect: rule.to, status: rule.status } : { redirect: null }));
  });

  app.get(CONTENT_PATHS.personalizedCategories, async (request, reply) => {
    const { locale, status } = contentParams(request);
    const player = resolvePlayer(request);
    return reply
      .type(JSON_TYPE)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(personalizedCategories(catalogueFor(locale, status), player)));
  });

  app.get(CONTENT_PATHS.previewAuth, async (request, reply) => {
    const { query } = contentParams(request);
    if (query.secret !== undefined && query.secret === previewSecret) return { ok: true };
    return reply.code(401).send({ ok: false, error: 'Unauthorized', statusCode: 401 });
  });

  app.get(CONTENT_PATHS.winners, async (request, reply) => {
    const { query } = contentParams(request);
    const country = (query.country ?? 'ro').toLowerCase();
    return sendJson(reply, `winners|${country}`, () =>
      JSON.stringify(country === 'ro' ? catalogueFor('ro', 'published').winners : []),
    );
  });

  // Images.
  const serveImage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    rest: string | null,
  ) => {
    const query = request.query as Query;
    const transforms = parseTransforms(query.transforms);
    let image: ImageRequest | null = null;
    const published = catalogueFor('ro', 'published');
    if (rest === null || rest in GAME_IMAGE_SIZES) {
      const game = findGame(published, id);
      if (game) {
        const kind = (rest ?? 'thumbnail') as GameImageKind;
        image = {
          key: `game:${id}:${kind}`,
          label: game.name,
          caption: game.provider.name,
          style: 'game',
          ...GAME_IMAGE_SIZES[kind],
        };
      }
    }
    if (!image) {
      const spec = catalogueFor('ro', 'draft').assets[id];
      if (spec)
        image = { key: id, label: spec.label, style: spec.kind, width: spec.width, height: spec.height };
    }
    if (!image) return notFound(reply, `No asset ${id}`);
    const result = await images.get({
      ...image,
      resizeWidth: transforms.width,
      resizeHeight: transforms.height,
    });
    return reply
      .type('image/webp')
      .header('cache-control', IMMUTABLE)
      .header('x-sandbox-cache', result.cached ? 'hit' : 'miss')
      .send(result.body);
  };
  app.get<{ Params: { id: string } }>('/assets/:id', (request, reply) =>
    serveImage(request, reply, request.params.id, null),
  );
  app.get<{ Params: { id: string; rest: string } }>('/assets/:id/:rest', (request, reply) =>
    serveImage(request, reply, request.params.id, request.params.rest),
  );

  // Preview videos (WebM/VP8, see video.ts).
  app.get<{ Params: { file: string } }>('/videos/:file', async (request, reply) => {
    const match = /^(.+)\.webm$/.exec(request.params.file);
    const name = match?.[1];
    let label: string | null = null;
    if (name === 'ghid-sloturi') label = 'Ghid sloturi';
    else if (name) {
      const game = findGame(catalogueFor('ro', 'published'), name);
      if (game?.videoPreview?.endsWith(`/${name}.webm`)) label = game.name;
    }
    if (!name || label === null) return notFound(reply, `No video ${request.params.file}`);
    const { body, cached } = await videos.get(name, label);
    reply
      .type('video/webm')
      .header('cache-control', IMMUTABLE)
      .header('accept-ranges', 'bytes')
      .header('x-sandbox-cache', cached ? 'hit' : 'miss');
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const total = body.length;
      let start = range[1] ? Number(range[1]) : total - Number(range[2]);
      let end = range[1] && range[2] ? Number(range[2]) : total - 1;
      start = Math.max(0, start);
      end = Math.min(total - 1, end);
      if (start > end || start >= total)
        return reply.code(416).header('content-range', `bytes */${total}`).send('');
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${total}`)
        .send(body.subarray(start, end + 1));
    }
    return reply.send(body);
  });

  // Game launch page.
  app.get<{ Params: { gameCode: string } }>('/launch/:gameCode', async (request, reply) => {
    const query = request.query as Query;
    const lang = query.lang ?? 'ro';
    const game = findGame(
      catalogueFor(lang.startsWith('en') ? 'en' : 'ro', 'published'),
      request.params.gameCode,
    );
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!game) {
      return reply
        .code(404)
        .send(
          `<!doctype html><html lang="ro"><meta charset="utf-8"><title>404</title><p>Jocul ${escapeHtml(request.params.gameCode)} nu există.</p></html>`,
        );
    }
    const page = launchPage(game, {
      mode: query.mode === 'real' ? 'real' : 'demo',
      lang,
      platform: query.platform ?? 'CasinoDesktop',
    });
    return reply.code(page.status).send(page.html);
  });

  // Test control.
  app.post('/__sandbox/reset', async () => {
    faults.clear();
    return { ok: true };
  });
  app.get('/__sandbox/faults', async () => faults.list());
  app.post('/__sandbox/faults', async (request, reply) => {
    const spec = validateFault(request.body);
    if (typeof spec === 'string')
      return reply.code(400).send({ error: 'Bad Request', statusCode: 400, message: spec });
    return reply.code(201).send(faults.add(spec));
  });
  app.delete('/__sandbox/faults', async () => {
    faults.clear();
    return { ok: true };
  });
  app.delete<{ Params: { id: string } }>('/__sandbox/faults/:id', async (request, reply) => {
    if (!faults.remove(Number(request.params.id))) return notFound(reply, `No fault ${request.params.id}`);
    return { ok: true };
  });

  return app;
}
