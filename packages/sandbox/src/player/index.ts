/**
 * The player platform: the gateway, the identity provider, the micro-frontends, the account and sport
 * sites, real-money game sessions, the personalised categories and their test control, over one player
 * store. `server.ts` registers it; the store is also `app.players` (for the notification broker and
 * tests), opened and seeded on first use.
 */
import { CONTENT_PATHS } from '@casino/core/content-api';
import { GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import type { Game } from '@casino/core/schemas';
import type { FastifyInstance } from 'fastify';
import type { SandboxCatalogue } from '../catalogue.ts';
import { registerAccountSite } from './account-site.ts';
import type { PlatformContext } from './context.ts';
import { registerGateway } from './gateway.ts';
import { JSON_TYPE, readCookie } from './http.ts';
import { registerIdentity } from './identity.ts';
import { registerMicroFrontends } from './micro-frontends.ts';
import { personalCategoriesFor } from './personal-categories.ts';
import { type RealPlay, registerRealPlay } from './real-play.ts';
import { PlayerStore } from './store.ts';
import { registerTestControl } from './test-control.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player store (opened and seeded on first use). */
    players: PlayerStore;
  }
}

export interface PlayerPlatformOptions {
  /** SQLite file of the store, or ':memory:'. */
  dbFile: string;
  /** The published catalogue in a language. */
  catalogue: (language: 'ro' | 'en') => SandboxCatalogue;
  publicUrl: string;
  origins: readonly string[];
  /** What the seeded data depends on; a store file seeded from something else is seeded again. */
  seedKey: string;
  now?: () => number;
  sessionIdleMs?: number;
}

export interface PlayerPlatform {
  players: () => PlayerStore;
  /** Runs `listener` with the store once it is opened (at once when it is open already). */
  onStore: (listener: (store: PlayerStore) => void) => void;
  realPlay: RealPlay;
}

export function registerPlayerPlatform(app: FastifyInstance, options: PlayerPlatformOptions): PlayerPlatform {
  let store: PlayerStore | null = null;
  const storeListeners: ((store: PlayerStore) => void)[] = [];
  const players = () => {
    if (!store) {
      store = new PlayerStore({
        file: options.dbFile,
        catalogue: options.catalogue,
        seedKey: options.seedKey,
        ...(options.now ? { now: options.now } : {}),
        ...(options.sessionIdleMs !== undefined ? { sessionIdleMs: options.sessionIdleMs } : {}),
      });
      for (const listener of storeListeners) listener(store);
    }
    return store;
  };
  const onStore = (listener: (opened: PlayerStore) => void) => {
    storeListeners.push(listener);
    if (store) listener(store);
  };
  let games: Map<string, Game> | null = null;
  const context: PlatformContext = {
    players,
    catalogue: options.catalogue,
    findGame: (gameCode) => {
      games ??= new Map(options.catalogue('ro').games.map((game) => [game.gameCode, game]));
      return games.get(gameCode);
    },
    publicUrl: options.publicUrl,
    origins: options.origins,
    cookies: { secure: options.publicUrl.startsWith('https:') },
    forcedSpins: new Map(),
  };
  onStore((opened) => opened.events.on('reset', () => context.forcedSpins.clear()));

  // The account and sport sites' deposit forms post as HTML forms do.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
  app.decorate('players', { getter: players });
  app.addHook('onClose', async () => {
    store?.close();
    store = null;
  });

  registerGateway(app, context);
  registerIdentity(app, context);
  registerMicroFrontends(app, context);
  registerAccountSite(app, context);
  registerTestControl(app, context);
  const realPlay = registerRealPlay(app, context);

  // The player is the one of the gateway session; a guest (or an ended session) gets no category.
  app.get(CONTENT_PATHS.personalizedCategories, async (request, reply) => {
    const locale = String((request.query as { locale?: string }).locale ?? '').startsWith('en') ? 'en' : 'ro';
    const check = players().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE));
    const categories = personalCategoriesFor(
      players(),
      options.catalogue(locale),
      check.ok ? check.session.username : null,
    );
    return reply
      .type(JSON_TYPE)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(categories));
  });

  return { players, onStore, realPlay };
}
