/**
 * The player store's SQLite database: schema, version and a small key-value meta table. Times are epoch
 * milliseconds, money is in bani (cents of RON) as integers.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Bump when the schema changes: an older file is then rebuilt and seeded again. */
export const SCHEMA_VERSION = 2;

export type Db = Database.Database;

const TABLES = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE terms_versions (version TEXT PRIMARY KEY, published_at INTEGER NOT NULL);
CREATE TABLE players (
  username TEXT PRIMARY KEY COLLATE NOCASE,
  profile TEXT NOT NULL,
  user_id TEXT NOT NULL UNIQUE,
  player_client_id TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  sex TEXT,
  email TEXT,
  phone TEXT,
  city TEXT,
  language TEXT NOT NULL,
  account_business_phase TEXT NOT NULL,
  account_status TEXT NOT NULL,
  second_factor_code TEXT,
  terms_version TEXT,
  self_exclusion TEXT,
  suspended INTEGER NOT NULL DEFAULT 0,
  balance_hidden INTEGER NOT NULL DEFAULT 0,
  limits TEXT NOT NULL DEFAULT '[]',
  pending_limits TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE TABLE balances (
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  balance_type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (username, balance_type)
);
CREATE TABLE identity_sessions (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  state TEXT NOT NULL,
  remember INTEGER NOT NULL,
  real_mode INTEGER NOT NULL,
  locale TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ended_at INTEGER,
  end_reason TEXT
);
CREATE TABLE remember_tokens (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE temporary_tokens (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  identity_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE gateway_sessions (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  notification_token TEXT NOT NULL UNIQUE,
  device_type TEXT NOT NULL,
  os_name TEXT NOT NULL,
  client_platform TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  last_action_at INTEGER NOT NULL,
  ended_at INTEGER,
  end_reason TEXT
);
CREATE TABLE game_tokens (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  gateway_token TEXT NOT NULL,
  game_code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE chat_tokens (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  gateway_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE favourites (
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (username, game_code)
);
CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  bet_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  played_at INTEGER NOT NULL
);
CREATE INDEX game_rounds_by_player ON game_rounds (username, played_at);
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  template_code TEXT,
  name_ro TEXT NOT NULL,
  name_en TEXT NOT NULL,
  play_type TEXT NOT NULL,
  status TEXT NOT NULL,
  amount_cents INTEGER,
  free_spins_count INTEGER,
  free_spins_remaining INTEGER,
  golden_chips_count INTEGER,
  golden_chips_remaining INTEGER,
  selected_games TEXT NOT NULL DEFAULT '[]',
  issued_at INTEGER NOT NULL,
  expires_at INTEGER
);
CREATE TABLE template_opt_ins (
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  template_code TEXT NOT NULL,
  opted_in_at INTEGER NOT NULL,
  PRIMARY KEY (username, template_code)
);
CREATE TABLE marketing_tags (
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  tag_name TEXT NOT NULL,
  opted_in_at INTEGER NOT NULL,
  PRIMARY KEY (username, tag_name)
);
CREATE TABLE player_tags (
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT,
  PRIMARY KEY (username, name)
);
CREATE TABLE waiting_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  type TEXT NOT NULL,
  template_id TEXT,
  display_type TEXT,
  title_ro TEXT,
  title_en TEXT,
  message_ro TEXT NOT NULL,
  message_en TEXT NOT NULL,
  bonus_id INTEGER,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  type TEXT NOT NULL,
  title_ro TEXT NOT NULL,
  title_en TEXT NOT NULL,
  message_ro TEXT NOT NULL,
  message_en TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX notifications_by_player ON notifications (username, created_at);
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL REFERENCES players (username) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** Every table but meta, children first (the order rows are deleted in). */
export const DATA_TABLES = [
  'notifications',
  'payments',
  'waiting_messages',
  'player_tags',
  'marketing_tags',
  'template_opt_ins',
  'bonuses',
  'game_rounds',
  'favourites',
  'chat_tokens',
  'game_tokens',
  'gateway_sessions',
  'temporary_tokens',
  'remember_tokens',
  'identity_sessions',
  'balances',
  'players',
  'terms_versions',
] as const;

/**
 * Opens (creating when needed) the database. A file of another schema version is emptied and rebuilt;
 * the caller seeds it when `meta.seed_key` is missing.
 */
export function openDatabase(file: string): Db {
  const memory = file === ':memory:';
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (!memory) db.pragma('journal_mode = WAL');
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  const version = hasMeta ? readMeta(db, 'schema_version') : null;
  if (version !== String(SCHEMA_VERSION)) {
    // Foreign keys cannot be switched off inside a transaction, and dropping a parent table would fail.
    db.pragma('foreign_keys = OFF');
    db.transaction(() => {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      for (const { name } of tables) db.exec(`DROP TABLE "${name}"`);
      db.exec(TABLES);
      writeMeta(db, 'schema_version', String(SCHEMA_VERSION));
    })();
  }
  db.pragma('foreign_keys = ON');
  return db;
}

export function readMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
