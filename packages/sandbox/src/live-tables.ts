/**
 * Live table state behind the live feed hub: one LiveTable per live game, generated from the seed and
 * changed by test control or the optional churn. How languages, seats and dealers are drawn: README,
 * "Live feed hub".
 */
import type { Game, LiveTable } from '@casino/core/schemas';
import { DEALER_FIRST_NAMES, DEALER_LAST_NAMES, LIVE_BASES, type LiveKind } from './names.ts';
import { createRng, type Rng } from './prng.ts';

export const LIVE_LANGUAGES = ['ro', 'en', 'nl', 'el', 'tr', 'ar', 'pt-br'] as const;
const LANGUAGE_WEIGHTS = [55, 25, 4, 4, 4, 4, 4];
export const BLACKJACK_SEATS = 7;
const ROMANIAN_TABLE = /București|Carpați|Românesc|Cluj|Timișoara|Constanța|Iași/;
const BASES_LONGEST_FIRST = [...LIVE_BASES].sort((a, b) => b[0].length - a[0].length);

/** The kind of a live game, read from its name (live names are `{base} {modifier}`). */
export function liveKindOf(name: string): LiveKind | null {
  for (const [base, kind] of BASES_LONGEST_FIRST) if (name.startsWith(base)) return kind;
  return null;
}

/** Whether the table has a seat map (seat-limited blackjack) or unlimited seats (`{}`). */
export function hasSeatMap(name: string): boolean {
  return liveKindOf(name) === 'blackjack' && !name.startsWith('Blackjack Nelimitat');
}

function dealerName(rng: Rng): string {
  return `${rng.pick(DEALER_FIRST_NAMES)} ${rng.pick(DEALER_LAST_NAMES)}`;
}

function seats(rng: Rng, takenShare: number): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  for (let seat = 1; seat <= BLACKJACK_SEATS; seat++) map[String(seat)] = rng.chance(takenShare);
  return map;
}

/** The seeded table list for the catalogue's live games (deterministic: same seed and games, same list). */
export function generateLiveTables(
  seed: number,
  games: readonly Pick<Game, 'gameCode' | 'name' | 'type'>[],
  publicUrl: string,
): LiveTable[] {
  const rng = createRng(`${seed}:live-tables`);
  const base = publicUrl.replace(/\/+$/, '');
  const tables: LiveTable[] = [];
  for (const game of games) {
    if (game.type !== 'Live') continue;
    const language = ROMANIAN_TABLE.test(game.name) ? 'ro' : rng.weighted(LIVE_LANGUAGES, LANGUAGE_WEIGHTS);
    const online = rng.chance(0.85);
    // Roughly one blackjack table in six is full.
    const seatMap = hasSeatMap(game.name) ? seats(rng, rng.chance(0.17) ? 1 : 0.6) : {};
    const automatic = game.name.startsWith('Ruletă Automată');
    const dealer = dealerName(rng);
    tables.push({
      ImsGameCode: game.gameCode,
      Language: language,
      Status: online ? 'online' : 'offline',
      SeatsAvailability: seatMap,
      DynamicImageUrl: `${base}/assets/${encodeURIComponent(game.gameCode)}/landscape?format=webp`,
      Dealer: automatic ? null : { DealerName: dealer },
      name: game.name,
    });
  }
  return tables;
}

/** A partial table pushed by `/__sandbox/push/live-table`. */
export type LiveTablePatch = Partial<Omit<LiveTable, 'ImsGameCode'>> & { ImsGameCode: string };

