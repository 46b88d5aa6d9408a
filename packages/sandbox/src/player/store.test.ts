import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitPlayerGames } from '@casino/core/player-games';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue.ts';
import {
  BONUS_TEMPLATES,
  CURRENT_TERMS_VERSION,
  PREVIOUS_TERMS_VERSION,
  SECOND_FACTOR_CODE,
} from './profiles.ts';
import { type PlayerEventMap, PlayerStore, type PlayerStoreOptions } from './store.ts';

const catalogues = {
  ro: generateCatalogue({ games: 300, liveGames: 30 }),
  en: generateCatalogue({ games: 300, liveGames: 30, locale: 'en' }),
};
const DAY = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function openStore(options: Partial<PlayerStoreOptions> = {}) {
  return new PlayerStore({
    file: ':memory:',
    catalogue: (locale) => catalogues[locale],
    seedKey: 'test',
    ...options,
  });
}

function record<K extends keyof PlayerEventMap>(store: PlayerStore, name: K): PlayerEventMap[K][0][] {
  const events: PlayerEventMap[K][0][] = [];
  store.events.on(name, ((event: PlayerEventMap[K][0]) => events.push(event)) as never);
  return events;
}

describe('seeded players', () => {
  const store = openStore();
  const now = store.now();
  const monthAgo = now - 28 * DAY;
  const codes = new Set(catalogues.ro.games.map((game) => game.gameCode));

  it('are the six of the README, all with the same password', () => {
    expect(store.usernames()).toEqual(['demo', 'nou', 'exclus', 'suspendat', 'verificare', 'termeni']);
    for (const username of store.usernames()) expect(store.verifyPassword(username, 'parola123')).toBe(true);
    expect(store.verifyPassword('demo', 'Parola123')).toBe(false);
    expect(store.verifyPassword('nimeni', 'parola123')).toBe(false);
    expect(store.player('DEMO')?.username).toBe('demo');
  });

  it('demo: balance, favourites, heavy and light play of the last month, wins, bonuses, messages', () => {
    expect(store.casinoBalance('demo')).toEqual({ amountCents: 125_050, currency: 'RON' });
    const favourites = store.favourites('demo');
    expect(favourites).toHaveLength(6);
    for (const favourite of favourites) expect(codes.has(favourite.gameCode)).toBe(true);
    const played = store.playedGames('demo', monthAgo, now, 10);
    const split = splitPlayerGames(
      played.map((game) => ({ gameType: game.gameCode, gameRoundCount: game.rounds })),
    );
    expect(split.mostPlayed.map((game) => game.gameRoundCount)).toEqual([72, 58, 51]);
    expect(split.recentlyPlayed.map((game) => game.gameRoundCount).sort((a, b) => b - a)).toEqual([
      34, 21, 15, 11,
    ]);
    expect(store.playedGames('demo', monthAgo, now, 1).filter((game) => game.rounds === 1)).toHaveLength(3);
    const rounds = store.gameRounds('demo', {
      start: monthAgo,
      end: now,
      excludeKinds: ['EXITGAME'],
      nearest: false,
      order: 'desc',
      offset: 0,
      limit: 1000,
    });
    expect(rounds.total).toBe(265);
    expect(rounds.rows.filter((round) => round.winCents > 0).length).toBeGreaterThan(40);
    expect(store.roundCount('demo').exits).toBeGreaterThan(10);

    expect(
      store
        .bonuses('demo', null)
        .map((bonus) => [bonus.id, bonus.playType, bonus.status, bonus.templateCode]),
    ).toEqual([
      [1002, 'freespins', 'PENDING', BONUS_TEMPLATES.birthdayGift],
      [1001, 'freespins', 'ACTIVE', BONUS_TEMPLATES.weekendSpins],
      [1003, 'goldenchips', 'ACTIVE', BONUS_TEMPLATES.goldenChips],
      [1004, 'cash', 'ACCEPTED', BONUS_TEMPLATES.welcome],
    ]);
    const active = store.bonus('demo', 1001)!;
    expect([active.freeSpinsCount, active.freeSpinsRemaining, active.selectedGames.length]).toEqual([
      50, 35, 4,
    ]);
    expect(active.name).toEqual({
      ro: '50 de rotiri gratuite în fiecare weekend',
      en: '50 free spins every weekend',
    });
    expect(store.pendingBonusCode('demo')).toBe('1002');
    expect(store.optIns('demo').map((optIn) => optIn.templateCode)).toEqual([
      BONUS_TEMPLATES.weekendSpins,
      BONUS_TEMPLATES.goldenChips,
    ]);
    expect(store.pendingMessageCount('demo')).toBe(3);
  });

  it('the seeded bonus templates are promotions of the catalogue', () => {
    const templates = catalogues.ro.promotions.map((promotion) => promotion.templateCode);
    for (const code of Object.values(BONUS_TEMPLATES)) expect(templates).toContain(code);
  });

  it('nou has no history; the others carry their one special trait', () => {
    expect(store.favourites('nou')).toEqual([]);
    expect(store.roundCount('nou')).toEqual({ rounds: 0, exits: 0 });
    expect(store.bonuses('nou', null)).toEqual([]);
    expect(store.pendingMessageCount('nou')).toBe(0);
    expect(store.player('exclus')?.selfExclusion?.map((setting) => setting.product)).toEqual(['Casino']);
    expect(store.player('exclus')?.pendingLimits).toHaveLength(1);
    expect(store.player('suspendat')?.suspended).toBe(true);
    expect(store.player('verificare')?.secondFactorCode).toBe(SECOND_FACTOR_CODE);
    expect(store.player('termeni')?.termsVersion).toBe(PREVIOUS_TERMS_VERSION);
    expect(store.currentTermsVersion()).toBe(CURRENT_TERMS_VERSION);
  });
});

