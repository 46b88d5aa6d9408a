/**
 * Test control of the player platform (`/__sandbox/players…`, never faulted): throwaway players so
 * parallel tests never share mutable state, rounds recorded directly, a player's state for assertions,
 * and the platform-side changes a notification test needs (a balance change, a forced logout).
 */
import { WAITING_MESSAGE_KINDS, type WaitingMessageKind } from '@casino/core/identity-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context.ts';
import { bodyObject, isoTime, money, sendJson } from './http.ts';
import { PROFILES, type Profile } from './profiles.ts';
import { FORCED_SPINS, type ForcedSpin } from './real-play.ts';
import type { EndReason, PlayerRecord, WaitingMessageRecord } from './store.ts';

const badRequest = (reply: FastifyReply, message: string) =>
  sendJson(reply, { error: 'Bad Request', statusCode: 400, message }, 400);
const notFound = (reply: FastifyReply, message: string) =>
  sendJson(reply, { error: 'Not Found', statusCode: 404, message }, 404);

const isAmount = (value: unknown, min = 0): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= 1_000_000;

const MESSAGE_TYPES = [
  'PlayerActionShowLoginMessage',
  'PlayerActionShowMessage',
  'PlayerActionShowDialog',
] as const;
type MessageType = (typeof MESSAGE_TYPES)[number];

/** Why test control may end a player's sessions. */
const FORCED_LOGOUT_REASONS: readonly EndReason[] = ['platform', 'idle', 'all-sessions'];

/** What a pushed waiting message of each kind looks like unless the body says otherwise. */
const MESSAGE_DEFAULTS: Record<
  WaitingMessageKind,
  { type: MessageType; displayType: string; title: [string, string] | null; message: [string, string] }
> = {
  login: {
    type: 'PlayerActionShowLoginMessage',
    displayType: 'toast',
    title: ['Bine ai revenit!', 'Welcome back!'],
    message: ['Ne bucurăm să te revedem la Cazino Regal.', 'Good to see you again at Cazino Regal.'],
  },
  bonus: {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Un bonus pentru tine', 'A bonus for you'],
    message: [
      'Ai primit un bonus. Acceptă-l ca să îl folosești.',
      'You received a bonus. Accept it to use it.',
    ],
  },
  'bonus:2': {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Rotiri gratuite', 'Free spins'],
    message: ['Ai primit rotiri gratuite.', 'You received free spins.'],
  },
  'bonus:4': {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Jetoane de aur', 'Golden chips'],
    message: [
      'Ai primit jetoane de aur pentru mesele live.',
      'You received golden chips for the live tables.',
    ],
  },
  alert: {
    type: 'PlayerActionShowMessage',
    displayType: 'banner',
    title: null,
    message: [
      'Un mesaj important de la echipa Cazino Regal.',
      'An important message from the Cazino Regal team.',
    ],
  },
  logout: {
    type: 'PlayerActionShowMessage',
    displayType: 'banner',
    title: ['Te-ai deconectat', 'You logged out'],
    message: ['Sesiunea ta s-a încheiat. Te așteptăm înapoi!', 'Your session ended. See you soon!'],
  },
  before_logout: {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Înainte să pleci', 'Before you go'],
    message: ['Mai ai rotiri gratuite nefolosite.', 'You still have unused free spins.'],
  },
  'rg:dep-cool-off': {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Limită de depunere în așteptare', 'Deposit limit pending'],
    message: [
      'Ai cerut o limită de depunere mai mare: intră în vigoare după perioada de așteptare de 24 de ore.',
      'You asked for a higher deposit limit: it applies after the 24-hour cool-off period.',
    ],
  },
  'rg:limits-cool-off': {
    type: 'PlayerActionShowDialog',
    displayType: 'dialog',
    title: ['Limită nouă disponibilă', 'New limit available'],
    message: [
      'Perioada de așteptare s-a încheiat: noua limită poate fi activată.',
      'The cool-off period is over: the new limit can be activated.',
    ],
  },
};

