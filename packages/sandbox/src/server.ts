/**
 * The sandbox platform: every path of core's CONTENT_PATHS, images, preview videos, the game launch
 * page, the public winners API, the live feed hub (SignalR over WebSocket at /hubs/live), the player
 * platform (gateway, identity script, micro-frontends, account and sport sites, real-money sessions:
 * player/), the notification broker (STOMP over WebSocket at /notifications: notifications/), the
 * support chat (chat/), and the test-control API under /__sandbox/.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentStatus, Locale } from '@casino/core/content-api';
import { CONTENT_PATHS } from '@casino/core/content-api';
import { GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import type { Game, Winner } from '@casino/core/schemas';
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
  type SandboxCatalogue,
} from './catalogue.ts';
import { registerChat } from './chat/index.ts';
import { registerEmbedHost } from './embed-host.ts';
import { type Fault, FaultStore, MALFORMED_BODY, validateFault } from './faults.ts';
import { FeatureToggles, validateToggleChange } from './feature-toggles.ts';
import { ImageCache, type ImageRequest, parseTransforms } from './images.ts';
import { escapeHtml, launchPage } from './launch.ts';
import { LIVE_HUB_PATH, LIVE_HUB_TARGETS, LiveHub } from './live-hub.ts';
import { generateLiveTables, LiveTableStore, validateTablePatch } from './live-tables.ts';
import { registerNotifications } from './notifications/index.ts';
import { readCookie } from './player/http.ts';
import { registerPlayerPlatform } from './player/index.ts';
import { UpgradeRouter } from './upgrades.ts';
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
  /** SQLite file of the player store, or ':memory:'. Default: SANDBOX_DB or `{dataDir}/players.sqlite`. */
  dbFile?: string;
  /** A player session with no call for this long ends. Default 30 minutes. */
  sessionIdleMs?: number;
  /** The player platform's clock (tests move it). Default Date.now. */
  now?: () => number;
  logger?: boolean;
  /** Interval of the live hub's Ping messages. Default 15000 (ASP.NET's KeepAliveInterval). */
  hubPingMs?: number;
  /** The live hub closes a connection that sent nothing for this long. Default 30000. */
  hubClientTimeoutMs?: number;
  /**
   * Simulated live-table churn (one random table update every 20-30 s while a client is connected).
   * Default: on, except when SANDBOX_LIVE_CHURN=0 or under tests (NODE_ENV=test or VITEST set);
   * SANDBOX_LIVE_CHURN=1 forces it on.
   */
  liveChurn?: boolean;
  /** Churn delay range in ms, [min, max]. Default [20000, 30000]. */
  liveChurnMs?: readonly [number, number];
  /** The notification broker's shortest heart-beat interval, either way. Default 1000. */
  brokerHeartbeatMinMs?: number;
}

const WINNER_KINDS: readonly Winner['kind'][] = ['recent', 'jackpot', 'hall-of-fame'];

function defaultLiveChurn(): boolean {
  const flag = process.env.SANDBOX_LIVE_CHURN?.trim();
  if (flag === '0' || flag === 'false') return false;
  if (flag === '1' || flag === 'true') return true;
  return process.env.NODE_ENV !== 'test' && !process.env.VITEST;
}

/** Validates a pushed winner and fills the defaults; a string is the error message. */
function validateWinner(input: unknown, now: Date): Winner | string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return 'body must be a JSON object';
  const body = input as Record<string, unknown>;
  if (typeof body.gameCode !== 'string' || body.gameCode === '') return 'gameCode must be a non-empty string';
  if (typeof body.amount !== 'number' || !Number.isFinite(body.amount) || body.amount < 0)
    return 'amount must be a non-negative number';
  if (body.currency !== undefined && (typeof body.currency !== 'string' || body.currency === ''))
    return 'currency must be a non-empty string';
  if (body.player !== undefined && typeof body.player !== 'string') return 'player must be a string';
  if (body.kind !== undefined && !WINNER_KINDS.includes(body.kind as Winner['kind']))
    return `kind must be one of ${WINNER_KINDS.join(', ')}`;
  let time = now.toISOString();
  if (body.time !== undefined) {
    if (typeof body.time !== 'string' || Number.isNaN(Date.parse(body.time)))
      return 'time must be an ISO timestamp';
    time = new Date(body.time).toISOString();
  }
  return {
    gameCode: body.gameCode,
    amount: body.amount,
    currency: (body.currency as string | undefined) ?? 'RON',
    player: (body.player as string | undefined) ?? 'sa***01',
    time,
    kind: (body.kind as Winner['kind'] | undefined) ?? 'recent',
  };
}