/** Validates a pushed patch; a string is the error message. */
export function validateTablePatch(input: unknown): LiveTablePatch | string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return 'body must be a JSON object';
  const body = input as Record<string, unknown>;
  if (typeof body.ImsGameCode !== 'string' || body.ImsGameCode === '')
    return 'ImsGameCode must be a non-empty string';
  const patch: LiveTablePatch = { ImsGameCode: body.ImsGameCode };
  if (body.Status !== undefined) {
    if (typeof body.Status !== 'string' || body.Status === '') return 'Status must be a non-empty string';
    patch.Status = body.Status;
  }
  if (body.Language !== undefined) {
    if (typeof body.Language !== 'string' || body.Language === '')
      return 'Language must be a non-empty string';
    patch.Language = body.Language;
  }
  if (body.SeatsAvailability !== undefined) {
    const seatsValue = body.SeatsAvailability;
    if (!seatsValue || typeof seatsValue !== 'object' || Array.isArray(seatsValue))
      return 'SeatsAvailability must be an object of seat to flag';
    patch.SeatsAvailability = { ...(seatsValue as Record<string, unknown>) };
  }
  if (body.Dealer !== undefined) {
    const dealer = body.Dealer as { DealerName?: unknown } | null;
    if (dealer !== null && (typeof dealer !== 'object' || typeof dealer.DealerName !== 'string'))
      return 'Dealer must be null or { DealerName: string }';
    patch.Dealer = dealer === null ? null : { DealerName: dealer.DealerName as string };
  }
  if (body.DynamicImageUrl !== undefined) {
    if (body.DynamicImageUrl !== null && typeof body.DynamicImageUrl !== 'string')
      return 'DynamicImageUrl must be a string or null';
    patch.DynamicImageUrl = body.DynamicImageUrl;
  }
  if (body.name !== undefined) {
    if (typeof body.name !== 'string') return 'name must be a string';
    patch.name = body.name;
  }
  return patch;
}

const clone = (table: LiveTable): LiveTable => ({
  ...table,
  SeatsAvailability: { ...table.SeatsAvailability },
  ...(table.Dealer ? { Dealer: { ...table.Dealer } } : {}),
});

/** The mutable table state: seeded list, patches, churn; `reset()` goes back to the seeded list. */
export class LiveTableStore {
  private tables = new Map<string, LiveTable>();
  private churnRng: Rng;

  constructor(
    private readonly seed: number,
    private readonly initial: readonly LiveTable[],
  ) {
    this.churnRng = createRng(`${seed}:live-churn`);
    this.reset();
  }

  reset(): void {
    this.tables = new Map(this.initial.map((table) => [table.ImsGameCode, clone(table)]));
    this.churnRng = createRng(`${this.seed}:live-churn`);
  }

  list(): LiveTable[] {
    return [...this.tables.values()].map(clone);
  }

  get size(): number {
    return this.tables.size;
  }

  /** Merges a patch (fields given replace the table's; SeatsAvailability is replaced as a whole). */
  apply(patch: LiveTablePatch): LiveTable | null {
    const table = this.tables.get(patch.ImsGameCode);
    if (!table) return null;
    const next: LiveTable = { ...table, ...patch };
    if (patch.SeatsAvailability) next.SeatsAvailability = { ...patch.SeatsAvailability };
    this.tables.set(next.ImsGameCode, next);
    return clone(next);
  }

  /**
   * One simulated change on a random table, drawn from the churn PRNG: a seat taken or freed (seat
   * tables), a dealer change, or (rarely) the table going offline or online.
   */
  churn(): LiveTable | null {
    const rng = this.churnRng;
    const all = [...this.tables.values()];
    if (all.length === 0) return null;
    const table = rng.pick(all);
    const seatNumbers = Object.keys(table.SeatsAvailability);
    const roll = rng.next();
    if (roll < 0.1 || table.Status !== 'online') {
      return this.apply({
        ImsGameCode: table.ImsGameCode,
        Status: table.Status === 'online' ? 'offline' : 'online',
      });
    }
    if (seatNumbers.length > 0 && roll < 0.75) {
      const seat = rng.pick(seatNumbers);
      return this.apply({
        ImsGameCode: table.ImsGameCode,
        SeatsAvailability: { ...table.SeatsAvailability, [seat]: !table.SeatsAvailability[seat] },
      });
    }
    if (table.Dealer)
      return this.apply({ ImsGameCode: table.ImsGameCode, Dealer: { DealerName: dealerName(rng) } });
    return this.apply({ ImsGameCode: table.ImsGameCode, Status: 'offline' });
  }
}
