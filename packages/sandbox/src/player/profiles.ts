/**
 * The seeded players and how each is built. A profile is a recipe applied to a username, so the seeded
 * player and every throwaway clone of it (`POST /__sandbox/players`) have the same shape. Game codes
 * come from the catalogue the sandbox serves (picked by position, so they follow `SANDBOX_SEED` and
 * `SANDBOX_GAMES`); dates are relative to the moment of seeding.
 */
import { scryptSync } from 'node:crypto';
import type { Game } from '@casino/core/schemas';
import type { SandboxCatalogue } from '../catalogue.ts';
import { createRng, type Rng } from '../prng.ts';
import type { Db } from './db.ts';

export const SEEDED_PASSWORD = 'parola123';
/** The second-factor code of `verificare` (and its clones). */
export const SECOND_FACTOR_CODE = '123456';
export const CURRENT_TERMS_VERSION = '2026-11';
export const PREVIOUS_TERMS_VERSION = '2025-03';
export const PROFILES = ['demo', 'nou', 'exclus', 'suspendat', 'verificare', 'termeni'] as const;
export type Profile = (typeof PROFILES)[number];

/** Template codes of the catalogue's promotions that the seeded bonuses come from. */
export const BONUS_TEMPLATES = {
  weekendSpins: 'FS-WEEKEND-50',
  birthdayGift: 'BIRTHDAY-GIFT',
  goldenChips: 'GOLDEN-CHIPS-10',
  welcome: 'WELCOME-100',
} as const;

const MINUTE = 60_000;
const DAY = 86_400_000;

export function hashPassword(password: string, salt: string): string {
  // A small scrypt cost: the sandbox is not a security boundary, and clones must be quick to make.
  return `scrypt$${salt}$${scryptSync(password, salt, 32, { N: 1024 }).toString('base64url')}`;
}

export interface SeedContext {
  db: Db;
  now: number;
  /** The published catalogue in Romanian and English (bonus names come from promotion titles). */
  ro: SandboxCatalogue;
  en: SandboxCatalogue;
}

interface Identity {
  firstName: string;
  lastName: string;
  sex: 'M' | 'F';
  city: string;
  phone: string;
}

const IDENTITIES: Record<Profile, Identity> = {
  demo: { firstName: 'Andrei', lastName: 'Popescu', sex: 'M', city: 'București', phone: '+40722000101' },
  nou: { firstName: 'Ioana', lastName: 'Marin', sex: 'F', city: 'Cluj-Napoca', phone: '+40722000102' },
  exclus: { firstName: 'Mihai', lastName: 'Dobre', sex: 'M', city: 'Iași', phone: '+40722000103' },
  suspendat: { firstName: 'Elena', lastName: 'Stan', sex: 'F', city: 'Timișoara', phone: '+40722000104' },
  verificare: { firstName: 'Radu', lastName: 'Ilie', sex: 'M', city: 'Brașov', phone: '+40722000105' },
  termeni: { firstName: 'Ana', lastName: 'Lungu', sex: 'F', city: 'Constanța', phone: '+40722000106' },
};

interface GamePools {
  slots: Game[];
  crash: Game[];
  table: Game[];
  live: Game[];
  roulette: Game[];
}