/** `<repo root>/.data`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** The player store's file: the option, else SANDBOX_DB, else `{dataDir}/players.sqlite`. */
export function playerDbFile(options: Pick<SandboxOptions, 'dbFile' | 'dataDir'>): string {
  return (
    options.dbFile ??
    (process.env.SANDBOX_DB?.trim() || join(options.dataDir ?? DEFAULT_DATA_DIR, 'players.sqlite'))
  );
}

const GAME_IMAGE_SIZES = {
  thumbnail: { width: 300, height: 300 },
  portrait: { width: 300, height: 400 },
  landscape: { width: 480, height: 270 },
} as const;
type GameImageKind = keyof typeof GAME_IMAGE_SIZES;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

type Query = Record<string, string | undefined>;

export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  const seed = options.seed ?? DEFAULT_SEED;
  const gamesCount = options.games ?? DEFAULT_GAMES;
  const liveCount = options.liveGames ?? DEFAULT_LIVE_GAMES;
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const previewSecret = options.previewSecret ?? process.env.SANDBOX_PREVIEW_SECRET ?? 'editor';
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
  const toggles = new FeatureToggles(() => catalogueFor('ro', 'published').cmsConfiguration.featureToggle);
  const images = new ImageCache(join(dataDir, 'images'));
  const videos = new VideoCache(join(dataDir, 'videos'));

  // Live feed: table state (built on first use from the published catalogue), hub, churn, pushed winners.
  let tableStore: LiveTableStore | null = null;
  const liveTables = (): LiveTableStore => {
    tableStore ??= new LiveTableStore(
      seed,
      generateLiveTables(seed, catalogueFor('ro', 'published').games, publicUrl),
    );
    return tableStore;
  };
  const churnEnabled = options.liveChurn ?? defaultLiveChurn();
  const [churnMin, churnMax] = options.liveChurnMs ?? [20_000, 30_000];
  let churnTimer: NodeJS.Timeout | null = null;
  const stopChurn = () => {
    if (churnTimer) clearTimeout(churnTimer);
    churnTimer = null;
  };
  const scheduleChurn = () => {
    churnTimer = setTimeout(
      () => {
        const table = liveTables().churn();
        if (table) hub.broadcast(LIVE_HUB_TARGETS.tableUpdate, [[table]]);
        scheduleChurn();
      },
      churnMin + Math.random() * Math.max(0, churnMax - churnMin),
    );
    churnTimer.unref();
  };
  const hub = new LiveHub({
    tables: () => liveTables().list(),
    ...(options.hubPingMs !== undefined ? { pingMs: options.hubPingMs } : {}),
    ...(options.hubClientTimeoutMs !== undefined ? { clientTimeoutMs: options.hubClientTimeoutMs } : {}),
    onConnectionCountChange: (count) => {
      if (count === 0) stopChurn();
      else if (churnEnabled && !churnTimer) scheduleChurn();
    },
  });
  let pushedWinners: Winner[] = [];

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

  /** Answers a fault (after its delay); false when the fault is a delay only and the route answers. */
  const answerFault = async (fault: Fault, path: string, reply: FastifyReply): Promise<boolean> => {
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status === undefined && fault.body === undefined && fault.json === undefined) return false;
    const status = fault.status ?? 200;
    reply.header('x-sandbox-fault', String(fault.id)).header('cache-control', 'no-store');
    // A script or stylesheet keeps its type, so a browser runs (and fails on) the broken body.
    const type = path.endsWith('.js')
      ? 'application/javascript; charset=utf-8'
      : path.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : JSON_TYPE;
    reply.code(status);
    if (fault.body === 'empty') reply.type(type).send('');
    else if (fault.body === 'malformed') reply.type(type).send(MALFORMED_BODY);
    else if (fault.json !== undefined) reply.type(JSON_TYPE).send(JSON.stringify(fault.json));
    else
      reply.type(JSON_TYPE).send(
        JSON.stringify({
          error: 'sandbox-fault',
          statusCode: status,
          message: `Injected fault ${fault.id}`,
        }),
      );
    return true;
  };
  const faultPath = (url: string) => url.split('?')[0] ?? '/';

  // Preflights: @fastify/cors answers them in its onRequest hook, so a fault naming OPTIONS is taken in
  // a hook registered before the plugin (Fastify keeps registration order), with the CORS headers the
  // plugin would have set.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    const path = faultPath(request.url);
    if (path.startsWith('/__sandbox/')) return;
    const fault = faults.take('OPTIONS', path);
    if (!fault) return;
    const origin = request.headers.origin;
    if (origin && origins.has(origin))
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('vary', 'Origin');
    if (await answerFault(fault, path, reply)) return reply;
  });

  app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && origins.has(origin) ? origin : false),
    credentials: true,
  });

  // Other requests: after the CORS hook (onRequest), so faulted answers still carry the CORS headers.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const path = faultPath(request.url);
    if (path.startsWith('/__sandbox/')) return;
    const fault = faults.take(request.method, path, () => {
      const check = playerPlatform
        .players()
        .checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE), false);
      return check.ok ? check.session.username : null;
    });
    if (fault && (await answerFault(fault, path, reply))) return reply;
  });

  const playerPlatform = registerPlayerPlatform(app, {
    dbFile: playerDbFile(options),
    catalogue: (language) => catalogueFor(language, 'published'),
    publicUrl,
    origins: [...origins],
    seedKey: [seed, gamesCount, liveCount, options.referenceDate ?? ''].join(':'),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sessionIdleMs !== undefined ? { sessionIdleMs: options.sessionIdleMs } : {}),
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
  registerEmbedHost(app);

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
  // Not cached: test control turns toggles on and off (feature-toggles.ts).
  app.get(CONTENT_PATHS.cmsConfiguration, async (_request, reply) =>
    reply.type(JSON_TYPE).send(JSON.stringify({ featureToggle: toggles.list() })),
  );
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

  app.get(CONTENT_PATHS.previewAuth, async (request, reply) => {
    const { query } = contentParams(request);
    if (query.secret !== undefined && query.secret === previewSecret) return { ok: true };
    return reply.code(401).send({ ok: false, error: 'Unauthorized', statusCode: 401 });
  });

  app.get(CONTENT_PATHS.winners, async (request, reply) => {
    const { query } = contentParams(request);
    const country = (query.country ?? 'ro').toLowerCase();
    // Pushed winners (`/__sandbox/push/winner`) come first; pushing or resetting drops the cached body.
    return sendJson(reply, `winners|${country}`, () =>
      JSON.stringify(country === 'ro' ? [...pushedWinners, ...catalogueFor('ro', 'published').winners] : []),
    );
  });

  // Live feed hub: negotiate over HTTP (CORS and faults like every route), then a WebSocket upgrade.
  app.post(`${LIVE_HUB_PATH}/negotiate`, async (request, reply) => {
    const query = request.query as Query;
    const version = Number(query.negotiateVersion ?? 0);
    return reply
      .header('cache-control', 'no-store')
      .type(JSON_TYPE)
      .send(JSON.stringify(hub.negotiate(Number.isFinite(version) ? version : 0)));
  });
  const upgrades = new UpgradeRouter(faults);
  app.server.on('upgrade', upgrades.handle);
  upgrades.route(LIVE_HUB_PATH, (request, socket, head) => hub.upgrade(request, socket, head));
  registerNotifications(app, {
    players: playerPlatform.players,
    onStore: playerPlatform.onStore,
    upgrades,
    ...(options.brokerHeartbeatMinMs !== undefined ? { heartbeatMinMs: options.brokerHeartbeatMinMs } : {}),
  });
  registerChat(app, {
    players: playerPlatform.players,
    onStore: playerPlatform.onStore,
    upgrades,
    publicUrl,
    origins: [...origins],
  });
  app.addHook('preClose', async () => {
    stopChurn();
    await hub.shutdown();
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
    if (query.mode === 'real') return playerPlatform.realPlay.page(reply, game, query);
    const page = launchPage(game, { lang });
    return reply.code(page.status).send(page.html);
  });

  // Test control.
  app.post('/__sandbox/reset', async () => {
    faults.clear();
    toggles.reset();
    playerPlatform.players().reset();
    pushedWinners = [];
    payloads.delete('winners|ro');
    if (tableStore) {
      tableStore.reset();
      hub.broadcast(LIVE_HUB_TARGETS.tableListInit, [tableStore.list()]);
    }
    return { ok: true };
  });
  app.get('/__sandbox/live-tables', async () => liveTables().list());
  app.post('/__sandbox/push/live-table', async (request, reply) => {
    const patch = validateTablePatch(request.body);
    if (typeof patch === 'string')
      return reply.code(400).send({ error: 'Bad Request', statusCode: 400, message: patch });
    const table = liveTables().apply(patch);
    if (!table)
      return reply
        .code(400)
        .send({ error: 'Bad Request', statusCode: 400, message: `No live table ${patch.ImsGameCode}` });
    const delivered = hub.broadcast(LIVE_HUB_TARGETS.tableUpdate, [[table]]);
    return { table, delivered };
  });
  app.post('/__sandbox/push/winner', async (request, reply) => {
    const winner = validateWinner(request.body, new Date());
    if (typeof winner === 'string')
      return reply.code(400).send({ error: 'Bad Request', statusCode: 400, message: winner });
    pushedWinners = [winner, ...pushedWinners];
    payloads.delete('winners|ro');
    return reply.code(201).send(winner);
  });
  app.get('/__sandbox/hub/connections', async () => ({ connections: hub.connectionCount }));
  app.post('/__sandbox/hub/drop', async () => ({ dropped: hub.drop() }));
  app.post('/__sandbox/hub/close', async (request, reply) => {
    const body = (request.body ?? {}) as { error?: unknown; allowReconnect?: unknown };
    if (typeof body !== 'object' || Array.isArray(body))
      return reply
        .code(400)
        .send({ error: 'Bad Request', statusCode: 400, message: 'body must be an object' });
    if (body.error !== undefined && typeof body.error !== 'string')
      return reply
        .code(400)
        .send({ error: 'Bad Request', statusCode: 400, message: 'error must be a string' });
    if (body.allowReconnect !== undefined && typeof body.allowReconnect !== 'boolean')
      return reply
        .code(400)
        .send({ error: 'Bad Request', statusCode: 400, message: 'allowReconnect must be a boolean' });
    return { closed: hub.closeAll(body.error, body.allowReconnect ?? true) };
  });
  app.get('/__sandbox/feature-toggles', async () => toggles.describe());
  app.post('/__sandbox/feature-toggles', async (request, reply) => {
    const change = validateToggleChange(request.body);
    if (typeof change === 'string')
      return reply.code(400).send({ error: 'Bad Request', statusCode: 400, message: change });
    toggles.apply(change);
    return toggles.describe();
  });
  app.delete('/__sandbox/feature-toggles', async () => {
    toggles.reset();
    return toggles.describe();
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
