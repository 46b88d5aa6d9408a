/**
 * The player store: every player's state in SQLite (db.ts), the seeded players, the notification history,
 * and the events the broker listens to, emitted only after the change is committed (README, "Store
 * events").
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { BALANCE_TYPES } from '@casino/core/gateway-api';
import type { SandboxCatalogue } from '../catalogue.ts';
import { createRng } from '../prng.ts';
import { DATA_TABLES, type Db, openDatabase, readMeta, writeMeta } from './db.ts';
import {
  CURRENT_TERMS_VERSION,
  drawWin,
  hashPassword,
  PREVIOUS_TERMS_VERSION,
  PROFILES,
  type Profile,
  SEEDED_PASSWORD,
  seedPlayer,
} from './profiles.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How long a temporary token (identity → gateway login) lives. */
export const TEMPORARY_TOKEN_SECONDS = 120;
/** How long a remember-me token lives (the spec's 14 days of username_rememberMe). */
export const REMEMBER_ME_DAYS = 14;
const GAME_TOKEN_MS = 12 * 60 * MINUTE;
const CHAT_TOKEN_MS = 60 * MINUTE;
/** A pending login (second factor or terms) is dropped after this long, or after 3 wrong codes. */
const PENDING_LOGIN_MS = 10 * MINUTE;
export const SECOND_FACTOR_ATTEMPTS = 3;

export type EndReason = 'logout' | 'all-sessions' | 'idle' | 'platform';
export type SessionFailure = 'session-missing' | 'session-expired' | 'session-revoked';
export type BalanceChangeReason = 'deposit' | 'game-round' | 'adjustment';

export interface BalanceChangedEvent {
  username: string;
  balanceType: string;
  amount: number;
  currencyCode: string;
  reason: BalanceChangeReason;
}
export interface PlayerLoggedOutEvent {
  username: string;
  reason: EndReason;
  notificationTokens: string[];
}
export interface BonusChangedEvent {
  username: string;
  bonusId: number;
  status: string;
}
export interface PlayerEventMap {
  'balance-changed': [BalanceChangedEvent];
  'player-logged-out': [PlayerLoggedOutEvent];
  'bonus-changed': [BonusChangedEvent];
  reset: [];
}

export interface Limit {
  type: string;
  period: string;
  amount: number;
  currencyCode: string;
}

export interface SelfExclusion {
  product: string;
  startDate: string | null;
  endDate: string | null;
}

export interface PlayerRecord {
  username: string;
  profile: Profile;
  userId: string;
  playerClientId: string;
  firstName: string;
  lastName: string;
  sex: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  language: string;
  accountBusinessPhase: string;
  accountStatus: string;
  secondFactorCode: string | null;
  termsVersion: string | null;
  selfExclusion: SelfExclusion[] | null;
  suspended: boolean;
  balanceHidden: boolean;
  limits: Limit[];
  pendingLimits: Limit[];
}

export type IdentityState = 'active' | 'second-factor' | 'terms';

export interface IdentitySession {
  token: string;
  username: string;
  state: IdentityState;
  remember: boolean;
  realMode: 0 | 1;
  locale: string;
  attempts: number;
  createdAt: number;
  lastSeenAt: number;
}

export interface GatewaySession {
  token: string;
  username: string;
  notificationToken: string;
  createdAt: number;
  lastSeenAt: number;
  lastActionAt: number;
}

export type SessionCheck = { ok: true; session: GatewaySession } | { ok: false; reason: SessionFailure };

export interface Money {
  amountCents: number;
  currency: string;
}

export interface RoundRecord {
  id: number;
  gameCode: string;
  gameName: string;
  kind: 'ROUND' | 'EXITGAME';
  betCents: number;
  winCents: number;
  playedAt: number;
}

export interface BonusRecord {
  id: number;
  username: string;
  templateCode: string | null;
  name: { ro: string; en: string };
  playType: string;
  status: string;
  amountCents: number | null;
  freeSpinsCount: number | null;
  freeSpinsRemaining: number | null;
  goldenChipsCount: number | null;
  goldenChipsRemaining: number | null;
  selectedGames: string[];
  issuedAt: number;
  expiresAt: number | null;
}

export interface WaitingMessageRecord {
  id: number;
  kind: string;
  type: string;
  templateId: string | null;
  displayType: string | null;
  title: { ro: string | null; en: string | null };
  message: { ro: string; en: string };
  bonusId: number | null;
}

/** A notification kept for the notification hub, in both languages. */
export interface NotificationRecord {
  id: string;
  type: string;
  title: { ro: string; en: string };
  message: { ro: string; en: string };
  /** The kind's own fields (a bonus notification's `bonusId`). */
  data: Record<string, unknown>;
  createdAt: number;
  readAt: number | null;
}

interface NotificationRow {
  id: string;
  type: string;
  title_ro: string;
  title_en: string;
  message_ro: string;
  message_en: string;
  data: string;
  created_at: number;
  read_at: number | null;
}

const toNotification = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  type: row.type,
  title: { ro: row.title_ro, en: row.title_en },
  message: { ro: row.message_ro, en: row.message_en },
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
  readAt: row.read_at,
});

export type ConfirmResult =
  | { ok: true; bonus: BonusRecord }
  | { ok: false; reason: 'bonus-not-found' | 'bonus-not-pending' };

export type RoundResult =
  | { ok: true; balanceCents: number; round: RoundRecord }
  | { ok: false; reason: 'insufficient-funds' };

