/** What every part of the player platform shares: the store, the catalogue, addresses and cookie settings. */
import type { Game } from '@casino/core/schemas';
import type { SandboxCatalogue } from '../catalogue.ts';
import type { CookieSettings, Language } from './http.ts';
import type { ForcedSpin } from './real-play.ts';
import type { PlayerStore } from './store.ts';

export interface PlatformContext {
  /** The store, opened (and seeded when needed) on first use. */
  players: () => PlayerStore;
  /** The published catalogue in a language. */
  catalogue: (language: Language) => SandboxCatalogue;
  /** A game of the published catalogue. */
  findGame: (gameCode: string) => Game | undefined;
  /** The sandbox's own public base URL, without a trailing slash. */
  publicUrl: string;
  /** Portal origins allowed by CORS; also the targets of postMessage and the allowed frame ancestors. */
  origins: readonly string[];
  cookies: CookieSettings;
  /** Test control: the outcomes of a player's next real-money spins, by username (emptied on reset). */
  forcedSpins: Map<string, ForcedSpin[]>;
}
