/**
 * Test control of the player platform (`/__sandbox/players…`, never faulted): throwaway players so
 * parallel tests never share mutable state, rounds recorded directly, a player's state for assertions,
 * and the platform-side changes a notification test needs (a balance change, a forced logout).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context.ts';
import { bodyObject, isoTime, money, sendJson } from './http.ts';
import { PROFILES, type Profile } from './profiles.ts';
import type { PlayerRecord } from './store.ts';

const badRequest = (reply: FastifyReply, message: string) =>
  sendJson(reply, { error: 'Bad Request', statusCode: 400, message }, 400);
const notFound = (reply: FastifyReply, message: string) =>
  sendJson(reply, { error: 'Not Found', statusCode: 404, message }, 404);

const isAmount = (value: unknown, min = 0): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= 1_000_000;

export function registerTestControl(app: FastifyInstance, context: PlatformContext): void {
  const store = () => context.players();

  const describe = (player: PlayerRecord) => {
    const username = player.username;
    const casino = store().casinoBalance(username);
    const counts = store().roundCount(username);
    return {
      username,
      profile: player.profile,
      userId: player.userId,
      balance: casino ? money(casino.amountCents, casino.currency) : null,
      balanceHidden: player.balanceHidden,
      favourites: store()
        .favourites(username)
        .map((favourite) => favourite.gameCode),
      rounds: counts.rounds,
      exitRows: counts.exits,
      bonuses: store()
        .bonuses(username, null)
        .map((bonus) => ({
          id: bonus.id,
          status: bonus.status,
          playType: bonus.playType,
          templateCode: bonus.templateCode,
        })),
      pendingBonusCode: store().pendingBonusCode(username),
      pendingMessages: store().pendingMessageCount(username),
      optIns: store()
        .optIns(username)
        .map((optIn) => optIn.templateCode),
      marketingTags: store()
        .marketingTags(username)
        .map((tag) => tag.name),
      termsVersion: player.termsVersion,
      limits: player.limits,
      pendingLimits: player.pendingLimits,
      sessions: store().liveSessionCounts(username),
    };
  };

  /** A route on one player; 404 when there is none of that name. */
  const onPlayer =
    (handler: (player: PlayerRecord, body: Record<string, unknown>, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest<{ Params: { username: string } }>, reply: FastifyReply) => {
      const player = store().player(request.params.username);
      if (!player) return notFound(reply, `No player ${request.params.username}`);
      return handler(player, bodyObject(request) ?? {}, reply);
    };

  app.get('/__sandbox/players', async (_request, reply) =>
    sendJson(
      reply,
      store()
        .usernames()
        .map((username) => ({ username, profile: store().player(username)?.profile })),
    ),
  );

  app.post('/__sandbox/players', async (request, reply) => {
    const profile = bodyObject(request)?.profile;
    if (!PROFILES.includes(profile as Profile))
      return badRequest(reply, `profile must be one of ${PROFILES.join(', ')}`);
    return sendJson(reply, store().createPlayer(profile as Profile), 201);
  });

  app.get<{ Params: { username: string } }>(
    '/__sandbox/players/:username',
    onPlayer((player, _body, reply) => sendJson(reply, describe(player))),
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/rounds',
    onPlayer((player, body, reply) => {
      const { gameCode, count = 1, bet = 1, win, daysAgo = 0 } = body;
      const game = typeof gameCode === 'string' ? context.findGame(gameCode) : undefined;
      if (!game) return badRequest(reply, 'gameCode must be a game of the catalogue');
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
        return badRequest(reply, 'count must be an integer between 1 and 1000');
      if (!isAmount(bet, 0.01)) return badRequest(reply, 'bet must be an amount in RON');
      if (win !== undefined && !isAmount(win)) return badRequest(reply, 'win must be an amount in RON');
      if (!isAmount(daysAgo) || daysAgo > 365) return badRequest(reply, 'daysAgo must be between 0 and 365');
      const endAt = store().now() - Math.round(daysAgo * 86_400_000);
      const recorded = store().recordRounds(player.username, game.gameCode, game.name, {
        count,
        betCents: Math.round(bet * 100),
        winCents: win === undefined ? null : Math.round(win * 100),
        endAt,
      });
      return sendJson(
        reply,
        { recorded, rounds: store().roundCount(player.username).rounds, lastAt: isoTime(endAt) },
        201,
      );
    }),
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/balance',
    onPlayer((player, body, reply) => {
      if (!isAmount(body.amount)) return badRequest(reply, 'amount must be an amount in RON');
      store().setCasinoBalance(player.username, Math.round(body.amount * 100));
      return sendJson(reply, describe(player));
    }),
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/logout',
    onPlayer((player, _body, reply) => {
      const before = store().liveSessionCounts(player.username);
      store().endAllSessions(player.username, 'platform');
      return sendJson(reply, { ended: before });
    }),
  );
}