export interface PlayerStoreOptions {
  /** SQLite file, or ':memory:'. */
  file: string;
  /** The published catalogue by locale (game names, codes, promotion titles). */
  catalogue: (locale: 'ro' | 'en') => SandboxCatalogue;
  /** Identifies what the seed depends on (catalogue options); a file seeded from another is seeded again. */
  seedKey: string;
  now?: () => number;
  /** A session (identity or gateway) with no call for this long ends. Default 30 minutes. */
  sessionIdleMs?: number;
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
const bool = (value: unknown) => value === 1;

interface PlayerRow {
  username: string;
  profile: Profile;
  user_id: string;
  player_client_id: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  sex: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  language: string;
  account_business_phase: string;
  account_status: string;
  second_factor_code: string | null;
  terms_version: string | null;
  self_exclusion: string | null;
  suspended: number;
  balance_hidden: number;
  limits: string;
  pending_limits: string;
}

interface BonusRow {
  id: number;
  username: string;
  template_code: string | null;
  name_ro: string;
  name_en: string;
  play_type: string;
  status: string;
  amount_cents: number | null;
  free_spins_count: number | null;
  free_spins_remaining: number | null;
  golden_chips_count: number | null;
  golden_chips_remaining: number | null;
  selected_games: string;
  issued_at: number;
  expires_at: number | null;
}

const toBonus = (row: BonusRow): BonusRecord => ({
  id: row.id,
  username: row.username,
  templateCode: row.template_code,
  name: { ro: row.name_ro, en: row.name_en },
  playType: row.play_type,
  status: row.status,
  amountCents: row.amount_cents,
  freeSpinsCount: row.free_spins_count,
  freeSpinsRemaining: row.free_spins_remaining,
  goldenChipsCount: row.golden_chips_count,
  goldenChipsRemaining: row.golden_chips_remaining,
  selectedGames: JSON.parse(row.selected_games) as string[],
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

interface RoundRow {
  id: number;
  game_code: string;
  game_name: string;
  kind: 'ROUND' | 'EXITGAME';
  bet_cents: number;
  win_cents: number;
  played_at: number;
}

const toRound = (row: RoundRow): RoundRecord => ({
  id: row.id,
  gameCode: row.game_code,
  gameName: row.game_name,
  kind: row.kind,
  betCents: row.bet_cents,
  winCents: row.win_cents,
  playedAt: row.played_at,
});

export class PlayerStore {
  readonly events = new EventEmitter<PlayerEventMap>();
  readonly sessionIdleMs: number;
  private readonly db: Db;
  private readonly options: PlayerStoreOptions;
  private readonly clock: () => number;

  constructor(options: PlayerStoreOptions) {
    this.options = options;
    this.clock = options.now ?? Date.now;
    this.sessionIdleMs = options.sessionIdleMs ?? 30 * MINUTE;
    this.db = openDatabase(options.file);
    if (readMeta(this.db, 'seed_key') !== options.seedKey) this.reset();
  }

  now(): number {
    return this.clock();
  }

  close(): void {
    this.db.close();
  }

  /** Back to the seeded state: every row goes, the seeded players are built again relative to now. */
  reset(): void {
    const now = this.now();
    const context = { db: this.db, now, ro: this.options.catalogue('ro'), en: this.options.catalogue('en') };
    this.db.transaction(() => {
      for (const table of DATA_TABLES) this.db.exec(`DELETE FROM ${table}`);
      this.db.exec(
        "DELETE FROM sqlite_sequence WHERE name IN ('bonuses', 'game_rounds', 'waiting_messages', 'payments')",
      );
      // Seeded bonus ids start at 1001 (demo's are 1001-1004), so they read like real ones.
      this.db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('bonuses', 1000)").run();
      const terms = this.db.prepare('INSERT INTO terms_versions (version, published_at) VALUES (?, ?)');
      terms.run(PREVIOUS_TERMS_VERSION, now - 600 * DAY);
      terms.run(CURRENT_TERMS_VERSION, now - 2 * DAY);
      PROFILES.forEach((profile, index) => {
        seedPlayer(context, { profile, username: profile, userId: String(100_001 + index) });
      });
      writeMeta(this.db, 'next_user_id', '200001');
      writeMeta(this.db, 'seed_key', this.options.seedKey);
      writeMeta(this.db, 'seeded_at', new Date(now).toISOString());
    })();
    this.events.emit('reset');
  }

  /** A throwaway player cloned from a profile, with a unique username. */
  /**
   * A throwaway clone of a seeded profile. `quiet`: without the profile's waiting messages and pending
   * bonuses, so a login shows no message dialog or bonus pop-up (for tests about something else).
   */
  createPlayer(
    profile: Profile,
    { quiet = false }: { quiet?: boolean } = {},
  ): { username: string; password: string } {
    const now = this.now();
    const context = { db: this.db, now, ro: this.options.catalogue('ro'), en: this.options.catalogue('en') };
    return this.db.transaction(() => {
      const userId = Number(readMeta(this.db, 'next_user_id') ?? '200001');
      writeMeta(this.db, 'next_user_id', String(userId + 1));
      const username = `${profile}-${userId.toString(36)}${randomBytes(2).toString('hex')}`;
      seedPlayer(context, { profile, username, userId: String(userId) });
      if (quiet) {
        this.db.prepare('DELETE FROM waiting_messages WHERE username = ?').run(username);
        this.db.prepare("DELETE FROM bonuses WHERE username = ? AND status = 'PENDING'").run(username);
      }
      return { username, password: SEEDED_PASSWORD };
    })();
  }

  // ---- players ---------------------------------------------------------------------------------------

  player(username: string): PlayerRecord | null {
    const row = this.db.prepare('SELECT * FROM players WHERE username = ?').get(username) as
      | PlayerRow
      | undefined;
    if (!row) return null;
    return {
      username: row.username,
      profile: row.profile,
      userId: row.user_id,
      playerClientId: row.player_client_id,
      firstName: row.first_name,
      lastName: row.last_name,
      sex: row.sex,
      email: row.email,
      phone: row.phone,
      city: row.city,
      language: row.language,
      accountBusinessPhase: row.account_business_phase,
      accountStatus: row.account_status,
      secondFactorCode: row.second_factor_code,
      termsVersion: row.terms_version,
      selfExclusion: row.self_exclusion ? (JSON.parse(row.self_exclusion) as SelfExclusion[]) : null,
      suspended: bool(row.suspended),
      balanceHidden: bool(row.balance_hidden),
      limits: JSON.parse(row.limits) as Limit[],
      pendingLimits: JSON.parse(row.pending_limits) as Limit[],
    };
  }

  playerByUserId(userId: string): PlayerRecord | null {
    const row = this.db.prepare('SELECT username FROM players WHERE user_id = ?').get(userId) as
      | { username: string }
      | undefined;
    return row ? this.player(row.username) : null;
  }

  usernames(): string[] {
    return (
      this.db.prepare('SELECT username FROM players ORDER BY rowid').all() as { username: string }[]
    ).map((row) => row.username);
  }

  verifyPassword(username: string, password: string): boolean {
    const row = this.db.prepare('SELECT password_hash FROM players WHERE username = ?').get(username) as
      | { password_hash: string }
      | undefined;
    if (!row) return false;
    const [, salt = ''] = row.password_hash.split('$');
    const expected = Buffer.from(row.password_hash);
    const actual = Buffer.from(hashPassword(password, salt));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  changePassword(username: string, password: string): void {
    this.db
      .prepare('UPDATE players SET password_hash = ? WHERE username = ?')
      .run(hashPassword(password, randomBytes(8).toString('hex')), username);
  }

  currentTermsVersion(): string {
    const row = this.db
      .prepare('SELECT version FROM terms_versions ORDER BY published_at DESC LIMIT 1')
      .get() as { version: string } | undefined;
    return row?.version ?? CURRENT_TERMS_VERSION;
  }

  acceptTerms(username: string, version: string): void {
    this.db.prepare('UPDATE players SET terms_version = ? WHERE username = ?').run(version, username);
  }

  setBalanceHidden(username: string, hidden: boolean): void {
    this.db.prepare('UPDATE players SET balance_hidden = ? WHERE username = ?').run(hidden ? 1 : 0, username);
  }

  /** Pending limits come into force; answers the limits now in force. */
  acceptPendingLimits(username: string): Limit[] {
    return this.db.transaction(() => {
      const player = this.player(username);
      if (!player) return [];
      const limits = [...player.limits];
      for (const pending of player.pendingLimits) {
        const index = limits.findIndex(
          (limit) => limit.type === pending.type && limit.period === pending.period,
        );
        if (index >= 0) limits[index] = pending;
        else limits.push(pending);
      }
      this.db
        .prepare("UPDATE players SET limits = ?, pending_limits = '[]' WHERE username = ?")
        .run(JSON.stringify(limits), username);
      return limits;
    })();
  }

  // ---- identity sessions -----------------------------------------------------------------------------

  openIdentitySession(
    username: string,
    state: IdentityState,
    remember: boolean,
    realMode: 0 | 1,
    locale: string,
  ): string {
    const value = token('idn');
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO identity_sessions (token, username, state, remember, real_mode, locale, created_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(value, username, state, remember ? 1 : 0, realMode, locale, now, now);
    return value;
  }

  /** A live identity session (a pending one only within its time limit); touching it keeps it alive. */
  identitySession(value: string | null, touch = true): IdentitySession | null {
    if (!value) return null;
    const row = this.db
      .prepare('SELECT * FROM identity_sessions WHERE token = ? AND ended_at IS NULL')
      .get(value) as
      | {
          token: string;
          username: string;
          state: IdentityState;
          remember: number;
          real_mode: 0 | 1;
          locale: string;
          attempts: number;
          created_at: number;
          last_seen_at: number;
        }
      | undefined;
    if (!row) return null;
    const now = this.now();
    const limit = row.state === 'active' ? this.sessionIdleMs : PENDING_LOGIN_MS;
    if (now - row.last_seen_at > limit) {
      this.endIdentitySession(value, 'idle');
      return null;
    }
    if (touch)
      this.db.prepare('UPDATE identity_sessions SET last_seen_at = ? WHERE token = ?').run(now, value);
    return {
      token: row.token,
      username: row.username,
      state: row.state,
      remember: bool(row.remember),
      realMode: row.real_mode,
      locale: row.locale,
      attempts: row.attempts,
      createdAt: row.created_at,
      lastSeenAt: touch ? now : row.last_seen_at,
    };
  }

  setIdentityState(value: string, state: IdentityState): void {
    this.db.prepare('UPDATE identity_sessions SET state = ?, attempts = 0 WHERE token = ?').run(state, value);
  }

  /** Counts a wrong second-factor code; answers the attempts so far. */
  countSecondFactorAttempt(value: string): number {
    this.db.prepare('UPDATE identity_sessions SET attempts = attempts + 1 WHERE token = ?').run(value);
    const row = this.db.prepare('SELECT attempts FROM identity_sessions WHERE token = ?').get(value) as {
      attempts: number;
    };
    return row.attempts;
  }

  endIdentitySession(value: string, reason: EndReason): void {
    this.db
      .prepare(
        'UPDATE identity_sessions SET ended_at = ?, end_reason = ? WHERE token = ? AND ended_at IS NULL',
      )
      .run(this.now(), reason, value);
  }

  // ---- remember-me and temporary tokens --------------------------------------------------------------

  issueRememberToken(username: string): string {
    const value = token('rmb');
    const now = this.now();
    this.db
      .prepare('INSERT INTO remember_tokens (token, username, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(value, username, now, now + REMEMBER_ME_DAYS * DAY);
    return value;
  }

  rememberedUsername(value: string | null): string | null {
    if (!value) return null;
    const row = this.db
      .prepare('SELECT username FROM remember_tokens WHERE token = ? AND expires_at > ?')
      .get(value, this.now()) as { username: string } | undefined;
    return row?.username ?? null;
  }

  forgetRememberTokens(username: string): void {
    this.db.prepare('DELETE FROM remember_tokens WHERE username = ?').run(username);
  }

  issueTemporaryToken(username: string, identityToken: string): string {
    const value = token('tmp');
    const now = this.now();
    this.db
      .prepare(
        'INSERT INTO temporary_tokens (token, username, identity_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(value, username, identityToken, now, now + TEMPORARY_TOKEN_SECONDS * 1000);
    return value;
  }

  /** Uses a temporary token once; answers its player, or null when unknown, used or expired. */
  consumeTemporaryToken(value: string): string | null {
    const now = this.now();
    const row = this.db
      .prepare('SELECT username FROM temporary_tokens WHERE token = ? AND used_at IS NULL AND expires_at > ?')
      .get(value, now) as { username: string } | undefined;
    if (!row) return null;
    this.db.prepare('UPDATE temporary_tokens SET used_at = ? WHERE token = ?').run(now, value);
    return row.username;
  }

  // ---- gateway sessions ------------------------------------------------------------------------------

  openGatewaySession(
    username: string,
    client: { deviceType: string; osName: string; clientPlatform: string },
  ): GatewaySession {
    const now = this.now();
    const session: GatewaySession = {
      token: token('gws'),
      username,
      notificationToken: token('ntf'),
      createdAt: now,
      lastSeenAt: now,
      lastActionAt: now,
    };
    this.db
      .prepare(
        `INSERT INTO gateway_sessions (token, username, notification_token, device_type, os_name, client_platform,
           created_at, last_seen_at, last_action_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        session.token,
        username,
        session.notificationToken,
        client.deviceType,
        client.osName,
        client.clientPlatform,
        now,
        now,
        now,
      );
    return session;
  }

  /** Checks (and by default touches) the session of a cookie value; an idle session ends here. */
  checkGatewaySession(value: string | null, touch = true): SessionCheck {
    if (!value) return { ok: false, reason: 'session-missing' };
    const row = this.db.prepare('SELECT * FROM gateway_sessions WHERE token = ?').get(value) as
      | {
          token: string;
          username: string;
          notification_token: string;
          created_at: number;
          last_seen_at: number;
          last_action_at: number;
          ended_at: number | null;
          end_reason: EndReason | null;
        }
      | undefined;
    if (!row) return { ok: false, reason: 'session-missing' };
    if (row.ended_at !== null)
      return { ok: false, reason: row.end_reason === 'idle' ? 'session-expired' : 'session-revoked' };
    const now = this.now();
    if (now - row.last_seen_at > this.sessionIdleMs) {
      this.endGatewaySessions([value], 'idle');
      return { ok: false, reason: 'session-expired' };
    }
    if (touch)
      this.db.prepare('UPDATE gateway_sessions SET last_seen_at = ? WHERE token = ?').run(now, value);
    return {
      ok: true,
      session: {
        token: row.token,
        username: row.username,
        notificationToken: row.notification_token,
        createdAt: row.created_at,
        lastSeenAt: touch ? now : row.last_seen_at,
        lastActionAt: row.last_action_at,
      },
    };
  }

  /**
   * The keep-alive: the player's last action was `millisFromLastAction` ago. Longer than the idle limit
   * ends the session; otherwise answers the seconds left before it would.
   */
  keepAlive(
    value: string | null,
    millisFromLastAction: number,
  ): { ok: true; secondsToExpire: number } | { ok: false; reason: SessionFailure } {
    const check = this.checkGatewaySession(value);
    if (!check.ok) return check;
    if (millisFromLastAction > this.sessionIdleMs) {
      this.endGatewaySessions([check.session.token], 'idle');
      return { ok: false, reason: 'session-expired' };
    }
    const now = this.now();
    this.db
      .prepare('UPDATE gateway_sessions SET last_action_at = ? WHERE token = ?')
      .run(now - millisFromLastAction, check.session.token);
    return { ok: true, secondsToExpire: Math.floor((this.sessionIdleMs - millisFromLastAction) / 1000) };
  }

  /** Ends gateway sessions and emits one `player-logged-out` per player. */
  endGatewaySessions(tokens: readonly string[], reason: EndReason): void {
    const now = this.now();
    const ended = new Map<string, string[]>();
    this.db.transaction(() => {
      for (const value of tokens) {
        const row = this.db
          .prepare(
            'SELECT username, notification_token FROM gateway_sessions WHERE token = ? AND ended_at IS NULL',
          )
          .get(value) as { username: string; notification_token: string } | undefined;
        if (!row) continue;
        this.db
          .prepare('UPDATE gateway_sessions SET ended_at = ?, end_reason = ? WHERE token = ?')
          .run(now, reason, value);
        ended.set(row.username, [...(ended.get(row.username) ?? []), row.notification_token]);
      }
    })();
    for (const [username, notificationTokens] of ended)
      this.events.emit('player-logged-out', { username, reason, notificationTokens });
  }

  /** Ends every session (identity and gateway) of a player. */
  endAllSessions(username: string, reason: EndReason): void {
    this.db
      .prepare(
        'UPDATE identity_sessions SET ended_at = ?, end_reason = ? WHERE username = ? AND ended_at IS NULL',
      )
      .run(this.now(), reason, username);
    const tokens = this.db
      .prepare('SELECT token FROM gateway_sessions WHERE username = ? AND ended_at IS NULL')
      .all(username) as { token: string }[];
    this.endGatewaySessions(
      tokens.map((row) => row.token),
      reason,
    );
  }

  /**
   * The live gateway session a notification token belongs to, or null (unknown, ended, idle). Not
   * touched: a broker connection is not a gateway call, so it does not keep the session alive.
   */
  notificationSession(notificationToken: string | null): GatewaySession | null {
    if (!notificationToken) return null;
    const row = this.db
      .prepare('SELECT token FROM gateway_sessions WHERE notification_token = ?')
      .get(notificationToken) as { token: string } | undefined;
    if (!row) return null;
    const check = this.checkGatewaySession(row.token, false);
    return check.ok ? check.session : null;
  }

  liveSessionCounts(username: string): { identity: number; gateway: number } {
    const count = (table: string) =>
      (
        this.db
          .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE username = ? AND ended_at IS NULL`)
          .get(username) as {
          n: number;
        }
      ).n;
    return { identity: count('identity_sessions'), gateway: count('gateway_sessions') };
  }

  // ---- game and chat tokens --------------------------------------------------------------------------

  issueGameToken(session: GatewaySession, gameCode: string): { token: string; expiresAt: number } {
    const value = token('gpt');
    const now = this.now();
    this.db
      .prepare(
        'INSERT INTO game_tokens (token, username, gateway_token, game_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(value, session.username, session.token, gameCode, now, now + GAME_TOKEN_MS);
    return { token: value, expiresAt: now + GAME_TOKEN_MS };
  }

  /** The player of a game token, while it and the gateway session it came from are alive. */
  gameTokenPlayer(value: string, username: string, gameCode: string): string | null {
    const row = this.db
      .prepare(
        'SELECT username, gateway_token FROM game_tokens WHERE token = ? AND username = ? AND game_code = ? AND expires_at > ?',
      )
      .get(value, username, gameCode, this.now()) as { username: string; gateway_token: string } | undefined;
    if (!row) return null;
    return this.checkGatewaySession(row.gateway_token, false).ok ? row.username : null;
  }

  issueChatToken(session: GatewaySession): { token: string; expiresAt: number } {
    const value = token('cht');
    const now = this.now();
    this.db
      .prepare(
        'INSERT INTO chat_tokens (token, username, gateway_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(value, session.username, session.token, now, now + CHAT_TOKEN_MS);
    return { token: value, expiresAt: now + CHAT_TOKEN_MS };
  }

  /** The player of a chat token, while it and the gateway session it came from are alive. */
  chatTokenPlayer(value: string | null): string | null {
    if (!value) return null;
    const row = this.db
      .prepare('SELECT username, gateway_token FROM chat_tokens WHERE token = ? AND expires_at > ?')
      .get(value, this.now()) as { username: string; gateway_token: string } | undefined;
    if (!row) return null;
    return this.checkGatewaySession(row.gateway_token, false).ok ? row.username : null;
  }

  // ---- money -----------------------------------------------------------------------------------------

  balances(username: string): Record<string, Money> {
    const rows = this.db
      .prepare(
        'SELECT balance_type, amount_cents, currency FROM balances WHERE username = ? ORDER BY balance_type',
      )
      .all(username) as { balance_type: string; amount_cents: number; currency: string }[];
    return Object.fromEntries(
      rows.map((row) => [row.balance_type, { amountCents: row.amount_cents, currency: row.currency }]),
    );
  }

  casinoBalance(username: string): Money | null {
    return this.balances(username)[BALANCE_TYPES.casinoGaming] ?? null;
  }

  private emitCasinoBalance(username: string, reason: BalanceChangeReason): void {
    const balance = this.casinoBalance(username);
    if (!balance) return;
    this.events.emit('balance-changed', {
      username,
      balanceType: BALANCE_TYPES.casinoGaming,
      amount: balance.amountCents / 100,
      currencyCode: balance.currency,
      reason,
    });
  }

  deposit(username: string, amountCents: number, method: string): number {
    const now = this.now();
    this.db.transaction(() => {
      this.db
        .prepare(
          'UPDATE balances SET amount_cents = amount_cents + ? WHERE username = ? AND balance_type = ?',
        )
        .run(amountCents, username, BALANCE_TYPES.casinoGaming);
      this.db
        .prepare(
          "INSERT INTO payments (username, kind, amount_cents, method, created_at) VALUES (?, 'deposit', ?, ?, ?)",
        )
        .run(username, amountCents, method, now);
    })();
    this.emitCasinoBalance(username, 'deposit');
    return this.casinoBalance(username)?.amountCents ?? 0;
  }

  /** Test control: sets the casino balance (no payment is recorded). */
  setCasinoBalance(username: string, amountCents: number): void {
    this.db
      .prepare('UPDATE balances SET amount_cents = ? WHERE username = ? AND balance_type = ?')
      .run(amountCents, username, BALANCE_TYPES.casinoGaming);
    this.emitCasinoBalance(username, 'adjustment');
  }

  /** A real-money round: the bet is debited and the win credited at once, and the round recorded. */
  playRound(
    username: string,
    gameCode: string,
    gameName: string,
    betCents: number,
    winCents: number,
  ): RoundResult {
    const result = this.db.transaction((): RoundResult => {
      const balance = this.casinoBalance(username);
      if (!balance || balance.amountCents < betCents) return { ok: false, reason: 'insufficient-funds' };
      this.db
        .prepare(
          'UPDATE balances SET amount_cents = amount_cents + ? WHERE username = ? AND balance_type = ?',
        )
        .run(winCents - betCents, username, BALANCE_TYPES.casinoGaming);
      const round = this.insertRound(username, {
        gameCode,
        gameName,
        kind: 'ROUND',
        betCents,
        winCents,
        playedAt: this.now(),
      });
      return { ok: true, balanceCents: balance.amountCents - betCents + winCents, round };
    })();
    if (result.ok) this.emitCasinoBalance(username, 'game-round');
    return result;
  }

  private insertRound(username: string, round: Omit<RoundRecord, 'id'>): RoundRecord {
    const info = this.db
      .prepare(
        `INSERT INTO game_rounds (username, game_code, game_name, kind, bet_cents, win_cents, played_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        username,
        round.gameCode,
        round.gameName,
        round.kind,
        round.betCents,
        round.winCents,
        round.playedAt,
      );
    return { id: Number(info.lastInsertRowid), ...round };
  }

  /** The row a game session leaves when the player leaves the game (filtered out by gameResults). */
  recordExit(username: string, gameCode: string, gameName: string): RoundRecord {
    return this.insertRound(username, {
      gameCode,
      gameName,
      kind: 'EXITGAME',
      betCents: 0,
      winCents: 0,
      playedAt: this.now(),
    });
  }

  /** Test control: rounds recorded directly (no balance change), 10 s apart ending at `endAt`. */
  recordRounds(
    username: string,
    gameCode: string,
    gameName: string,
    rounds: { count: number; betCents: number; winCents: number | null; endAt: number },
  ): number {
    const rng = createRng(`rounds:${username}:${gameCode}:${rounds.count}`);
    this.db.transaction(() => {
      for (let i = 0; i < rounds.count; i++)
        this.insertRound(username, {
          gameCode,
          gameName,
          kind: 'ROUND',
          betCents: rounds.betCents,
          winCents: rounds.winCents ?? drawWin(rng, rounds.betCents),
          playedAt: rounds.endAt - (rounds.count - 1 - i) * 10_000,
        });
    })();
    return rounds.count;
  }

  paymentTotals(username: string): {
    deposits: { count: number; totalCents: number; first: number | null; last: number | null };
    withdrawals: { count: number; totalCents: number };
  } {
    const row = (kind: string) =>
      this.db
        .prepare(
          'SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS total, MIN(created_at) AS first, MAX(created_at) AS last FROM payments WHERE username = ? AND kind = ?',
        )
        .get(username, kind) as { n: number; total: number; first: number | null; last: number | null };
    const deposits = row('deposit');
    const withdrawals = row('withdrawal');
    return {
      deposits: { count: deposits.n, totalCents: deposits.total, first: deposits.first, last: deposits.last },
      withdrawals: { count: withdrawals.n, totalCents: withdrawals.total },
    };
  }

  // ---- favourites and rounds -------------------------------------------------------------------------

  /** Newest first. */
  favourites(username: string): { gameCode: string; addedAt: number }[] {
    return (
      this.db
        .prepare(
          'SELECT game_code, added_at FROM favourites WHERE username = ? ORDER BY added_at DESC, rowid DESC',
        )
        .all(username) as { game_code: string; added_at: number }[]
    ).map((row) => ({ gameCode: row.game_code, addedAt: row.added_at }));
  }

  /** Adds (the last of `gameCodes` becomes the newest) or removes favourites. */
  updateFavourites(username: string, gameCodes: readonly string[], requestType: 'add' | 'remove'): void {
    const now = this.now();
    const add = this.db.prepare(
      'INSERT OR REPLACE INTO favourites (username, game_code, added_at) VALUES (?, ?, ?)',
    );
    const remove = this.db.prepare('DELETE FROM favourites WHERE username = ? AND game_code = ?');
    this.db.transaction(() => {
      for (const gameCode of gameCodes)
        if (requestType === 'add') add.run(username, gameCode, now);
        else remove.run(username, gameCode);
    })();
  }

  /** Rounds (not exits) per game in [start, end], at least `minimumCount`, newest last play first. */
  playedGames(
    username: string,
    start: number,
    end: number,
    minimumCount: number,
  ): { gameCode: string; gameName: string; rounds: number; lastPlayedAt: number }[] {
    return (
      this.db
        .prepare(
          `SELECT game_code, MAX(game_name) AS game_name, COUNT(*) AS rounds, MAX(played_at) AS last
           FROM game_rounds WHERE username = ? AND kind = 'ROUND' AND played_at BETWEEN ? AND ?
           GROUP BY game_code HAVING rounds >= ? ORDER BY last DESC, game_code`,
        )
        .all(username, start, end, minimumCount) as {
        game_code: string;
        game_name: string;
        rounds: number;
        last: number;
      }[]
    ).map((row) => ({
      gameCode: row.game_code,
      gameName: row.game_name,
      rounds: row.rounds,
      lastPlayedAt: row.last,
    }));
  }

  /** One page of rows in [start, end]; `nearest` keeps the latest row of each game. */
  gameRounds(
    username: string,
    query: {
      start: number;
      end: number;
      excludeKinds: readonly string[];
      nearest: boolean;
      order: 'asc' | 'desc';
      offset: number;
      limit: number;
    },
  ): { rows: RoundRecord[]; total: number } {
    const excluded = query.excludeKinds.map(() => '?').join(', ');
    const filter = `username = ? AND played_at BETWEEN ? AND ?${excluded ? ` AND kind NOT IN (${excluded})` : ''}`;
    const params = [username, query.start, query.end, ...query.excludeKinds];
    const source = query.nearest
      ? `(SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY game_code ORDER BY played_at DESC, id DESC) AS nth
           FROM game_rounds WHERE ${filter}) WHERE nth = 1)`
      : `(SELECT * FROM game_rounds WHERE ${filter})`;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const rows = this.db
      .prepare(`SELECT * FROM ${source} ORDER BY played_at ${direction}, id ${direction} LIMIT ? OFFSET ?`)
      .all(...params, query.limit, query.offset) as RoundRow[];
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM ${source}`).get(...params) as { n: number }).n;
    return { rows: rows.map(toRound), total };
  }

  roundCount(username: string): { rounds: number; exits: number } {
    const row = this.db
      .prepare(
        "SELECT COALESCE(SUM(kind = 'ROUND'), 0) AS rounds, COALESCE(SUM(kind = 'EXITGAME'), 0) AS exits FROM game_rounds WHERE username = ?",
      )
      .get(username) as { rounds: number; exits: number };
    return row;
  }

  /** Round counts per game over every player since `since`, most played first. */
  popularGames(since: number, limit: number): string[] {
    return (
      this.db
        .prepare(
          `SELECT game_code FROM game_rounds WHERE kind = 'ROUND' AND played_at >= ?
           GROUP BY game_code ORDER BY COUNT(*) DESC, game_code LIMIT ?`,
        )
        .all(since, limit) as { game_code: string }[]
    ).map((row) => row.game_code);
  }

  // ---- bonuses, opt-ins, tags, messages --------------------------------------------------------------

  /** Bonuses with one of `statuses` (all when null), newest first. */
  bonuses(username: string, statuses: readonly string[] | null): BonusRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM bonuses WHERE username = ? ORDER BY issued_at DESC, id DESC')
      .all(username) as BonusRow[];
    return rows.map(toBonus).filter((bonus) => statuses === null || statuses.includes(bonus.status));
  }

  bonus(username: string, id: number): BonusRecord | null {
    const row = this.db.prepare('SELECT * FROM bonuses WHERE username = ? AND id = ?').get(username, id) as
      | BonusRow
      | undefined;
    return row ? toBonus(row) : null;
  }

  /** Accepting makes a gaming bonus ACTIVE (a cash bonus ACCEPTED); declining makes it DECLINED. */
  confirmBonus(username: string, id: number, accept: boolean): ConfirmResult {
    const bonus = this.bonus(username, id);
    if (!bonus) return { ok: false, reason: 'bonus-not-found' };
    if (bonus.status !== 'PENDING') return { ok: false, reason: 'bonus-not-pending' };
    const status = !accept ? 'DECLINED' : bonus.playType === 'cash' ? 'ACCEPTED' : 'ACTIVE';
    this.db.transaction(() => {
      this.db.prepare('UPDATE bonuses SET status = ? WHERE id = ?').run(status, id);
      this.db
        .prepare('UPDATE waiting_messages SET delivered_at = ? WHERE bonus_id = ? AND delivered_at IS NULL')
        .run(this.now(), id);
    })();
    this.events.emit('bonus-changed', { username, bonusId: id, status });
    return { ok: true, bonus: { ...bonus, status } };
  }

  /** The oldest bonus awaiting the player's confirmation, as the pending bonus code. */
  pendingBonusCode(username: string): string | null {
    const row = this.db
      .prepare(
        "SELECT id FROM bonuses WHERE username = ? AND status = 'PENDING' ORDER BY issued_at, id LIMIT 1",
      )
      .get(username) as { id: number } | undefined;
    return row ? String(row.id) : null;
  }

  optIns(username: string): { templateCode: string; optedInAt: number }[] {
    return (
      this.db
        .prepare(
          'SELECT template_code, opted_in_at FROM template_opt_ins WHERE username = ? ORDER BY opted_in_at, template_code',
        )
        .all(username) as { template_code: string; opted_in_at: number }[]
    ).map((row) => ({ templateCode: row.template_code, optedInAt: row.opted_in_at }));
  }

  setOptIn(username: string, templateCode: string, optedIn: boolean): void {
    if (optedIn)
      this.db
        .prepare(
          'INSERT OR IGNORE INTO template_opt_ins (username, template_code, opted_in_at) VALUES (?, ?, ?)',
        )
        .run(username, templateCode, this.now());
    else
      this.db
        .prepare('DELETE FROM template_opt_ins WHERE username = ? AND template_code = ?')
        .run(username, templateCode);
  }

  marketingTags(username: string): { name: string; optedInAt: number }[] {
    return (
      this.db
        .prepare(
          'SELECT tag_name, opted_in_at FROM marketing_tags WHERE username = ? ORDER BY opted_in_at, tag_name',
        )
        .all(username) as { tag_name: string; opted_in_at: number }[]
    ).map((row) => ({ name: row.tag_name, optedInAt: row.opted_in_at }));
  }

  setMarketingTags(username: string, names: readonly string[], optedIn: boolean): void {
    const add = this.db.prepare(
      'INSERT OR IGNORE INTO marketing_tags (username, tag_name, opted_in_at) VALUES (?, ?, ?)',
    );
    const remove = this.db.prepare('DELETE FROM marketing_tags WHERE username = ? AND tag_name = ?');
    const now = this.now();
    this.db.transaction(() => {
      for (const name of names)
        if (optedIn) add.run(username, name, now);
        else remove.run(username, name);
    })();
  }

  playerTags(username: string): { name: string; value: string | null }[] {
    return this.db
      .prepare('SELECT name, value FROM player_tags WHERE username = ? ORDER BY name')
      .all(username) as { name: string; value: string | null }[];
  }

  /** Waiting messages of these kinds not handed out yet, oldest first; each is handed out once. */
  takeWaitingMessages(username: string, kinds: readonly string[]): WaitingMessageRecord[] {
    if (kinds.length === 0) return [];
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(
          `SELECT * FROM waiting_messages WHERE username = ? AND delivered_at IS NULL
           AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY id`,
        )
        .all(username, ...kinds) as {
        id: number;
        kind: string;
        type: string;
        template_id: string | null;
        display_type: string | null;
        title_ro: string | null;
        title_en: string | null;
        message_ro: string;
        message_en: string;
        bonus_id: number | null;
      }[];
      const deliver = this.db.prepare('UPDATE waiting_messages SET delivered_at = ? WHERE id = ?');
      for (const row of rows) deliver.run(this.now(), row.id);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        type: row.type,
        templateId: row.template_id,
        displayType: row.display_type,
        title: { ro: row.title_ro, en: row.title_en },
        message: { ro: row.message_ro, en: row.message_en },
        bonusId: row.bonus_id,
      }));
    })();
  }

  pendingMessageCount(username: string): number {
    return (
      this.db
        .prepare('SELECT COUNT(*) AS n FROM waiting_messages WHERE username = ? AND delivered_at IS NULL')
        .get(username) as { n: number }
    ).n;
  }

  /** Adds a waiting message (test control); handed out once by the next `takeWaitingMessages`. */
  addWaitingMessage(username: string, message: Omit<WaitingMessageRecord, 'id'>): WaitingMessageRecord {
    const result = this.db
      .prepare(
        `INSERT INTO waiting_messages (username, kind, type, template_id, display_type, title_ro, title_en,
           message_ro, message_en, bonus_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        username,
        message.kind,
        message.type,
        message.templateId,
        message.displayType,
        message.title.ro,
        message.title.en,
        message.message.ro,
        message.message.en,
        message.bonusId,
        this.now(),
      );
    return { ...message, id: Number(result.lastInsertRowid) };
  }

  // ---- notification history --------------------------------------------------------------------------

  /** Keeps a notification for the hub, unread. */
  addNotification(
    username: string,
    notification: Omit<NotificationRecord, 'readAt' | 'createdAt'> & { createdAt?: number },
  ): NotificationRecord {
    const record: NotificationRecord = {
      ...notification,
      createdAt: notification.createdAt ?? this.now(),
      readAt: null,
    };
    this.db
      .prepare(
        `INSERT INTO notifications (id, username, type, title_ro, title_en, message_ro, message_en, data, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.id,
        username,
        record.type,
        record.title.ro,
        record.title.en,
        record.message.ro,
        record.message.en,
        JSON.stringify(record.data),
        record.createdAt,
      );
    return record;
  }

  /** The newest `limit` notifications, newest first. */
  notifications(username: string, limit: number): NotificationRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM notifications WHERE username = ? ORDER BY created_at DESC, rowid DESC LIMIT ?')
      .all(username, limit) as NotificationRow[];
    return rows.map(toNotification);
  }

  unreadNotificationCount(username: string): number {
    return (
      this.db
        .prepare('SELECT COUNT(*) AS n FROM notifications WHERE username = ? AND read_at IS NULL')
        .get(username) as { n: number }
    ).n;
  }

  /** Marks these notifications (or all) of the player read; answers how many were unread. */
  markNotificationsRead(username: string, ids: readonly string[] | 'all'): number {
    const now = this.now();
    if (ids === 'all')
      return this.db
        .prepare('UPDATE notifications SET read_at = ? WHERE username = ? AND read_at IS NULL')
        .run(now, username).changes;
    const mark = this.db.prepare(
      'UPDATE notifications SET read_at = ? WHERE username = ? AND id = ? AND read_at IS NULL',
    );
    return this.db.transaction(() =>
      ids.reduce((count, id) => count + mark.run(now, username, id).changes, 0),
    )();
  }
}