describe('throwaway players and reset', () => {
  it('clones a profile under a unique name', () => {
    const store = openStore();
    const first = store.createPlayer('demo');
    const second = store.createPlayer('demo');
    expect(first.username).not.toBe(second.username);
    expect(first.username).toMatch(/^demo-/);
    expect(first.password).toBe('parola123');
    expect(store.roundCount(first.username)).toEqual(store.roundCount('demo'));
    expect(store.player(first.username)?.userId).not.toBe(store.player(second.username)?.userId);
    expect(store.pendingBonusCode(first.username)).not.toBe(store.pendingBonusCode('demo'));
  });

  it('reset restores the seed and drops throwaway players and sessions', () => {
    const store = openStore();
    const resets = record(store, 'reset');
    const { username } = store.createPlayer('nou');
    store.deposit('demo', 1000, 'card');
    store.updateFavourites('demo', ['x'], 'add');
    const session = store.openGatewaySession('demo', { deviceType: 'd', osName: 'o', clientPlatform: 'web' });
    store.reset();
    expect(resets).toHaveLength(1);
    expect(store.player(username)).toBeNull();
    expect(store.casinoBalance('demo')?.amountCents).toBe(125_050);
    expect(store.favourites('demo')).toHaveLength(6);
    expect(store.checkGatewaySession(session.token)).toEqual({ ok: false, reason: 'session-missing' });
  });
});

describe('the file', () => {
  it('survives a restart, and is seeded again for another catalogue or schema', () => {
    const file = join(dir, 'players.sqlite');
    const first = openStore({ file });
    first.deposit('demo', 5000, 'card');
    first.close();
    const again = openStore({ file });
    expect(again.casinoBalance('demo')?.amountCents).toBe(130_050);
    again.close();
    const otherCatalogue = openStore({ file, seedKey: 'other' });
    expect(otherCatalogue.casinoBalance('demo')?.amountCents).toBe(125_050);
    otherCatalogue.deposit('demo', 5000, 'card');
    otherCatalogue.close();
    const raw = new Database(file);
    raw.prepare("UPDATE meta SET value = '0' WHERE key = 'schema_version'").run();
    raw.close();
    const rebuilt = openStore({ file, seedKey: 'other' });
    expect(rebuilt.casinoBalance('demo')?.amountCents).toBe(125_050);
    rebuilt.close();
  });
});