function gamePools(catalogue: SandboxCatalogue): GamePools {
  const playable = catalogue.games.filter((game) => game.launchUrls.real && !game.requirePassword);
  const slots = playable.filter((game) => game.type === 'Slot');
  const orSlots = (list: Game[]) => (list.length > 0 ? list : slots);
  const live = orSlots(playable.filter((game) => game.type === 'Live'));
  return {
    slots,
    crash: orSlots(playable.filter((game) => game.type === 'Crash')),
    table: orSlots(playable.filter((game) => game.type === 'Table')),
    live,
    roulette: orSlots(live.filter((game) => /rulet|roulette/i.test(game.name))),
  };
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const cents = (amount: number) => Math.round(amount * 100);

/** A stake the game accepts: its minimum bet (at least 0.50 RON) times 1, 2 or 4, within its maximum. */
function stake(rng: Rng, game: Game): number {
  const base = cents(Math.max(game.minBet, 0.5));
  return Math.min(base * rng.pick([1, 2, 4]), Math.max(base, cents(game.maxBet)));
}

/** A win for a stake: nothing about two rounds in three, now and then a big one. */
export function drawWin(rng: Rng, bet: number): number {
  const roll = rng.next();
  if (roll < 0.68) return 0;
  if (roll < 0.95) return Math.round(bet * rng.pick([1.5, 2, 3, 5]));
  return bet * rng.int(10, 40);
}

interface RoundSeed {
  gameCode: string;
  gameName: string;
  kind: 'ROUND' | 'EXITGAME';
  betCents: number;
  winCents: number;
  playedAt: number;
}

/**
 * `count` rounds of a game in sessions of at most 12 rounds, 25 s apart, each session closed by an
 * EXITGAME row, all between `minDaysBack` and `maxDaysBack` days before `now`.
 */
function playHistory(
  rng: Rng,
  now: number,
  game: Game,
  count: number,
  minDaysBack: number,
  maxDaysBack = 25,
): RoundSeed[] {
  const rows: RoundSeed[] = [];
  const earliest = Math.max(60, Math.round(minDaysBack * 24 * 60));
  for (let done = 0; done < count; ) {
    const size = Math.min(12, count - done);
    let time = now - rng.int(earliest, maxDaysBack * 24 * 60) * MINUTE;
    for (let i = 0; i < size; i++) {
      const bet = stake(rng, game);
      rows.push(round(game, bet, drawWin(rng, bet), time));
      time += 25_000;
    }
    rows.push(exitRow(game, time));
    done += size;
  }
  return rows;
}

const round = (game: Game, betCents: number, winCents: number, playedAt: number): RoundSeed => ({
  gameCode: game.gameCode,
  gameName: game.name,
  kind: 'ROUND',
  betCents,
  winCents,
  playedAt,
});
const exitRow = (game: Game, playedAt: number): RoundSeed => ({
  ...round(game, 0, 0, playedAt),
  kind: 'EXITGAME',
});

/**
 * A session written out round by round: `wins` are multiples of the game's smallest stake (0 = no
 * win), 25 s apart, the session starting `minutesAgo` before `now` and closed by an EXITGAME row.
 */
export interface ScriptedSession {
  game: Game;
  minutesAgo: number;
  wins: number[];
}

function scriptedRounds(now: number, session: ScriptedSession): RoundSeed[] {
  const bet = cents(Math.max(session.game.minBet, 0.5));
  const start = now - session.minutesAgo * MINUTE;
  const rows = session.wins.map((multiple, i) =>
    round(session.game, bet, Math.round(bet * multiple), start + i * 25_000),
  );
  return [...rows, exitRow(session.game, start + session.wins.length * 25_000)];
}

interface BonusSeed {
  templateCode: string;
  playType: 'cash' | 'freespins' | 'goldenchips';
  status: 'PENDING' | 'ACCEPTED' | 'ACTIVE';
  amountCents?: number;
  freeSpins?: [count: number, remaining: number];
  goldenChips?: [count: number, remaining: number];
  selectedGames?: Game[];
  daysAgo: number;
  validDays: number;
}

interface MessageSeed {
  kind: string;
  type: 'PlayerActionShowLoginMessage' | 'PlayerActionShowMessage' | 'PlayerActionShowDialog';
  templateId: string;
  displayType: string;
  title: [ro: string, en: string] | null;
  message: [ro: string, en: string];
  /** Index into the profile's bonuses: the message announces that bonus. */
  bonus?: number;
}

interface NotificationSeed {
  type: 'SIMPLE_MESSAGE' | 'BONUS';
  title: [ro: string, en: string];
  message: [ro: string, en: string];
  /** Index into the profile's bonuses: the notification announces that bonus. */
  bonus?: number;
  minutesAgo: number;
  read: boolean;
}

interface Recipe {
  balance: number;
  sportBalance: number;
  accountBusinessPhase: string;
  favourites?: Game[];
  /** [game, rounds in all]; 1 round makes a tried-once game. */
  play?: [Game, number][];
  /**
   * The latest sessions, oldest first, written out round by round (their rounds count towards `play`);
   * the rest of `play` is drawn at random before them, from a day to 25 days back.
   */
  recent?: ScriptedSession[];
  bonuses?: BonusSeed[];
  optIns?: string[];
  tags?: string[];
  playerTags?: [string, string | null][];
  messages?: MessageSeed[];
  /** The notification hub's history. */
  notifications?: NotificationSeed[];
  deposits?: [amount: number, daysAgo: number][];
  secondFactorCode?: string;
  termsVersion?: string;
  selfExclusion?: { product: string; startDate: string; endDate: string | null }[];
  suspended?: boolean;
  limits?: object[];
  pendingLimits?: object[];
}

function recipe(profile: Profile, games: GamePools, now: number): Recipe {
  const { slots, crash, table, live, roulette } = games;
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
  switch (profile) {
    case 'demo':
      return {
        balance: 1250.5,
        sportBalance: 35,
        accountBusinessPhase: 'online',
        favourites: [at(slots, 0), at(slots, 7), at(slots, 8), at(slots, 2), at(live, 1), at(live, 2)],
        play: [
          [at(slots, 0), 72],
          [at(slots, 1), 58],
          [at(crash, 0), 51],
          [at(slots, 2), 34],
          [at(slots, 3), 21],
          [at(table, 0), 15],
          [at(slots, 4), 11],
          [at(slots, 5), 1],
          [at(slots, 6), 1],
          [at(live, 0), 1],
        ],
        // The last 30 rounds (the portal's one page of gameResults, so its recent wins shelf): several
        // wins on the most played slot (its best one counts), wins on a light slot, the crash game and a
        // game tried once; a light table game and another game tried once that never won (zero wins
        // that must not count).
        recent: [
          { game: at(slots, 2), minutesAgo: 300, wins: [0, 3, 0, 0, 1.5, 0] },
          { game: at(table, 0), minutesAgo: 200, wins: [0, 0, 0, 0, 0, 0] },
          { game: at(slots, 5), minutesAgo: 150, wins: [0] },
          { game: at(crash, 0), minutesAgo: 120, wins: [0, 2, 0, 0] },
          { game: at(slots, 0), minutesAgo: 90, wins: [0, 2, 0, 0, 5, 0, 1.5, 0, 0, 20, 0, 3] },
          { game: at(slots, 6), minutesAgo: 45, wins: [10] },
        ],
        bonuses: [
          {
            templateCode: BONUS_TEMPLATES.weekendSpins,
            playType: 'freespins',
            status: 'ACTIVE',
            freeSpins: [50, 35],
            selectedGames: [at(slots, 9), at(slots, 10), at(slots, 11), at(slots, 0)],
            daysAgo: 2,
            validDays: 7,
          },
          {
            templateCode: BONUS_TEMPLATES.birthdayGift,
            playType: 'freespins',
            status: 'PENDING',
            freeSpins: [25, 25],
            selectedGames: [at(slots, 12), at(slots, 13), at(slots, 14)],
            daysAgo: 0,
            validDays: 14,
          },
          {
            templateCode: BONUS_TEMPLATES.goldenChips,
            playType: 'goldenchips',
            status: 'ACTIVE',
            goldenChips: [10, 7],
            selectedGames: [at(roulette, 0), at(roulette, 1), at(roulette, 2)],
            daysAgo: 5,
            validDays: 30,
          },
          {
            templateCode: BONUS_TEMPLATES.welcome,
            playType: 'cash',
            status: 'ACCEPTED',
            amountCents: 10_000,
            daysAgo: 60,
            validDays: 90,
          },
        ],
        optIns: [BONUS_TEMPLATES.weekendSpins, BONUS_TEMPLATES.goldenChips],
        tags: ['cashback-saptamanal'],
        playerTags: [
          ['segment', 'vip-argint'],
          ['depunator', 'da'],
        ],
        // Stored out of order on purpose: the portal shows login, then message, then dialog.
        messages: [
          {
            kind: 'alert',
            type: 'PlayerActionShowMessage',
            templateId: 'cont-verificat',
            displayType: 'banner',
            title: null,
            message: [
              'Datele contului tău au fost verificate. Mulțumim!',
              'Your account details have been verified. Thank you!',
            ],
          },
          {
            kind: 'bonus',
            type: 'PlayerActionShowDialog',
            templateId: 'bonus-acordat',
            displayType: 'dialog',
            title: ['Un cadou pentru tine', 'A gift for you'],
            message: [
              'Ai primit 25 de rotiri gratuite de ziua ta. Acceptă bonusul ca să le folosești.',
              'You received 25 free spins for your birthday. Accept the bonus to use them.',
            ],
            bonus: 1,
          },
          {
            kind: 'login',
            type: 'PlayerActionShowLoginMessage',
            templateId: 'bine-ai-revenit',
            displayType: 'toast',
            title: ['Bine ai revenit!', 'Welcome back!'],
            message: [
              'Mai ai 35 de rotiri gratuite din promoția de weekend.',
              'You still have 35 free spins from the weekend promotion.',
            ],
          },
        ],
        notifications: [
          {
            type: 'BONUS',
            title: ['Un cadou pentru tine', 'A gift for you'],
            message: [
              'Ai primit 25 de rotiri gratuite de ziua ta. Acceptă bonusul ca să le folosești.',
              'You received 25 free spins for your birthday. Accept the bonus to use them.',
            ],
            bonus: 1,
            minutesAgo: 10,
            read: false,
          },
          {
            type: 'SIMPLE_MESSAGE',
            title: ['Mentenanță programată', 'Scheduled maintenance'],
            message: [
              'Duminică, între 03:00 și 04:00, unele jocuri nu vor fi disponibile.',
              'On Sunday, between 03:00 and 04:00, some games will not be available.',
            ],
            minutesAgo: 26 * 60,
            read: false,
          },
          {
            type: 'SIMPLE_MESSAGE',
            title: ['Turneu nou: Cupa Rotirilor', 'New tournament: the Spin Cup'],
            message: [
              'Joacă sloturile din turneu până duminică și urcă în clasament.',
              'Play the tournament slots until Sunday and climb the leaderboard.',
            ],
            minutesAgo: 3 * 24 * 60,
            read: true,
          },
        ],
        deposits: [
          [500, 80],
          [1000, 40],
          [250, 9],
        ],
      };
    case 'nou':
      return { balance: 100, sportBalance: 0, accountBusinessPhase: 'online', deposits: [[100, 1]] };
    case 'exclus':
      return {
        balance: 320,
        sportBalance: 0,
        accountBusinessPhase: 'online',
        favourites: [at(slots, 20), at(slots, 21)],
        play: [[at(slots, 20), 12]],
        selfExclusion: [{ product: 'Casino', startDate: iso(-10), endDate: iso(170) }],
        limits: [{ type: 'deposit', period: 'daily', amount: 200, currencyCode: 'RON' }],
        pendingLimits: [{ type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' }],
        messages: [
          {
            kind: 'rg:limits-cool-off',
            type: 'PlayerActionShowDialog',
            templateId: 'limite-in-asteptare',
            displayType: 'dialog',
            title: ['Limită nouă disponibilă', 'New limit available'],
            message: [
              'Perioada de așteptare s-a încheiat: noua limită zilnică de depunere de 500 RON poate fi activată.',
              'The cool-off period is over: the new daily deposit limit of 500 RON can be activated.',
            ],
          },
        ],
        deposits: [[300, 30]],
      };
    case 'suspendat':
      return {
        balance: 75,
        sportBalance: 0,
        accountBusinessPhase: 'online',
        suspended: true,
        selfExclusion: [{ product: 'CrossProduct', startDate: iso(-5), endDate: iso(360) }],
        deposits: [[150, 50]],
      };
    case 'verificare':
      return {
        balance: 540,
        sportBalance: 20,
        accountBusinessPhase: 'multi-channel',
        favourites: [at(slots, 30)],
        secondFactorCode: SECOND_FACTOR_CODE,
        deposits: [[600, 20]],
      };
    case 'termeni':
      return {
        balance: 210,
        sportBalance: 0,
        accountBusinessPhase: 'online',
        termsVersion: PREVIOUS_TERMS_VERSION,
        deposits: [[200, 100]],
      };
  }
}

export interface NewPlayer {
  profile: Profile;
  username: string;
  userId: string;
}

/** Inserts one player built from its profile's recipe (inside the caller's transaction). */
export function seedPlayer(context: SeedContext, player: NewPlayer): void {
  const { db, now } = context;
  const { profile, username, userId } = player;
  const identity = IDENTITIES[profile];
  const plan = recipe(profile, gamePools(context.ro), now);
  const rng = createRng(`player:${profile}`);
  db.prepare(
    `INSERT INTO players (username, profile, user_id, player_client_id, password_hash, first_name, last_name,
       sex, email, phone, city, language, account_business_phase, account_status, second_factor_code,
       terms_version, self_exclusion, suspended, limits, pending_limits, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ro', ?, 'ACTIVE', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    username,
    profile,
    userId,
    `CR-${userId}`,
    hashPassword(SEEDED_PASSWORD, `${profile}:${userId}`),
    identity.firstName,
    identity.lastName,
    identity.sex,
    `${username}@example.ro`,
    identity.phone,
    identity.city,
    plan.accountBusinessPhase,
    plan.secondFactorCode ?? null,
    plan.termsVersion ?? CURRENT_TERMS_VERSION,
    plan.selfExclusion ? JSON.stringify(plan.selfExclusion) : null,
    plan.suspended ? 1 : 0,
    JSON.stringify(plan.limits ?? []),
    JSON.stringify(plan.pendingLimits ?? []),
    now - 400 * DAY,
  );
  const balance = db.prepare(
    "INSERT INTO balances (username, balance_type, amount_cents, currency) VALUES (?, ?, ?, 'RON')",
  );
  balance.run(username, 'CASINO_GAMING', cents(plan.balance));
  balance.run(username, 'SPORT_BETTING', cents(plan.sportBalance));

  const favourite = db.prepare(
    'INSERT OR IGNORE INTO favourites (username, game_code, added_at) VALUES (?, ?, ?)',
  );
  // The first favourite of the recipe is the newest.
  (plan.favourites ?? []).forEach((game, index) => {
    favourite.run(username, game.gameCode, now - (index + 1) * 3 * DAY);
  });

  const insertRound = db.prepare(
    `INSERT INTO game_rounds (username, game_code, game_name, kind, bet_cents, win_cents, played_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const scripted = plan.recent ?? [];
  const rows = (plan.play ?? []).flatMap(([game, count]) => {
    const written = scripted
      .filter((session) => session.game.gameCode === game.gameCode)
      .reduce((sum, session) => sum + session.wins.length, 0);
    // With a scripted session the random history keeps out of the last day, so the script is the latest.
    return playHistory(rng, now, game, count - written, scripted.length > 0 ? 1 : 0);
  });
  rows.push(...scripted.flatMap((session) => scriptedRounds(now, session)));
  for (const row of rows)
    insertRound.run(username, row.gameCode, row.gameName, row.kind, row.betCents, row.winCents, row.playedAt);

  const promotionTitle = (catalogue: SandboxCatalogue, templateCode: string) =>
    catalogue.promotions.find((promotion) => promotion.templateCode === templateCode)?.title ?? templateCode;
  const bonusIds = (plan.bonuses ?? []).map((bonus) => {
    const result = db
      .prepare(
        `INSERT INTO bonuses (username, template_code, name_ro, name_en, play_type, status, amount_cents,
           free_spins_count, free_spins_remaining, golden_chips_count, golden_chips_remaining, selected_games,
           issued_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        username,
        bonus.templateCode,
        promotionTitle(context.ro, bonus.templateCode),
        promotionTitle(context.en, bonus.templateCode),
        bonus.playType,
        bonus.status,
        bonus.amountCents ?? null,
        bonus.freeSpins?.[0] ?? null,
        bonus.freeSpins?.[1] ?? null,
        bonus.goldenChips?.[0] ?? null,
        bonus.goldenChips?.[1] ?? null,
        JSON.stringify((bonus.selectedGames ?? []).map((game) => game.gameCode)),
        now - bonus.daysAgo * DAY,
        now + (bonus.validDays - bonus.daysAgo) * DAY,
      );
    return Number(result.lastInsertRowid);
  });

  const optIn = db.prepare(
    'INSERT INTO template_opt_ins (username, template_code, opted_in_at) VALUES (?, ?, ?)',
  );
  for (const code of plan.optIns ?? []) optIn.run(username, code, now - 20 * DAY);
  const tag = db.prepare('INSERT INTO marketing_tags (username, tag_name, opted_in_at) VALUES (?, ?, ?)');
  for (const name of plan.tags ?? []) tag.run(username, name, now - 15 * DAY);
  const playerTag = db.prepare('INSERT INTO player_tags (username, name, value) VALUES (?, ?, ?)');
  for (const [name, value] of plan.playerTags ?? []) playerTag.run(username, name, value);

  const message = db.prepare(
    `INSERT INTO waiting_messages (username, kind, type, template_id, display_type, title_ro, title_en,
       message_ro, message_en, bonus_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of plan.messages ?? [])
    message.run(
      username,
      item.kind,
      item.type,
      item.templateId,
      item.displayType,
      item.title?.[0] ?? null,
      item.title?.[1] ?? null,
      item.message[0],
      item.message[1],
      item.bonus === undefined ? null : (bonusIds[item.bonus] ?? null),
      now - 10 * MINUTE,
    );

  const notification = db.prepare(
    `INSERT INTO notifications (id, username, type, title_ro, title_en, message_ro, message_en, data, created_at, read_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  (plan.notifications ?? []).forEach((item, index) => {
    const createdAt = now - item.minutesAgo * MINUTE;
    const bonusId = item.bonus === undefined ? undefined : bonusIds[item.bonus];
    notification.run(
      `ntf-${userId}-${index + 1}`,
      username,
      item.type,
      item.title[0],
      item.title[1],
      item.message[0],
      item.message[1],
      JSON.stringify(bonusId === undefined ? {} : { bonusId }),
      createdAt,
      item.read ? createdAt + MINUTE : null,
    );
  });

  const payment = db.prepare(
    "INSERT INTO payments (username, kind, amount_cents, method, created_at) VALUES (?, 'deposit', ?, 'card', ?)",
  );
  for (const [amount, daysAgo] of plan.deposits ?? [])
    payment.run(username, cents(amount), now - daysAgo * DAY);
}