const optionalText = (value: unknown) => value === undefined || (typeof value === 'string' && value !== '');

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
    const body = bodyObject(request);
    const profile = body?.profile;
    if (!PROFILES.includes(profile as Profile))
      return badRequest(reply, `profile must be one of ${PROFILES.join(', ')}`);
    if (body?.quiet !== undefined && typeof body.quiet !== 'boolean')
      return badRequest(reply, 'quiet must be a boolean');
    return sendJson(reply, store().createPlayer(profile as Profile, { quiet: body?.quiet === true }), 201);
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
    '/__sandbox/players/:username/spins',
    onPlayer((player, body, reply) => {
      const { outcomes } = body;
      if (
        !Array.isArray(outcomes) ||
        outcomes.length < 1 ||
        outcomes.length > 100 ||
        !outcomes.every((outcome) => FORCED_SPINS.includes(outcome as ForcedSpin))
      )
        return badRequest(reply, `outcomes must list 1 to 100 of ${FORCED_SPINS.join(', ')}`);
      const queue = context.forcedSpins.get(player.username) ?? [];
      queue.push(...(outcomes as ForcedSpin[]));
      context.forcedSpins.set(player.username, queue);
      return sendJson(reply, { queued: [...queue] }, 201);
    }),
  );

  app.post<{ Params: { username: string } }>(
    '/__sandbox/players/:username/messages',
    onPlayer((player, body, reply) => {
      const kind = body.kind as WaitingMessageKind;
      if (!WAITING_MESSAGE_KINDS.includes(kind))
        return badRequest(reply, `kind must be one of ${WAITING_MESSAGE_KINDS.join(', ')}`);
      const defaults = MESSAGE_DEFAULTS[kind];
      if (body.type !== undefined && !MESSAGE_TYPES.includes(body.type as MessageType))
        return badRequest(reply, `type must be one of ${MESSAGE_TYPES.join(', ')}`);
      for (const key of ['title', 'message', 'templateId', 'displayType'])
        if (!optionalText(body[key])) return badRequest(reply, `${key} must be a non-empty string`);
      let bonusId: number | null = null;
      if (body.bonusId !== undefined && body.bonusId !== null) {
        const bonus = Number.isInteger(body.bonusId)
          ? store().bonus(player.username, body.bonusId as number)
          : null;
        if (!bonus) return badRequest(reply, 'bonusId must be a bonus of the player');
        bonusId = bonus.id;
      } else if (kind.startsWith('bonus') && body.bonusId === undefined) {
        const pending = store().pendingBonusCode(player.username);
        bonusId = pending === null ? null : Number(pending);
      }
      const text = (value: unknown, fallback: [string, string]) =>
        typeof value === 'string' ? { ro: value, en: value } : { ro: fallback[0], en: fallback[1] };
      const title =
        body.title !== undefined
          ? text(body.title, ['', ''])
          : defaults.title
            ? text(undefined, defaults.title)
            : null;
      const record: Omit<WaitingMessageRecord, 'id'> = {
        kind,
        type: (body.type as MessageType | undefined) ?? defaults.type,
        templateId: (body.templateId as string | undefined) ?? `sandbox-${kind.replace(':', '-')}`,
        displayType: (body.displayType as string | undefined) ?? defaults.displayType,
        title: title ?? { ro: null, en: null },
        message: text(body.message, defaults.message),
        bonusId,
      };
      const added = store().addWaitingMessage(player.username, record);
      return sendJson(
        reply,
        {
          message: {
            id: added.id,
            kind: added.kind,
            type: added.type,
            templateId: added.templateId,
            displayType: added.displayType,
            title: added.title.ro,
            message: added.message.ro,
            bonusCode: added.bonusId === null ? null : String(added.bonusId),
          },
          pendingMessages: store().pendingMessageCount(player.username),
        },
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
    // `reason`: why the sessions end, as the LOGOUT notification and the gateway's checks then say it:
    // platform (default), idle (the idle limit: `session-expired`), all-sessions (a logout of every
    // session on another device).
    onPlayer((player, body, reply) => {
      const reason = body.reason ?? 'platform';
      if (!FORCED_LOGOUT_REASONS.includes(reason as EndReason))
        return badRequest(reply, `reason must be one of ${FORCED_LOGOUT_REASONS.join(', ')}`);
      const before = store().liveSessionCounts(player.username);
      store().endAllSessions(player.username, reason as EndReason);
      return sendJson(reply, { ended: before });
    }),
  );
}