describe('events', () => {
  it('balance-changed after a deposit, a round and an adjustment; nothing when funds lack', () => {
    const store = openStore();
    const events = record(store, 'balance-changed');
    store.deposit('nou', 2_550, 'card');
    const round = store.playRound('nou', 'g', 'G', 1_000, 3_000);
    expect(round).toMatchObject({ ok: true, balanceCents: 14_550 });
    expect(store.playRound('nou', 'g', 'G', 1_000_000, 0)).toEqual({
      ok: false,
      reason: 'insufficient-funds',
    });
    store.setCasinoBalance('nou', 0);
    expect(events).toEqual([
      {
        username: 'nou',
        balanceType: 'CASINO_GAMING',
        amount: 125.5,
        currencyCode: 'RON',
        reason: 'deposit',
      },
      {
        username: 'nou',
        balanceType: 'CASINO_GAMING',
        amount: 145.5,
        currencyCode: 'RON',
        reason: 'game-round',
      },
      { username: 'nou', balanceType: 'CASINO_GAMING', amount: 0, currencyCode: 'RON', reason: 'adjustment' },
    ]);
    expect(store.paymentTotals('nou').deposits.count).toBe(2);
  });

  it('player-logged-out names the ended sessions’ notification tokens', () => {
    const store = openStore();
    const events = record(store, 'player-logged-out');
    const client = { deviceType: 'desktop', osName: 'Linux', clientPlatform: 'web' };
    const a = store.openGatewaySession('demo', client);
    const b = store.openGatewaySession('demo', client);
    store.endGatewaySessions([a.token], 'logout');
    store.endAllSessions('demo', 'platform');
    store.endAllSessions('demo', 'platform');
    expect(events).toEqual([
      { username: 'demo', reason: 'logout', notificationTokens: [a.notificationToken] },
      { username: 'demo', reason: 'platform', notificationTokens: [b.notificationToken] },
    ]);
    expect(store.checkGatewaySession(a.token)).toEqual({ ok: false, reason: 'session-revoked' });
  });

  it('bonus-changed when a pending bonus is accepted; a second answer is refused', () => {
    const store = openStore();
    const events = record(store, 'bonus-changed');
    expect(store.confirmBonus('demo', 1002, true)).toMatchObject({ ok: true, bonus: { status: 'ACTIVE' } });
    expect(store.confirmBonus('demo', 1002, false)).toEqual({ ok: false, reason: 'bonus-not-pending' });
    expect(store.confirmBonus('nou', 1002, false)).toEqual({ ok: false, reason: 'bonus-not-found' });
    expect(events).toEqual([{ username: 'demo', bonusId: 1002, status: 'ACTIVE' }]);
    expect(store.pendingBonusCode('demo')).toBeNull();
  });
});

describe('sessions and tokens over time', () => {
  it('an idle gateway session expires (and says so once); keep-alive reports the player’s idleness', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const store = openStore({ now: () => now, sessionIdleMs: 60_000 });
    const events = record(store, 'player-logged-out');
    const session = store.openGatewaySession('demo', { deviceType: 'd', osName: 'o', clientPlatform: 'web' });
    now += 30_000;
    expect(store.keepAlive(session.token, 10_000)).toEqual({ ok: true, secondsToExpire: 50 });
    expect(store.keepAlive(session.token, 61_000)).toEqual({ ok: false, reason: 'session-expired' });
    const other = store.openGatewaySession('demo', { deviceType: 'd', osName: 'o', clientPlatform: 'web' });
    now += 61_000;
    expect(store.checkGatewaySession(other.token)).toEqual({ ok: false, reason: 'session-expired' });
    expect(store.checkGatewaySession(other.token)).toEqual({ ok: false, reason: 'session-expired' });
    expect(events.map((event) => event.reason)).toEqual(['idle', 'idle']);
  });

  it('temporary tokens are single use and short-lived; game tokens die with their session', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const store = openStore({ now: () => now });
    const identity = store.openIdentitySession('demo', 'active', false, 1, 'ro');
    const token = store.issueTemporaryToken('demo', identity);
    expect(store.consumeTemporaryToken(token)).toBe('demo');
    expect(store.consumeTemporaryToken(token)).toBeNull();
    const late = store.issueTemporaryToken('demo', identity);
    now += 121_000;
    expect(store.consumeTemporaryToken(late)).toBeNull();

    const session = store.openGatewaySession('demo', { deviceType: 'd', osName: 'o', clientPlatform: 'web' });
    const game = store.issueGameToken(session, 'g1');
    expect(store.gameTokenPlayer(game.token, 'demo', 'g1')).toBe('demo');
    expect(store.gameTokenPlayer(game.token, 'demo', 'g2')).toBeNull();
    expect(store.gameTokenPlayer(game.token, 'nou', 'g1')).toBeNull();
    store.endGatewaySessions([session.token], 'logout');
    expect(store.gameTokenPlayer(game.token, 'demo', 'g1')).toBeNull();
  });

  it('a pending identity login lapses after 10 minutes; remember-me tokens after 14 days', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const store = openStore({ now: () => now });
    const pending = store.openIdentitySession('verificare', 'second-factor', false, 1, 'ro');
    const remembered = store.issueRememberToken('demo');
    now += 11 * 60_000;
    expect(store.identitySession(pending)).toBeNull();
    expect(store.rememberedUsername(remembered)).toBe('demo');
    now += 14 * DAY;
    expect(store.rememberedUsername(remembered)).toBeNull();
  });

  it('accepting pending limits puts them in force', () => {
    const store = openStore();
    expect(store.acceptPendingLimits('exclus')).toEqual([
      { type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' },
    ]);
    expect(store.player('exclus')?.pendingLimits).toEqual([]);
    expect(store.acceptPendingLimits('exclus')).toHaveLength(1);
  });
});
