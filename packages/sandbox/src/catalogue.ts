/**
 * The sandbox's content catalogue: every record of the content API, generated from a seed.
 *
 * Pure and deterministic: the same options give the same output (no I/O, no clock; dates are relative
 * to `referenceDate`). Random draws never depend on the locale or the status, so switching either only
 * changes texts (locale) or adds/marks records (draft), never the structure of the published catalogue.
 */
import type { ContentStatus, Locale } from '@casino/core/content-api';
import {
  CASINO_FILTER_KEYS,
  CATEGORY_TYPES,
  type Carousel,
  type Category,
  type CmsConfiguration,
  type Collection,
  type CollectionGroup,
  type ContentPage,
  DETAIL_TAG_GROUPS,
  type Game,
  type GameType,
  type GlobalSettings,
  type Jackpot,
  type Label,
  type Layout,
  LIVE_FILTER_KEYS,
  type MenuItem,
  type PersonalizedCategory,
  type Promotion,
  type Provider,
  type Seo,
  type SubmenuItem,
  type TaxonomyRef,
  type Tournament,
  type VideoWidget,
  type WebMessage,
  type Widget,
  type Winner,
} from '@casino/core/schemas';
import {
  CRASH_BASES,
  CRASH_MODIFIERS,
  LABELS,
  LIVE_BASES,
  LIVE_FEATURES,
  LIVE_MODIFIERS,
  type LiveKind,
  PLAYER_NAMES,
  PROVIDERS,
  ROMAN,
  SLOT_MODIFIERS,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  SPECIAL_FEATURES,
  TABLE_GAMES,
  TABLE_MODIFIERS,
  TABLE_MODIFIERS_FEMININE,
  TABLE_SUFFIXES,
  type Text,
  THEME_TEXT,
  type Theme,
  t,
} from './names.ts';
import { createRng, hashString, type Rng, slugify } from './prng.ts';

export const DEFAULT_SEED = 20261121;
export const DEFAULT_GAMES = 3000;
export const DEFAULT_LIVE_GAMES = 300;
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

export const PLATFORMS = ['CasinoDesktop', 'CasinoMobile', 'LiveDesktop', 'LiveMobile', 'Native'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface CatalogueOptions {
  seed?: number;
  /** Casino games (slot, table, crash). */
  games?: number;
  /** Live dealer games. */
  liveGames?: number;
  locale?: Locale;
  status?: ContentStatus;
  /** Dates of promotions, messages, tournaments and winners are relative to this instant. */
  referenceDate?: string;
  /** Base URL of the sandbox, used in launch URLs, video previews and SEO images. */
  publicUrl?: string;
}

/** How the sandbox draws an asset image (`/assets/{id}`). */
export interface AssetSpec {
  id: string;
  label: string;
  width: number;
  height: number;
  kind: 'logo-light' | 'logo-dark' | 'icon' | 'banner' | 'poster';
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

export interface SandboxCatalogue {
  seed: number;
  locale: Locale;
  status: ContentStatus;
  referenceDate: string;
  publicUrl: string;
  games: Game[];
  categories: Category[];
  providers: Provider[];
  collections: Collection[];
  collectionGroups: CollectionGroup[];
  jackpots: Jackpot[];
  promotions: Promotion[];
  menus: MenuItem[];
  submenu: SubmenuItem[];
  layouts: Layout[];
  carousels: Carousel[];
  videoWidgets: VideoWidget[];
  /** SEO records keyed by seoId. */
  seo: Record<string, Seo>;
  globalSettings: GlobalSettings;
  cmsConfiguration: CmsConfiguration;
  webMessages: WebMessage[];
  /** Platforms each web message targets, keyed by message id. */
  webMessageTargets: Record<string, Platform[]>;
  pages: ContentPage[];
  tournaments: Tournament[];
  winners: Winner[];
  redirects: RedirectRule[];
  /** Every asset image id used by the records above (game images are keyed by game code instead). */
  assets: Record<string, AssetSpec>;
}

/** The game layout type and list source of each personal category type, as the lobby widgets use them. */
export const PERSONAL_SOURCES = {
  favourites: 'Favourites',
  'favourites-live': 'FavouritesLive',
  'because-you-like': 'BecauseYouLikeInternal',
  'because-you-like-live': 'BecauseYouLikeLiveInternal',
  'because-you-played': 'BecauseYouPlayedInternal',
  'free-spins': 'FreeSpins',
  'golden-chips': 'GoldenChips',
  'most-played': 'MostPlayed',
  'recently-played': 'RecentlyPlayed',
  'tried-once': 'TriedOnce',
  'recent-wins': 'RecentWins',
  'personalised-marketing': 'BloomreachPersonalized',
  popular: 'PopularPggService',
  recommended: 'RecommendedPggService',
  trending: 'TrendingPggService',
} as const;
export type PersonalCategoryType = keyof typeof PERSONAL_SOURCES;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A generated game before localisation and taxonomy links. */
interface GameSeed {
  code: string;
  name: string;
  type: GameType;
  provider: number;
  theme: Theme | null;
  liveKind: LiveKind | null;
  vip: boolean;
  romanian: boolean;
  reels: number | null;
  lines: number;
  jackpot: boolean;
  gamble: boolean;
  bonus: boolean;
  maxWin: number;
  minBet: number;
  maxBet: number;
  rtp: number | null;
  volatility: number | null;
  promotionLevel: number;
  commercialTier: number;
  fileVersion: number;
  labels: number[];
  features: number[];
  video: 'ok' | 'broken' | null;
  demoEnabled: boolean;
  requirePassword: boolean;
  demoUrl: boolean;
  realUrl: boolean;
  popularity: number;
  freshness: number;
}

const NOUNS_BY_THEME = new Map<Theme, string[]>();
for (const [noun, theme] of SLOT_NOUNS)
  NOUNS_BY_THEME.set(theme, [...(NOUNS_BY_THEME.get(theme) ?? []), noun]);

const round2 = (value: number) => Math.round(value * 100) / 100;

function uniqueName(rng: Rng, used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 6; attempt++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const base = make();
  for (const numeral of ROMAN) {
    const name = `${base} ${numeral}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  let n = 11 + rng.int(0, 5);
  while (used.has(`${base} ${n}`)) n++;
  const name = `${base} ${n}`;
  used.add(name);
  return name;
}

function uniqueCode(name: string, used: Set<string>): string {
  const base = slugify(name) || 'joc';
  let code = base;
  let n = 2;
  while (used.has(code)) code = `${base}-${n++}`;
  used.add(code);
  return code;
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** Draws the casino and live games (structure only; texts are built per locale later). */
function drawGames(
  rng: Rng,
  casinoCount: number,
  liveCount: number,
  casinoProviders: number[],
  liveProviders: number[],
): GameSeed[] {
  const names = new Set<string>();
  const codes = new Set<string>();
  const casinoWeights = casinoProviders.map(() => 0.4 + rng.next() * 1.6);
  const liveWeights = liveProviders.map(
    (index) => (PROVIDERS[index]?.liveOnly ? 2 : 0.6) * (0.5 + rng.next()),
  );
  const seeds: GameSeed[] = [];

  for (let i = 0; i < casinoCount; i++) {
    const type = rng.weighted<GameType>(['Slot', 'Table', 'Crash'], [85, 8, 7]);
    let name: string;
    let theme: Theme | null = null;
    if (type === 'Slot') {
      const [noun, nounTheme] = rng.pick(SLOT_NOUNS);
      theme = nounTheme;
      const heads = NOUNS_BY_THEME.get(nounTheme) ?? [noun];
      name = uniqueName(rng, names, () =>
        join(rng.pick(heads), rng.pick(SLOT_MODIFIERS), rng.pick(SLOT_SUFFIXES)),
      );
    } else if (type === 'Table') {
      name = uniqueName(rng, names, () => {
        const game = rng.pick(TABLE_GAMES);
        const modifier = game.feminine ? rng.pick(TABLE_MODIFIERS_FEMININE) : rng.pick(TABLE_MODIFIERS);
        return join(game.base, modifier, rng.pick(TABLE_SUFFIXES));
      });
    } else {
      name = uniqueName(rng, names, () => join(rng.pick(CRASH_BASES), rng.pick(CRASH_MODIFIERS)));
    }
    const provider = rng.weighted(casinoProviders, casinoWeights);
    const reels = type === 'Slot' ? rng.weighted([3, 5, 6, 7], [15, 65, 15, 5]) : null;
    const lines =
      type !== 'Slot'
        ? 0
        : rng.chance(0.12)
          ? 0
          : reels === 3
            ? rng.pick([1, 5, 9])
            : rng.pick([10, 20, 25, 30, 40, 50, 100]);
    const jackpot = type === 'Slot' && rng.chance(0.08);
    const features =
      type === 'Slot'
        ? rng.sample(
            SPECIAL_FEATURES.map((_, index) => index),
            rng.int(1, 4),
          )
        : [];
    const labels: number[] = [];
    if (rng.chance(0.06)) labels.push(0);
    if (rng.chance(0.03)) labels.push(1);
    if (rng.chance(0.05)) labels.push(2);
    if (jackpot && rng.chance(0.5)) labels.push(3);
    if (rng.chance(0.04)) labels.push(4);
    if (type === 'Slot' && rng.chance(0.03)) labels.push(5);
    const videoRoll = rng.next();
    const commercialTier = rng.weighted(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [8, 14, 16, 15, 12, 10, 8, 6, 5, 4, 2],
    );
    const promotionLevel = rng.weighted(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [30, 18, 14, 10, 8, 6, 5, 4, 2, 2, 1],
    );
    const minBet = rng.pick([0.1, 0.2, 0.25, 0.5, 1, 2, 5]);
    const maxBet = rng.pick([50, 100, 200, 250, 500, 1000, 2500, 5000]);
    const demoEnabled = !rng.chance(0.1);
    seeds.push({
      code: uniqueCode(name, codes),
      name,
      type,
      provider,
      theme,
      liveKind: null,
      vip: maxBet >= 2500,
      romanian: theme === 'folclor',
      reels,
      lines,
      jackpot,
      gamble: type === 'Slot' && rng.chance(0.3),
      bonus: type === 'Slot' ? rng.chance(0.55) : type === 'Crash' && rng.chance(0.2),
      maxWin:
        type === 'Crash'
          ? rng.pick([10000, 50000, 100000])
          : type === 'Table'
            ? rng.pick([35, 100, 250, 500, 1000])
            : rng.pick([500, 1000, 2500, 5000, 10000, 15000, 21100, 50000]),
      minBet,
      maxBet,
      rtp: rng.chance(0.02) ? null : round2(92 + rng.next() * 5.5),
      volatility: rng.chance(0.03) ? null : type === 'Table' ? rng.int(1, 2) : rng.int(1, 5),
      promotionLevel,
      commercialTier,
      fileVersion: rng.weighted([0, 1, 2, 3, 4, 5], [5, 50, 20, 12, 8, 5]),
      labels,
      features,
      video: videoRoll < 0.19 ? 'ok' : videoRoll < 0.2 ? 'broken' : null,
      demoEnabled,
      requirePassword: rng.chance(0.01),
      demoUrl: demoEnabled,
      realUrl: true,
      popularity: commercialTier * 2 + promotionLevel + rng.next() * 6,
      freshness: rng.next(),
    });
  }

  for (let i = 0; i < liveCount; i++) {
    const [base, kind] = rng.pick(LIVE_BASES);
    const modifier = rng.pick(LIVE_MODIFIERS);
    let name = join(base, modifier);
    let n = 2;
    while (names.has(name)) name = join(base, modifier, String(n++));
    names.add(name);
    const commercialTier = rng.int(1, 10);
    const promotionLevel = rng.weighted([0, 1, 2, 3, 4, 5], [20, 20, 15, 10, 5, 3]);
    const labels: number[] = [];
    if (rng.chance(0.08)) labels.push(0);
    if (rng.chance(0.05)) labels.push(1);
    if (rng.chance(0.08)) labels.push(2);
    seeds.push({
      code: uniqueCode(name, codes),
      name,
      type: 'Live',
      provider: rng.weighted(liveProviders, liveWeights),
      theme: null,
      liveKind: kind,
      vip: /VIP|Privé|Prestige|Elite|Platinum|Grand/.test(modifier),
      romanian: /București|Carpați|Românesc|Cluj|Timișoara|Constanța|Iași/.test(modifier),
      reels: null,
      lines: 0,
      jackpot: false,
      gamble: false,
      bonus: kind === 'show',
      maxWin:
        kind === 'show' ? rng.pick([10000, 20000, 40000]) : kind === 'ruleta' ? rng.pick([36, 500]) : 100,
      minBet: rng.pick([0.5, 1, 2, 2.5, 5]),
      maxBet: rng.pick([500, 1000, 2500, 5000]),
      rtp: rng.chance(0.05) ? null : round2(94 + rng.next() * 3.5),
      volatility: null,
      promotionLevel,
      commercialTier,
      fileVersion: rng.int(1, 3),
      labels,
      features: rng.sample(
        LIVE_FEATURES.map((_, index) => index),
        rng.int(1, 2),
      ),
      video: null,
      demoEnabled: false,
      requirePassword: false,
      demoUrl: false,
      realUrl: true,
      popularity: commercialTier * 2 + promotionLevel + rng.next() * 6,
      freshness: rng.next(),
    });
  }

  // A few casino games without a demo or real URL exercise errors.demo-url-is-missing / real-url-is-missing.
  const demoCandidates = seeds.filter((seed) => seed.type === 'Slot' && seed.demoEnabled);
  for (const seed of rng.sample(demoCandidates, 3)) seed.demoUrl = false;
  for (const seed of rng.sample(demoCandidates, 2)) seed.realUrl = false;
  return seeds;
}

interface CategoryDef {
  slug: string;
  title: Text;
  type: Category['type'];
  lobby: 'casino' | 'live';
  style?: 'top10';
  select?: (games: GameSeed[], rng: Rng) => GameSeed[];
}

const byPopularity = (games: GameSeed[]) => games.slice().sort((a, b) => b.popularity - a.popularity);
const byFreshness = (games: GameSeed[]) => games.slice().sort((a, b) => b.freshness - a.freshness);
const casinoOnly = (games: GameSeed[]) =>
  games.filter((game) => game.type === 'Slot' || game.type === 'Crash');
const liveOnly = (games: GameSeed[]) => games.filter((game) => game.type === 'Live');
const hasFeature = (game: GameSeed, index: number) => game.features.includes(index);

const CATEGORY_DEFS: readonly CategoryDef[] = [
  {
    slug: 'populare',
    title: t('Populare', 'Popular'),
    type: 'default',
    lobby: 'casino',
    select: (g) => byPopularity(casinoOnly(g)).slice(0, 60),
  },
  {
    slug: 'noutati',
    title: t('Noutăți', 'New games'),
    type: 'default',
    lobby: 'casino',
    select: (g) => byFreshness(casinoOnly(g)).slice(0, 48),
  },
  {
    slug: 'top-10',
    title: t('Top 10 săptămâna aceasta', 'Top 10 this week'),
    type: 'default',
    lobby: 'casino',
    style: 'top10',
    select: (g) => byPopularity(g.filter((game) => game.type === 'Slot')).slice(0, 10),
  },
  {
    slug: 'jocuri-cu-jackpot',
    title: t('Jocuri cu jackpot', 'Jackpot games'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => game.jackpot),
  },
  {
    slug: 'sloturi-video',
    title: t('Sloturi video', 'Video slots'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => game.type === 'Slot' && (game.reels ?? 0) >= 5),
  },
  {
    slug: 'sloturi-clasice',
    title: t('Sloturi clasice', 'Classic slots'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => game.type === 'Slot' && game.reels === 3),
  },
  {
    slug: 'exclusive',
    title: t('Exclusive', 'Exclusives'),
    type: 'default',
    lobby: 'casino',
    select: (g) => casinoOnly(g).filter((game) => game.labels.includes(1)),
  },
  {
    slug: 'jocuri-crash',
    title: t('Jocuri crash', 'Crash games'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => game.type === 'Crash'),
  },
  {
    slug: 'rotiri-gratuite',
    title: t('Cu rotiri gratuite', 'With free spins'),
    type: 'default',
    lobby: 'casino',
    select: (g) => byPopularity(g.filter((game) => hasFeature(game, 0))).slice(0, 120),
  },
  {
    slug: 'cumpara-bonus',
    title: t('Cumpără bonus', 'Bonus buy'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => hasFeature(game, 4)),
  },
  {
    slug: 'rtp-mare',
    title: t('RTP mare', 'High RTP'),
    type: 'default',
    lobby: 'casino',
    select: (g) => casinoOnly(g).filter((game) => (game.rtp ?? 0) >= 96.8),
  },
  {
    slug: 'volatilitate-mare',
    title: t('Volatilitate mare', 'High volatility'),
    type: 'default',
    lobby: 'casino',
    select: (g) => casinoOnly(g).filter((game) => game.volatility === 5),
  },
  {
    slug: 'jocuri-romanesti',
    title: t('Jocuri românești', 'Romanian games'),
    type: 'default',
    lobby: 'casino',
    select: (g) => g.filter((game) => game.type === 'Slot' && game.romanian),
  },
  {
    slug: 'recomandate',
    title: t('Recomandate de noi', 'Our picks'),
    type: 'default',
    lobby: 'casino',
    select: (g, rng) => rng.sample(byPopularity(casinoOnly(g)).slice(0, 200), 30),
  },
  {
    slug: 'castiguri-mari',
    title: t('Câștiguri mari', 'Big wins'),
    type: 'default',
    lobby: 'casino',
    select: (g) => casinoOnly(g).filter((game) => game.maxWin >= 21100),
  },
  {
    slug: 'populare-live',
    title: t('Populare live', 'Popular live'),
    type: 'default',
    lobby: 'live',
    select: (g) => byPopularity(liveOnly(g)).slice(0, 30),
  },
  {
    slug: 'noutati-live',
    title: t('Noutăți live', 'New live tables'),
    type: 'default',
    lobby: 'live',
    select: (g) => byFreshness(liveOnly(g)).slice(0, 20),
  },
  {
    slug: 'ruleta-live',
    title: t('Ruletă live', 'Live roulette'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'ruleta'),
  },
  {
    slug: 'blackjack-live',
    title: t('Blackjack live', 'Live blackjack'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'blackjack'),
  },
  {
    slug: 'baccarat-live',
    title: t('Baccarat live', 'Live baccarat'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'baccarat'),
  },
  {
    slug: 'poker-live',
    title: t('Poker live', 'Live poker'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'poker'),
  },
  {
    slug: 'game-show-uri',
    title: t('Game show-uri', 'Game shows'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'show'),
  },
  {
    slug: 'zaruri-live',
    title: t('Zaruri live', 'Live dice'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.liveKind === 'zaruri'),
  },
  {
    slug: 'mese-vip',
    title: t('Mese VIP', 'VIP tables'),
    type: 'default',
    lobby: 'live',
    select: (g) => liveOnly(g).filter((game) => game.vip),
  },
  {
    slug: 'dealeri-romani',
    title: t('Dealeri români', 'Romanian dealers'),
    type: 'default',
    lobby: 'live',
    select: (g) => liveOnly(g).filter((game) => game.romanian),
  },
  {
    slug: 'jocuri-de-masa',
    title: t('Jocuri de masă', 'Table games'),
    type: 'default',
    lobby: 'live',
    select: (g) => g.filter((game) => game.type === 'Table'),
  },
  // Personal categories: games come from the personalised categories call, not from here.
  {
    slug: 'preferate',
    title: t('Jocurile mele preferate', 'My favourites'),
    type: 'favourites',
    lobby: 'casino',
  },
  {
    slug: 'preferate-live',
    title: t('Mesele mele preferate', 'My favourite tables'),
    type: 'favourites-live',
    lobby: 'live',
  },
  {
    slug: 'pentru-ca-iti-place',
    title: t('Pentru că îți place', 'Because you like'),
    type: 'because-you-like',
    lobby: 'casino',
  },
  {
    slug: 'pentru-ca-iti-place-live',
    title: t('Pentru că îți place live', 'Because you like live'),
    type: 'because-you-like-live',
    lobby: 'live',
  },
  {
    slug: 'pentru-ca-ai-jucat',
    title: t('Pentru că ai jucat', 'Because you played'),
    type: 'because-you-played',
    lobby: 'casino',
  },
  {
    slug: 'rotiri-gratuite-active',
    title: t('Rotirile tale gratuite', 'Your free spins'),
    type: 'free-spins',
    lobby: 'casino',
  },
  { slug: 'jetoane-de-aur', title: t('Jetoane de aur', 'Golden chips'), type: 'golden-chips', lobby: 'live' },
  {
    slug: 'cele-mai-jucate',
    title: t('Cele mai jucate', 'Most played'),
    type: 'most-played',
    lobby: 'casino',
  },
  {
    slug: 'jucate-recent',
    title: t('Jucate recent', 'Recently played'),
    type: 'recently-played',
    lobby: 'casino',
  },
  {
    slug: 'incercate-o-data',
    title: t('Încercate o dată', 'Tried once'),
    type: 'tried-once',
    lobby: 'casino',
  },
  {
    slug: 'castiguri-recente',
    title: t('Câștigurile tale recente', 'Your recent wins'),
    type: 'recent-wins',
    lobby: 'casino',
  },
  {
    slug: 'alese-pentru-tine',
    title: t('Alese pentru tine', 'Picked for you'),
    type: 'personalised-marketing',
    lobby: 'casino',
  },
  { slug: 'populare-acum', title: t('Populare acum', 'Popular now'), type: 'popular', lobby: 'casino' },
  {
    slug: 'recomandate-pentru-tine',
    title: t('Recomandate pentru tine', 'Recommended for you'),
    type: 'recommended',
    lobby: 'casino',
  },
  { slug: 'in-tendinte', title: t('În tendințe', 'Trending'), type: 'trending', lobby: 'casino' },
];

interface CollectionDef {
  slug: string;
  title: Text;
  group: string;
  excludeFromPage?: boolean;
  url?: string;
  actionRoute?: string;
  select: (games: GameSeed[], rng: Rng) => GameSeed[];
}

const THEMES = Object.keys(THEME_TEXT) as Theme[];
const FEATURE_COLLECTIONS: readonly [string, Text, number][] = [
  ['multiplicatori', t('Multiplicatori', 'Multipliers'), 1],
  ['role-in-cascada', t('Role în cascadă', 'Cascading reels'), 5],
  ['hold-and-win', t('Hold & Win', 'Hold & Win'), 10],
  ['plati-in-grup', t('Plăți în grup', 'Cluster pays'), 11],
  ['simboluri-lipicioase', t('Simboluri lipicioase', 'Sticky symbols'), 3],
  ['cumpara-bonusul', t('Cumpără bonusul', 'Buy the bonus'), 4],
];

const COLLECTION_GROUPS: readonly { id: string; title: Text }[] = [
  { id: 'grp-teme', title: t('Teme', 'Themes') },
  { id: 'grp-mecanici', title: t('Mecanici de joc', 'Game mechanics') },
  { id: 'grp-selectii', title: t('Selecții', 'Selections') },
  { id: 'grp-sezon', title: t('De sezon', 'Seasonal') },
  { id: 'grp-live', title: t('Cazinou live', 'Live casino') },
];

const COLLECTION_DEFS: readonly CollectionDef[] = [
  ...THEMES.map(
    (theme): CollectionDef => ({
      slug: theme,
      title: THEME_TEXT[theme],
      group: 'grp-teme',
      select: (g) => g.filter((game) => game.theme === theme),
    }),
  ),
  ...FEATURE_COLLECTIONS.map(
    ([slug, title, feature]): CollectionDef => ({
      slug,
      title,
      group: 'grp-mecanici',
      select: (g) => g.filter((game) => hasFeature(game, feature)),
    }),
  ),
  {
    slug: 'volatilitate-mica',
    title: t('Volatilitate mică', 'Low volatility'),
    group: 'grp-selectii',
    select: (g) => casinoOnly(g).filter((game) => game.volatility === 1),
  },
  {
    slug: 'mize-mici',
    title: t('Mize mici', 'Low stakes'),
    group: 'grp-selectii',
    select: (g) => g.filter((game) => game.type !== 'Live' && game.minBet <= 0.2),
  },
  {
    slug: 'mize-mari',
    title: t('Mize mari', 'High rollers'),
    group: 'grp-selectii',
    select: (g) => g.filter((game) => game.type !== 'Live' && game.maxBet >= 5000),
  },
  {
    slug: 'alese-de-echipa',
    title: t('Alese de echipă', 'Staff picks'),
    group: 'grp-selectii',
    url: '/colectii/alese-de-echipa',
    select: (g, rng) => rng.sample(casinoOnly(g), 24),
  },
  {
    slug: 'craciun-2026',
    title: t('Crăciun 2026', 'Christmas 2026'),
    group: 'grp-sezon',
    excludeFromPage: true,
    select: (g) => g.filter((game) => game.theme === 'iarna').slice(0, 40),
  },
  {
    slug: 'halloween-2026',
    title: t('Halloween 2026', 'Halloween 2026'),
    group: 'grp-sezon',
    excludeFromPage: true,
    select: (g) => g.filter((game) => game.theme === 'halloween').slice(0, 40),
  },
  {
    slug: 'black-friday',
    title: t('Black Friday', 'Black Friday'),
    group: 'grp-sezon',
    excludeFromPage: true,
    actionRoute: 'promotions',
    select: (g, rng) => rng.sample(casinoOnly(g), 20),
  },
  {
    slug: 'mese-live-vip',
    title: t('Mese live VIP', 'VIP live tables'),
    group: 'grp-live',
    select: (g) => liveOnly(g).filter((game) => game.vip),
  },
  {
    slug: 'show-uri-live',
    title: t('Show-uri live', 'Live shows'),
    group: 'grp-live',
    select: (g) => g.filter((game) => game.liveKind === 'show'),
  },
  {
    slug: 'ruleta-cu-multiplicatori',
    title: t('Ruletă cu multiplicatori', 'Multiplier roulette'),
    group: 'grp-live',
    select: (g) => g.filter((game) => game.liveKind === 'ruleta' && game.features.includes(2)),
  },
  {
    slug: 'live-in-limba-romana',
    title: t('Live în limba română', 'Live in Romanian'),
    group: 'grp-live',
    url: '/cazinou-live/categorii/dealeri-romani',
    select: (g) => liveOnly(g).filter((game) => game.romanian || game.features.includes(0)),
  },
];

const JACKPOT_DEFS: readonly { slug: string; title: Text; levels: number }[] = [
  { slug: 'jackpot-carpati', title: t('Jackpot Carpați', 'Carpathian Jackpot'), levels: 4 },
  { slug: 'comoara-dunarii', title: t('Comoara Dunării', 'Danube Treasure'), levels: 4 },
  { slug: 'mega-fulger', title: t('Mega Fulger', 'Mega Lightning'), levels: 3 },
  { slug: 'coroana-regala', title: t('Coroana Regală', 'Royal Crown'), levels: 4 },
  { slug: 'cazanul-cu-aur', title: t('Cazanul cu Aur', 'Pot of Gold'), levels: 3 },
  { slug: 'steaua-norocoasa', title: t('Steaua Norocoasă', 'Lucky Star'), levels: 4 },
  { slug: 'diamantul-noptii', title: t('Diamantul Nopții', 'Night Diamond'), levels: 3 },
  { slug: 'roata-bogatiei', title: t('Roata Bogăției', 'Wheel of Wealth'), levels: 4 },
  { slug: 'trifoiul-magic', title: t('Trifoiul Magic', 'Magic Clover'), levels: 3 },
  { slug: 'dragonul-bogat', title: t('Dragonul Bogat', 'Rich Dragon'), levels: 4 },
  { slug: 'cufarul-piratului', title: t('Cufărul Piratului', "Pirate's Chest"), levels: 3 },
  {
    slug: 'jackpot-progresiv-plus',
    title: t('Jackpot Progresiv Plus', 'Progressive Jackpot Plus'),
    levels: 4,
  },
];
const JACKPOT_LEVELS = [
  { name: 'Mini', min: 50, max: 500 },
  { name: 'Minor', min: 500, max: 5000 },
  { name: 'Major', min: 10_000, max: 100_000 },
  { name: 'Grand', min: 150_000, max: 2_000_000 },
] as const;

export function generateCatalogue(options: CatalogueOptions = {}): SandboxCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const casinoCount = Math.max(0, Math.floor(options.games ?? DEFAULT_GAMES));
  const liveCount = Math.max(0, Math.floor(options.liveGames ?? DEFAULT_LIVE_GAMES));
  const locale: Locale = options.locale ?? 'ro';
  const status: ContentStatus = options.status ?? 'published';
  const referenceDate = new Date(options.referenceDate ?? DEFAULT_REFERENCE_DATE).toISOString();
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const draft = status === 'draft';
  const en = locale === 'en';
  const tr = (text: Text) => (en ? text.en : text.ro);
  const L = (ro: string, english: string) => (en ? english : ro);
  const ref = Date.parse(referenceDate);
  const at = (days: number, hours = 0) => new Date(ref + days * DAY + hours * HOUR).toISOString();
  const draftTitle = (title: string) => (draft ? `${title} ${L('(Ciornă)', '(Draft)')}` : title);
  const rng = createRng(seed);
  const assets: Record<string, AssetSpec> = {};
  const asset = (id: string, label: string, width: number, height: number, kind: AssetSpec['kind']) => {
    assets[id] = { id, label, width, height, kind };
    return { id, seoName: slugify(label) || id };
  };
  const seo: Record<string, Seo> = {};
  const addSeo = (seoId: string, title: string, description: string, image: string | null) => {
    const suffix = L(' | Cazinou Online', ' | Online Casino');
    seo[seoId] = {
      title: `${title}${suffix}`,
      ogTitle: title,
      description,
      ogDescription: description,
      ogImage: image,
      twitterCard: 'summary_large_image',
      metaRobots: 'index, follow',
    };
    return seoId;
  };
  const assetUrl = (id: string) => `${publicUrl}/assets/${encodeURIComponent(id)}?format=webp`;

  // Providers.
  const providerSeeds = PROVIDERS.map((provider, index) => ({
    ...provider,
    index,
    slug: slugify(provider.name),
  }));
  const casinoProviders = providerSeeds.filter((p) => !p.liveOnly).map((p) => p.index);
  const liveProviders = providerSeeds.filter((p) => p.liveOnly || p.live).map((p) => p.index);
  const providerRefs: TaxonomyRef[] = providerSeeds.map((p) => ({
    id: `prov-${p.slug}`,
    slug: p.slug,
    name: p.name,
  }));

  // Games (structure).
  const seeds = drawGames(rng, casinoCount, liveCount, casinoProviders, liveProviders);

  // Jackpot membership (before categories: the jackpot flag feeds the jackpot category). Each jackpot gets
  // at least one game, even in a tiny catalogue.
  const jackpotGames = seeds.filter((game) => game.jackpot);
  const slotPool = seeds.filter((game) => game.type === 'Slot' && !game.jackpot);
  const jackpotMembers = JACKPOT_DEFS.map((_, index) => {
    const members = jackpotGames.filter((_game, i) => i % JACKPOT_DEFS.length === index);
    if (members.length === 0 && slotPool.length > 0) {
      const game = rng.pick(slotPool);
      game.jackpot = true;
      members.push(game);
    }
    return members;
  });

  // Categories and collections (membership).
  const categoryMembers = CATEGORY_DEFS.map((def) => (def.select ? def.select(seeds, rng) : []));
  const collectionMembers = COLLECTION_DEFS.map((def) => def.select(seeds, rng));

  const categoryRefs: TaxonomyRef[] = CATEGORY_DEFS.map((def) => ({
    id: `cat-${def.slug}`,
    slug: def.slug,
    name: tr(def.title),
  }));
  const collectionRefs: TaxonomyRef[] = COLLECTION_DEFS.map((def) => ({
    id: `col-${def.slug}`,
    slug: def.slug,
    name: tr(def.title),
  }));
  const gameCategories = new Map<string, TaxonomyRef[]>();
  const gameCollections = new Map<string, TaxonomyRef[]>();
  const link = (map: Map<string, TaxonomyRef[]>, members: GameSeed[][], refs: TaxonomyRef[]) => {
    members.forEach((list, index) => {
      const ref = refs[index]!;
      for (const game of list) {
        const existing = map.get(game.code);
        if (existing) existing.push(ref);
        else map.set(game.code, [ref]);
      }
    });
  };
  link(gameCategories, categoryMembers, categoryRefs);
  link(gameCollections, collectionMembers, collectionRefs);

  // Games (records).
  const volatilityWords = [
    t('foarte mică', 'very low'),
    t('mică', 'low'),
    t('medie', 'medium'),
    t('mare', 'high'),
    t('foarte mare', 'very high'),
  ];
  const number = (value: number) => (en ? String(value) : String(value).replace('.', ','));
  const games: Game[] = seeds.map((seed) => {
    const provider = providerRefs[seed.provider]!;
    const features = seed.features.map((index) =>
      tr((seed.type === 'Live' ? LIVE_FEATURES : SPECIAL_FEATURES)[index]!),
    );
    const labels: Label[] = seed.labels.map((index) => {
      const label = LABELS[index]!;
      return { title: tr(label.title), color: label.color, textColor: label.textColor };
    });
    const rtpText = seed.rtp === null ? '' : L(` RTP ${number(seed.rtp)}%.`, ` RTP ${seed.rtp}%.`);
    const volatility = seed.volatility === null ? null : volatilityWords[seed.volatility - 1]!;
    const featureText =
      features.length > 0
        ? L(` Funcții speciale: ${features.join(', ')}.`, ` Features: ${features.join(', ')}.`)
        : '';
    let description: string;
    if (seed.type === 'Slot') {
      const linesText =
        seed.lines > 0
          ? L(`${seed.lines} linii de plată`, `${seed.lines} paylines`)
          : L('câștiguri pe toate combinațiile', 'all-ways wins');
      description =
        L(
          `${seed.name} este un slot cu ${seed.reels} role și ${linesText}, creat de ${provider.name}.`,
          `${seed.name} is a ${seed.reels}-reel slot with ${linesText} by ${provider.name}.`,
        ) +
        featureText +
        rtpText +
        (volatility
          ? L(
              ` Volatilitate ${volatility.ro}.`,
              ` ${volatility.en.charAt(0).toUpperCase()}${volatility.en.slice(1)} volatility.`,
            )
          : '');
    } else if (seed.type === 'Table') {
      description =
        L(
          `${seed.name} este un joc de masă clasic de la ${provider.name}, cu reguli simple și mize între ${number(seed.minBet)} și ${seed.maxBet} RON.`,
          `${seed.name} is a classic table game by ${provider.name} with simple rules and stakes from ${seed.minBet} to ${seed.maxBet} RON.`,
        ) + rtpText;
    } else if (seed.type === 'Crash') {
      description =
        L(
          `În ${seed.name} multiplicatorul crește până la x${seed.maxWin}: retrage-ți câștigul înainte să fie prea târziu! Un joc crash de la ${provider.name}.`,
          `In ${seed.name} the multiplier climbs up to x${seed.maxWin}: cash out before it is too late! A crash game by ${provider.name}.`,
        ) + rtpText;
    } else {
      description =
        L(
          `${seed.name}: masă live transmisă în direct din studioul ${provider.name}, cu dealeri reali și mize de la ${number(seed.minBet)} RON.`,
          `${seed.name}: a live table streamed from the ${provider.name} studio, with real dealers and stakes from ${seed.minBet} RON.`,
        ) + featureText;
    }
    const launch = `${publicUrl}/launch/{gameCode}?mode=`;
    const common = '&platform={clientPlatform}&lang={languageCode}';
    const realTemplate = `${launch}real${common}&player={playerId}&token={tempToken}`;
    const demoTemplate = `${launch}demo${common}`;
    const live = seed.type === 'Live';
    const real = seed.realUrl ? realTemplate : null;
    const demo = seed.demoUrl ? demoTemplate : null;
    return {
      gameCode: seed.code,
      name: seed.name,
      type: seed.type,
      provider,
      categories: gameCategories.get(seed.code) ?? [],
      collections: gameCollections.get(seed.code) ?? [],
      numberOfReels: seed.reels,
      jackpot: seed.jackpot,
      gamble: seed.gamble,
      bonusGameFeature: seed.bonus,
      maxWin: seed.maxWin,
      minBet: seed.minBet,
      maxBet: seed.maxBet,
      rtp: seed.rtp,
      volatility: seed.volatility,
      promotionLevel: seed.promotionLevel,
      commercialTier: seed.commercialTier,
      fileVersion: seed.fileVersion,
      labels,
      description,
      videoPreview:
        seed.video === 'ok'
          ? `${publicUrl}/videos/${seed.code}.webm`
          : seed.video === 'broken'
            ? `${publicUrl}/videos/${seed.code}-indisponibil.webm`
            : null,
      seoId: `seo-joc-${seed.code}`,
      demoEnabled: seed.demoEnabled,
      requirePassword: seed.requirePassword,
      lines: seed.lines,
      specialFeatures: features,
      launchUrls: {
        real,
        demo,
        realMobile: live ? real && `${real}&view=mobile` : real,
        demoMobile: live ? demo && `${demo}&view=mobile` : demo,
      },
    };
  });
  for (const game of games) {
    addSeo(
      game.seoId!,
      L(`${game.name} – joacă online`, `${game.name} – play online`),
      L(
        `Joacă ${game.name} de la ${game.provider.name} online, gratuit în modul demo sau pe bani reali.`,
        `Play ${game.name} by ${game.provider.name} online, free in demo mode or for real money.`,
      ),
      `${publicUrl}/assets/${encodeURIComponent(game.gameCode)}/landscape?format=webp`,
    );
  }
  const codesOf = (list: GameSeed[]) => list.map((game) => game.code);

  const providers: Provider[] = providerSeeds.map((p, index) => {
    const ref = providerRefs[index]!;
    const seoId = addSeo(
      `seo-furnizor-${p.slug}`,
      L(`Jocuri ${p.name}`, `${p.name} games`),
      L(`Toate jocurile de la ${p.name}, într-un singur loc.`, `Every game by ${p.name}, in one place.`),
      assetUrl(`prov-${p.slug}-light`),
    );
    return {
      id: ref.id,
      slug: p.slug,
      name: p.name,
      games: seeds.filter((game) => game.provider === index).map((game) => game.code),
      lightLogoImage: asset(`prov-${p.slug}-light`, p.name, 240, 96, 'logo-light'),
      darkLogoImage: asset(`prov-${p.slug}-dark`, p.name, 240, 96, 'logo-dark'),
      seoId,
    };
  });

  const categories: Category[] = CATEGORY_DEFS.map((def, index) => {
    const ref = categoryRefs[index]!;
    const personal = def.type !== 'default';
    const title = def.slug === 'noutati' ? draftTitle(ref.name) : ref.name;
    return {
      id: ref.id,
      slug: def.slug,
      type: def.type,
      title,
      lobby: def.lobby,
      style: def.style ?? 'default',
      games: codesOf(categoryMembers[index]!),
      iconImage: asset(`cat-${def.slug}-icon`, tr(def.title), 96, 96, 'icon'),
      seoId: personal
        ? null
        : addSeo(
            `seo-categorie-${def.slug}`,
            title,
            L(`Descoperă jocurile din categoria ${title}.`, `Discover the games in ${title}.`),
            null,
          ),
    };
  });
  const category = (slug: string) => categories.find((c) => c.slug === slug)!;
  const personalCategory = (type: Category['type']) => categories.find((c) => c.type === type)!;

  const collections: Collection[] = COLLECTION_DEFS.map((def, index) => {
    const ref = collectionRefs[index]!;
    return {
      id: ref.id,
      slug: def.slug,
      title: ref.name,
      url: def.url ?? null,
      iconImage: asset(`col-${def.slug}-icon`, ref.name, 96, 96, 'icon'),
      games: codesOf(collectionMembers[index]!),
      excludeFromPage: def.excludeFromPage ?? false,
      actionRoute: def.actionRoute ?? null,
      seoId: addSeo(
        `seo-colectie-${def.slug}`,
        L(`Colecția ${ref.name}`, `${ref.name} collection`),
        L(`Jocuri alese din colecția ${ref.name}.`, `Games picked for the ${ref.name} collection.`),
        null,
      ),
    };
  });
  const collectionGroups: CollectionGroup[] = COLLECTION_GROUPS.map((group) => ({
    id: group.id,
    title: tr(group.title),
    collections: COLLECTION_DEFS.flatMap((def, index) =>
      def.group === group.id ? [collectionRefs[index]!.id] : [],
    ),
  }));

  // Jackpots: every jackpot game belongs to one jackpot.
  const jackpots: Jackpot[] = JACKPOT_DEFS.map((def, index) => {
    const members = jackpotMembers[index]!.map((game) => game.code);
    const levels = JACKPOT_LEVELS.slice(0, def.levels === 3 ? 3 : 4).map((level) => ({
      name: level.name,
      amount: round2(level.min + rng.next() * (level.max - level.min)),
    }));
    const title = tr(def.title);
    return {
      id: `jp-${def.slug}`,
      slug: def.slug,
      title,
      currency: 'RON',
      gameCodes: members,
      jackpotLevels: levels,
      image: asset(`jp-${def.slug}`, title, 600, 300, 'banner'),
      seoId: addSeo(
        `seo-jackpot-${def.slug}`,
        title,
        L(`Câștigă ${title}: jackpot progresiv în RON.`, `Win the ${title}: a progressive jackpot in RON.`),
        assetUrl(`jp-${def.slug}`),
      ),
    };
  });

  // Promotions.
  const pickGames = (count: number, filter: (game: GameSeed) => boolean = () => true) =>
    rng.sample(byPopularity(seeds.filter(filter)).slice(0, 100), count).map((game) => game.code);
  const promoDefs: {
    slug: string;
    title: Text;
    summary: Text;
    visibleTo: Promotion['visibleTo'];
    templateCode?: string;
    tagName?: string;
    start: number;
    end: number | null;
    live?: boolean;
  }[] = [
    {
      slug: 'bonus-de-bun-venit',
      title: t('Bonus de bun venit 100% până la 1.000 RON', '100% welcome bonus up to 1,000 RON'),
      summary: t(
        'Dublăm prima ta depunere și primești 100 de rotiri gratuite.',
        'We double your first deposit and add 100 free spins.',
      ),
      visibleTo: 'not-logged-in',
      templateCode: 'WELCOME-100',
      start: -120,
      end: null,
    },
    {
      slug: 'rotiri-gratuite-de-weekend',
      title: t('50 de rotiri gratuite în fiecare weekend', '50 free spins every weekend'),
      summary: t(
        'Depune minimum 50 RON vineri și primești rotiri gratuite.',
        'Deposit at least 50 RON on Friday and get free spins.',
      ),
      visibleTo: 'logged-in',
      templateCode: 'FS-WEEKEND-50',
      start: -30,
      end: 60,
    },
    {
      slug: 'cashback-saptamanal',
      title: t('Cashback săptămânal 10%', '10% weekly cashback'),
      summary: t(
        'Primești înapoi 10% din pierderile nete ale săptămânii.',
        'Get 10% of your weekly net losses back.',
      ),
      visibleTo: 'logged-in',
      tagName: 'cashback-saptamanal',
      start: -60,
      end: 365,
    },
    {
      slug: 'turneul-de-sloturi',
      title: t('Turneul de sloturi de noiembrie', 'November slots tournament'),
      summary: t(
        'Premii totale de 50.000 RON pentru cei mai buni jucători.',
        '50,000 RON in prizes for the best players.',
      ),
      visibleTo: 'all',
      tagName: 'turneu-noiembrie',
      start: -1,
      end: 29,
    },
    {
      slug: 'jackpot-carpati',
      title: t('Jackpot Carpați: peste 1 milion RON', 'Carpathian Jackpot: over 1 million RON'),
      summary: t(
        'Joacă pe jocurile participante și poți câștiga marele premiu.',
        'Play the participating games for a shot at the grand prize.',
      ),
      visibleTo: 'all',
      start: -200,
      end: null,
    },
    {
      slug: 'bonus-cazinou-live',
      title: t('Bonus de 20% la cazinoul live', '20% live casino bonus'),
      summary: t('Un bonus pentru mesele live, în fiecare marți.', 'A bonus for live tables, every Tuesday.'),
      visibleTo: 'logged-in',
      templateCode: 'LIVE-BONUS-20',
      start: -14,
      end: 90,
      live: true,
    },
    {
      slug: 'invita-un-prieten',
      title: t('Invită un prieten', 'Refer a friend'),
      summary: t(
        'Primești 100 RON pentru fiecare prieten care se înscrie.',
        'Get 100 RON for every friend who signs up.',
      ),
      visibleTo: 'logged-in',
      start: -365,
      end: null,
    },
    {
      slug: 'oferta-aplicatie-mobila',
      title: t('Descarcă aplicația și primești 25 de rotiri', 'Get the app and 25 free spins'),
      summary: t(
        'Instalează aplicația pe telefon și joacă oriunde.',
        'Install the app on your phone and play anywhere.',
      ),
      visibleTo: 'not-logged-in',
      start: -90,
      end: 180,
    },
    {
      slug: 'craciun-magic',
      title: t('Calendarul de Crăciun', 'Christmas calendar'),
      summary: t('O surpriză nouă în fiecare zi de decembrie.', 'A new surprise every day in December.'),
      visibleTo: 'all',
      start: -5,
      end: 60,
    },
    {
      slug: 'jetoane-de-aur-la-ruleta',
      title: t('10 jetoane de aur la ruletă', '10 golden chips for roulette'),
      summary: t('Jetoane de aur pentru mesele de ruletă live.', 'Golden chips for live roulette tables.'),
      visibleTo: 'logged-in',
      templateCode: 'GOLDEN-CHIPS-10',
      start: -10,
      end: 20,
      live: true,
    },
    {
      slug: 'happy-hour',
      title: t('Happy hour: rotiri duble', 'Happy hour: double spins'),
      summary: t(
        'Între 20:00 și 22:00 rotirile gratuite valorează dublu.',
        'Free spins count double between 8 and 10 pm.',
      ),
      visibleTo: null,
      tagName: 'happy-hour',
      start: -7,
      end: 120,
    },
    {
      slug: 'provocarea-zilnica',
      title: t('Provocarea zilnică', 'Daily challenge'),
      summary: t(
        'Îndeplinește misiunea zilei și primești premii.',
        'Complete the daily mission and win prizes.',
      ),
      visibleTo: null,
      start: -45,
      end: null,
    },
    {
      slug: 'loteria-de-noiembrie',
      title: t('Loteria de noiembrie', 'November lottery'),
      summary: t(
        'Creează-ți cont și intri automat în tragerea la sorți.',
        'Open an account and enter the draw automatically.',
      ),
      visibleTo: 'not-logged-in',
      start: -1,
      end: 29,
    },
    {
      slug: 'cadou-de-ziua-ta',
      title: t('Cadou de ziua ta', 'Birthday gift'),
      summary: t('De ziua ta îți oferim un bonus special.', 'A special bonus on your birthday.'),
      visibleTo: 'logged-in',
      templateCode: 'BIRTHDAY-GIFT',
      start: -300,
      end: null,
    },
  ];
  const promotionFrom = (def: (typeof promoDefs)[number], index: number, games: string[]): Promotion => {
    const title = index === 0 ? draftTitle(tr(def.title)) : tr(def.title);
    const summary = tr(def.summary);
    return {
      id: `promo-${def.slug}`,
      slug: def.slug,
      title,
      summary,
      body: L(
        `<h2>${title}</h2><p>${summary}</p><h3>Cum participi</h3><ol><li>Autentifică-te în contul tău.</li><li>Activează oferta din această pagină.</li><li>Joacă pe jocurile participante.</li></ol><p>Se aplică <a href="/pagina/termeni-si-conditii">termenii și condițiile</a>. Joacă responsabil.</p>`,
        `<h2>${title}</h2><p>${summary}</p><h3>How to take part</h3><ol><li>Log in to your account.</li><li>Activate the offer on this page.</li><li>Play the participating games.</li></ol><p><a href="/pagina/termeni-si-conditii">Terms and conditions</a> apply. Play responsibly.</p>`,
      ),
      image: asset(`promo-${def.slug}`, tr(def.title), 800, 450, 'banner'),
      games,
      visibleTo: def.visibleTo,
      templateCode: def.templateCode ?? null,
      tagName: def.tagName ?? null,
      startDate: at(def.start),
      endDate: def.end === null ? null : at(def.end),
      seoId: addSeo(`seo-promotie-${def.slug}`, title, summary, assetUrl(`promo-${def.slug}`)),
    };
  };
  const promotionGames = promoDefs.map((def) =>
    pickGames(rng.int(4, 10), def.live ? (game) => game.type === 'Live' : (game) => game.type === 'Slot'),
  );
  const promotions: Promotion[] = promoDefs.map((def, index) =>
    promotionFrom(def, index, promotionGames[index]!),
  );

  // Carousels.
  const slide = (id: string, title: Text, text: Text, url: string, cta: Text) => ({
    id,
    title: tr(title),
    text: tr(text),
    image: asset(`slide-${id}`, tr(title), 1200, 480, 'banner'),
    url,
    ctaText: tr(cta),
  });
  const carousels: Carousel[] = [
    {
      id: 'carousel-casino',
      lobby: 'Casino',
      slides: [
        slide(
          'bun-venit',
          t('Bonus de bun venit', 'Welcome bonus'),
          t('100% până la 1.000 RON și 100 de rotiri gratuite', '100% up to 1,000 RON and 100 free spins'),
          '/promotii/bonus-de-bun-venit',
          t('Vezi oferta', 'See the offer'),
        ),
        slide(
          'jackpot-carpati',
          t('Jackpot Carpați', 'Carpathian Jackpot'),
          t('Peste un milion de RON te așteaptă', 'Over a million RON awaits'),
          '/jackpots/jackpot-carpati',
          t('Joacă acum', 'Play now'),
        ),
        slide(
          'egipt',
          t('Misterele Egiptului', 'Mysteries of Egypt'),
          t('Cele mai noi sloturi cu faraoni și piramide', 'The newest slots with pharaohs and pyramids'),
          '/colectii/egipt',
          t('Descoperă', 'Discover'),
        ),
        slide(
          'turneu',
          t('Turneul de noiembrie', 'November tournament'),
          t('50.000 RON premii totale', '50,000 RON in prizes'),
          '/turnee',
          t('Participă', 'Join'),
        ),
        slide(
          'live',
          t('Cazinou live', 'Live casino'),
          t('Dealeri reali, emoții reale', 'Real dealers, real thrills'),
          '/cazinou-live',
          t('Intră în live', 'Go live'),
        ),
      ],
    },
    {
      id: 'carousel-live',
      lobby: 'Live',
      slides: [
        slide(
          'live-bonus',
          t('Bonus live 20%', '20% live bonus'),
          t('În fiecare marți la mesele live', 'Every Tuesday at the live tables'),
          '/promotii/bonus-cazinou-live',
          t('Vezi oferta', 'See the offer'),
        ),
        slide(
          'dealeri-romani',
          t('Dealeri români', 'Romanian dealers'),
          t('Mese live în limba română, non-stop', 'Live tables in Romanian, around the clock'),
          '/cazinou-live/categorii/dealeri-romani',
          t('Alege o masă', 'Pick a table'),
        ),
        slide(
          'roata',
          t('Roata Norocului', 'Wheel of Fortune'),
          t('Show-uri live cu multiplicatori uriași', 'Live shows with huge multipliers'),
          '/cazinou-live/categorii/game-show-uri',
          t('Joacă acum', 'Play now'),
        ),
      ],
    },
  ];

  // Video widgets (only games whose preview video exists).
  const videoGames = games.filter((game) => game.videoPreview?.endsWith(`/${game.gameCode}.webm`));
  const videoWidgets: VideoWidget[] = [
    {
      id: 'videos-lobby',
      title: L('Jocuri în mișcare', 'Games in motion'),
      items: rng.sample(videoGames, 6).map((game) => ({
        id: `video-${game.gameCode}`,
        title: game.name,
        videoUrl: game.videoPreview!,
        poster: asset(`poster-${game.gameCode}`, game.name, 480, 270, 'poster'),
        gameCode: game.gameCode,
      })),
    },
    {
      id: 'videos-prezentare',
      title: L('Cum se joacă', 'How to play'),
      items: [
        {
          id: 'video-ghid-sloturi',
          title: L('Ghid: cum funcționează un slot', 'Guide: how a slot works'),
          videoUrl: `${publicUrl}/videos/ghid-sloturi.webm`,
          poster: asset('poster-ghid-sloturi', L('Ghid sloturi', 'Slot guide'), 480, 270, 'poster'),
          gameCode: null,
        },
      ],
    },
  ];

  // Content pages.
  const pageDefs: { slug: string; title: Text; body: Text }[] = [
    {
      slug: 'termeni-si-conditii',
      title: t('Termeni și condiții', 'Terms and conditions'),
      body: t(
        '<h2>1. Generalități</h2><p>Acești termeni se aplică tuturor jocurilor oferite pe site. Trebuie să ai cel puțin 18 ani.</p><h2>2. Contul de jucător</h2><p>Fiecare jucător poate deține un singur cont, verificat conform legislației din România.</p><h2>3. Bonusuri</h2><ul><li>Bonusurile au cerințe de rulaj.</li><li>Rotirile gratuite expiră după 7 zile.</li></ul>',
        '<h2>1. General</h2><p>These terms apply to every game offered on the site. You must be at least 18 years old.</p><h2>2. Player account</h2><p>Each player may hold one account, verified under Romanian law.</p><h2>3. Bonuses</h2><ul><li>Bonuses carry wagering requirements.</li><li>Free spins expire after 7 days.</li></ul>',
      ),
    },
    {
      slug: 'joc-responsabil',
      title: t('Joc responsabil', 'Responsible gaming'),
      body: t(
        '<h2>Joacă pentru distracție</h2><p>Jocurile de noroc pot crea dependență. Stabilește-ți limite de depunere și de timp.</p><p>Ai nevoie de ajutor? Sună gratuit la <a href="tel:0800800800">0800 800 800</a>.</p><ul><li>Limite de depunere</li><li>Pauză de joc</li><li>Autoexcludere</li></ul>',
        '<h2>Play for fun</h2><p>Gambling can be addictive. Set deposit and time limits.</p><p>Need help? Call free on <a href="tel:0800800800">0800 800 800</a>.</p><ul><li>Deposit limits</li><li>Time-out</li><li>Self-exclusion</li></ul>',
      ),
    },
    {
      slug: 'despre-noi',
      title: t('Despre noi', 'About us'),
      body: t(
        '<h2>Cine suntem</h2><p>Suntem un cazinou online licențiat în România, cu peste 3.000 de jocuri și cazinou live.</p>',
        '<h2>Who we are</h2><p>We are an online casino licensed in Romania, with over 3,000 games and a live casino.</p>',
      ),
    },
    {
      slug: 'politica-de-confidentialitate',
      title: t('Politica de confidențialitate', 'Privacy policy'),
      body: t(
        '<h2>Datele tale</h2><p>Prelucrăm datele personale conform GDPR. Poți cere oricând ștergerea lor.</p>',
        '<h2>Your data</h2><p>We process personal data under the GDPR. You may ask us to erase it at any time.</p>',
      ),
    },
    {
      slug: 'politica-cookie',
      title: t('Politica de cookie-uri', 'Cookie policy'),
      body: t(
        '<h2>Cookie-uri</h2><p>Folosim cookie-uri necesare și, cu acordul tău, cookie-uri de analiză.</p>',
        '<h2>Cookies</h2><p>We use necessary cookies and, with your consent, analytics cookies.</p>',
      ),
    },
    {
      slug: 'contact',
      title: t('Contact', 'Contact'),
      body: t(
        '<h2>Suntem aici pentru tine</h2><p>Telefon: 0800 800 800 (gratuit, non-stop). E-mail: suport@cazinou.example.ro</p>',
        '<h2>We are here for you</h2><p>Phone: 0800 800 800 (free, around the clock). E-mail: suport@cazinou.example.ro</p>',
      ),
    },
  ];
  const pages: ContentPage[] = pageDefs.map((def) => ({
    id: `page-${def.slug}`,
    slug: def.slug,
    title: tr(def.title),
    body: tr(def.body),
    seoId: addSeo(`seo-pagina-${def.slug}`, tr(def.title), tr(def.title), null),
  }));

  // Tournaments: one running, one upcoming, one finished, one long-running live tournament.
  const tournamentDefs: {
    slug: string;
    title: Text;
    description: Text;
    prize: Text;
    start: number;
    end: number;
    live?: boolean;
  }[] = [
    {
      slug: 'turneul-de-noiembrie',
      title: t('Turneul de noiembrie', 'November tournament'),
      description: t(
        'Adună puncte la fiecare rotire pe jocurile participante.',
        'Collect points on every spin of the participating games.',
      ),
      prize: t('50.000 RON', '50,000 RON'),
      start: -1,
      end: 29,
    },
    {
      slug: 'cursa-de-craciun',
      title: t('Cursa de Crăciun', 'Christmas race'),
      description: t('Cel mai mare multiplicator câștigă.', 'The biggest multiplier wins.'),
      prize: t('25.000 RON și 1.000 de rotiri gratuite', '25,000 RON and 1,000 free spins'),
      start: 400,
      end: 430,
    },
    {
      slug: 'turneul-de-toamna',
      title: t('Turneul de toamnă', 'Autumn tournament'),
      description: t(
        'Turneu încheiat: mulțumim tuturor participanților!',
        'Finished: thank you to everyone who took part!',
      ),
      prize: t('20.000 RON', '20,000 RON'),
      start: -60,
      end: -31,
    },
    {
      slug: 'liga-live',
      title: t('Liga mesei live', 'Live table league'),
      description: t(
        'Un clasament lunar pentru jucătorii de la mesele live.',
        'A monthly leaderboard for live table players.',
      ),
      prize: t('10.000 RON lunar', '10,000 RON monthly'),
      start: -30,
      end: 700,
      live: true,
    },
  ];
  const tournaments: Tournament[] = tournamentDefs.map((def) => ({
    id: `turneu-${def.slug}`,
    slug: def.slug,
    title: tr(def.title),
    description: tr(def.description),
    prize: tr(def.prize),
    startDate: at(def.start),
    endDate: at(def.end),
    image: asset(`turneu-${def.slug}`, tr(def.title), 800, 450, 'banner'),
    games: pickGames(
      rng.int(6, 12),
      def.live ? (game) => game.type === 'Live' : (game) => game.type === 'Slot',
    ),
  }));

  // Winners: only catalogue game codes, plus a few unknown codes for the portal's "known games only" rule.
  const maskedPlayer = () => {
    const name = rng.pick(PLAYER_NAMES);
    return `${name.slice(0, 2)}***${rng.int(10, 99)}`;
  };
  const winnerPool = seeds.filter((game) => game.type !== 'Crash');
  const winners: Winner[] = [];
  if (winnerPool.length > 0) {
    for (let i = 0; i < 40; i++) {
      winners.push({
        gameCode: rng.pick(winnerPool).code,
        amount: round2(rng.weighted([20, 200, 2000], [60, 30, 10]) * (1 + rng.next() * 9)),
        currency: 'RON',
        player: maskedPlayer(),
        time: at(0, -i * 0.7 - rng.next() * 0.5),
        kind: 'recent',
      });
    }
    for (let i = 0; i < 12; i++) {
      const jackpot = jackpots[i % jackpots.length]!;
      const level = jackpot.jackpotLevels[rng.int(0, jackpot.jackpotLevels.length - 1)]!;
      winners.push({
        gameCode: jackpot.gameCodes[0] ?? rng.pick(winnerPool).code,
        amount: round2((level.amount ?? 1000) * (0.6 + rng.next() * 0.5)),
        currency: 'RON',
        player: maskedPlayer(),
        time: at(-i * 3 - rng.next() * 2),
        kind: 'jackpot',
      });
    }
    for (let i = 0; i < 10; i++) {
      winners.push({
        gameCode: rng.pick(winnerPool).code,
        amount: round2(100_000 + rng.next() * 1_900_000),
        currency: 'RON',
        player: maskedPlayer(),
        time: at(-30 - i * 41 - rng.int(0, 20)),
        kind: 'hall-of-fame',
      });
    }
  }
  for (const [index, code] of ['joc-retras-2019', 'slot-necunoscut', 'masa-inchisa-live'].entries()) {
    winners.push({
      gameCode: code,
      amount: 150 + index * 275.5,
      currency: 'RON',
      player: maskedPlayer(),
      time: at(0, -2 - index),
      kind: 'recent',
    });
  }

  // Web messages: past, current and future, with different priorities and targets.
  const messageDefs: {
    id: string;
    title: Text;
    text: Text;
    start: number;
    end: number | null;
    priority: number;
    url: string | null;
    targets: Platform[];
  }[] = [
    {
      id: 'msg-mentenanta-trecuta',
      title: t('Mentenanță încheiată', 'Maintenance finished'),
      text: t('Lucrările de mentenanță s-au încheiat.', 'Maintenance work has finished.'),
      start: -90,
      end: -60,
      priority: 1,
      url: null,
      targets: [...PLATFORMS],
    },
    {
      id: 'msg-joc-responsabil',
      title: t('Joacă responsabil', 'Play responsibly'),
      text: t('Stabilește-ți limite de depunere din contul tău.', 'Set deposit limits from your account.'),
      start: -30,
      end: null,
      priority: 3,
      url: '/pagina/joc-responsabil',
      targets: [...PLATFORMS],
    },
    {
      id: 'msg-turneu',
      title: t('Turneul de noiembrie a început', 'The November tournament has started'),
      text: t('Adună puncte și câștigă din 50.000 RON.', 'Collect points and win from 50,000 RON.'),
      start: -1,
      end: 700,
      priority: 5,
      url: '/turnee',
      targets: ['CasinoDesktop', 'CasinoMobile', 'Native'],
    },
    {
      id: 'msg-live-nou',
      title: t('Mese live noi', 'New live tables'),
      text: t('Am deschis mese noi cu dealeri români.', 'New tables with Romanian dealers are open.'),
      start: -3,
      end: 700,
      priority: 4,
      url: '/cazinou-live/categorii/dealeri-romani',
      targets: ['LiveDesktop', 'LiveMobile'],
    },
    {
      id: 'msg-aplicatie',
      title: t('Aplicația nouă', 'The new app'),
      text: t(
        'Actualizează aplicația pentru o experiență mai rapidă.',
        'Update the app for a faster experience.',
      ),
      start: -10,
      end: 700,
      priority: 2,
      url: null,
      targets: ['CasinoMobile', 'LiveMobile', 'Native'],
    },
    {
      id: 'msg-mentenanta-viitoare',
      title: t('Mentenanță programată', 'Scheduled maintenance'),
      text: t('Site-ul va fi indisponibil pentru scurt timp.', 'The site will be briefly unavailable.'),
      start: 400,
      end: 401,
      priority: 9,
      url: null,
      targets: [...PLATFORMS],
    },
    {
      id: 'msg-sarbatori',
      title: t('Sărbători fericite', 'Happy holidays'),
      text: t('Calendarul de Crăciun vine curând.', 'The Christmas calendar is coming soon.'),
      start: 410,
      end: 440,
      priority: 6,
      url: '/promotii/craciun-magic',
      targets: ['CasinoDesktop', 'CasinoMobile'],
    },
  ];
  const webMessages: WebMessage[] = messageDefs.map((def) => ({
    id: def.id,
    title: tr(def.title),
    text: tr(def.text),
    start: at(def.start),
    end: def.end === null ? null : at(def.end),
    priority: def.priority,
    url: def.url,
  }));
  const webMessageTargets: Record<string, Platform[]> = Object.fromEntries(
    messageDefs.map((def) => [def.id, def.targets]),
  );

  // Menus: a flat list; casino items then live items.
  const menuCategory = (slug: string, lobby: 'casino' | 'live'): MenuItem => {
    const c = category(slug);
    return {
      id: `menu-${lobby}-${slug}`,
      type: 'Categories',
      title: c.title,
      route: slug,
      img: c.iconImage,
      isPersonalized: false,
      lobby,
    };
  };
  const menuCollection = (slug: string): MenuItem => {
    const c = collections.find((item) => item.slug === slug)!;
    return {
      id: `menu-casino-col-${slug}`,
      type: 'Collections',
      title: c.title,
      route: slug,
      img: c.iconImage,
      isPersonalized: false,
      lobby: 'casino',
    };
  };
  const internal = (
    id: string,
    title: Text,
    route: string,
    lobby: 'casino' | 'live',
    isPersonalized = false,
  ): MenuItem => ({
    id: `menu-${lobby}-${id}`,
    type: 'Internal',
    title: tr(title),
    route,
    img: asset(`menu-${id}`, tr(title), 96, 96, 'icon'),
    isPersonalized,
    lobby,
  });
  const menus: MenuItem[] = [
    internal('acasa', t('Acasă', 'Home'), 'lobby', 'casino'),
    internal('jocurile-mele', t('Jocurile mele', 'My games'), 'user-my-games', 'casino', true),
    internal('furnizori', t('Furnizori', 'Providers'), 'providers', 'casino'),
    internal('jackpots', t('Jackpoturi', 'Jackpots'), 'jackpots', 'casino'),
    internal('colectii', t('Colecții', 'Collections'), 'collections', 'casino'),
    ...[
      'populare',
      'noutati',
      'top-10',
      'jocuri-cu-jackpot',
      'sloturi-clasice',
      'jocuri-crash',
      'cumpara-bonus',
    ].map((slug) => menuCategory(slug, 'casino')),
    ...['egipt', 'fructe', 'folclor', 'hold-and-win'].map(menuCollection),
    {
      id: 'menu-casino-toate-jocurile',
      type: 'AllGames',
      title: L('Toate jocurile', 'All games'),
      route: 'all-games',
      img: asset('menu-toate-jocurile', L('Toate jocurile', 'All games'), 96, 96, 'icon'),
      isPersonalized: false,
      lobby: 'casino',
    },
    internal('live-acasa', t('Cazinou live', 'Live casino'), 'live-casino', 'live'),
    internal('live-jocurile-mele', t('Mesele mele', 'My tables'), 'live-casino-user-my-games', 'live', true),
    ...[
      'populare-live',
      'ruleta-live',
      'blackjack-live',
      'baccarat-live',
      'game-show-uri',
      'dealeri-romani',
      'jocuri-de-masa',
    ].map((slug) => menuCategory(slug, 'live')),
    {
      id: 'menu-live-toate-jocurile',
      type: 'AllGames',
      title: L('Toate mesele live', 'All live tables'),
      route: 'live-casino-all-games',
      img: asset('menu-live-toate-jocurile', L('Toate mesele live', 'All live tables'), 96, 96, 'icon'),
      isPersonalized: false,
      lobby: 'live',
    },
  ];

  const submenuIcon = (id: string, label: string) => asset(`submenu-${id}`, label, 64, 64, 'icon');
  // Server links add to the submenu's static sections (home, winners, live, promotions, sport, lotto,
  // tournaments), so none repeats them.
  const submenu: SubmenuItem[] = [
    {
      id: 'sub-bun-venit',
      icon: submenuIcon('bun-venit', L('Bonus de bun venit', 'Welcome bonus')),
      title: L('Bonus de bun venit', 'Welcome bonus'),
      type: 'promotion',
      slug: 'bonus-de-bun-venit',
      url: null,
    },
    {
      id: 'sub-joc-responsabil',
      icon: submenuIcon('joc-responsabil', L('Joc responsabil', 'Responsible gaming')),
      title: L('Joc responsabil', 'Responsible gaming'),
      type: 'content-page',
      slug: 'joc-responsabil',
      url: null,
    },
    {
      id: 'sub-termeni',
      icon: null,
      title: L('Termeni și condiții', 'Terms and conditions'),
      type: 'content-page',
      slug: 'termeni-si-conditii',
      url: null,
    },
    {
      id: 'sub-despre-noi',
      icon: null,
      title: L('Despre noi', 'About us'),
      type: 'content-page',
      slug: 'despre-noi',
      url: null,
    },
    {
      id: 'sub-blog',
      icon: null,
      title: L('Blog', 'Blog'),
      type: 'external',
      slug: null,
      url: 'https://blog.example.ro/',
    },
  ];

  // Layouts: one per page kind.
  let widgetCounter = 0;
  const wid = (prefix: string) => `w-${prefix}-${String(++widgetCounter).padStart(2, '0')}`;
  const shelf = (
    prefix: string,
    title: string,
    gameLayout: Extract<Widget, { type: 'games' }>['gameLayout'],
    source: Extract<Widget, { type: 'games' }>['source'],
    categoryId: string | null,
    collectionId: string | null = null,
  ): Widget => ({ id: wid(prefix), type: 'games', title, gameLayout, source, categoryId, collectionId });
  const personalShelf = (
    prefix: string,
    type: PersonalCategoryType,
    gameLayout: Extract<Widget, { type: 'games' }>['gameLayout'] = 'Default',
  ): Widget => {
    const c = personalCategory(type);
    return shelf(prefix, c.title, gameLayout, PERSONAL_SOURCES[type], c.id);
  };
  const collectionId = (slug: string) => `col-${slug}`;
  const html = L(
    '<section class="bine-ai-venit"><h2>Bine ai venit în cazinou!</h2><p>Peste <strong>3.000 de jocuri</strong>, jackpoturi progresive și <a href="/cazinou-live">cazinou live</a>. Joacă responsabil: <em>18+</em>.</p><script>window.__sandboxHtmlWidgetScriptRan = true;</script><img src="data:," alt="" onerror="window.__sandboxHtmlWidgetOnerrorRan = true"></section>',
    '<section class="welcome"><h2>Welcome to the casino!</h2><p>Over <strong>3,000 games</strong>, progressive jackpots and a <a href="/cazinou-live">live casino</a>. Play responsibly: <em>18+</em>.</p><script>window.__sandboxHtmlWidgetScriptRan = true;</script><img src="data:," alt="" onerror="window.__sandboxHtmlWidgetOnerrorRan = true"></section>',
  );
  const lobbyWidgets: Widget[] = [
    { id: wid('lobby'), type: 'carousel', title: '', carouselId: 'carousel-casino' },
    shelf('lobby', category('populare').title, 'Default', 'Default', 'cat-populare'),
    shelf('lobby', category('top-10').title, 'Top10', 'Default', 'cat-top-10'),
    personalShelf('lobby', 'recently-played'),
    personalShelf('lobby', 'favourites'),
    shelf('lobby', category('noutati').title, 'DoubleRow', 'Default', 'cat-noutati'),
    { id: wid('lobby'), type: 'collection-group', title: L('Teme', 'Themes'), collectionGroupId: 'grp-teme' },
    personalShelf('lobby', 'most-played', 'Portrait'),
    shelf('lobby', category('jocuri-cu-jackpot').title, 'Portrait', 'Default', 'cat-jocuri-cu-jackpot'),
    {
      id: wid('lobby'),
      type: 'jackpots',
      title: L('Jackpoturi', 'Jackpots'),
      jackpotIds: jackpots.slice(0, 6).map((j) => j.id),
    },
    personalShelf('lobby', 'because-you-played'),
    shelf('lobby', category('sloturi-clasice').title, 'Landscape', 'Default', 'cat-sloturi-clasice'),
    {
      id: wid('lobby'),
      type: 'collections',
      title: L('Colecții', 'Collections'),
      collectionIds: ['egipt', 'fructe', 'folclor', 'hold-and-win', 'mize-mici', 'alese-de-echipa'].map(
        collectionId,
      ),
    },
    { id: wid('lobby'), type: 'html', title: L('Despre noi', 'About us'), html },
    shelf(
      'lobby',
      collections.find((c) => c.slug === 'alese-de-echipa')!.title,
      'LargeOnMobile',
      'Default',
      null,
      'col-alese-de-echipa',
    ),
    personalShelf('lobby', 'recent-wins'),
    personalShelf('lobby', 'free-spins'),
    personalShelf('lobby', 'tried-once'),
    personalShelf('lobby', 'because-you-like'),
    personalShelf('lobby', 'popular'),
    personalShelf('lobby', 'trending'),
    personalShelf('lobby', 'recommended'),
    personalShelf('lobby', 'personalised-marketing'),
    { id: wid('lobby'), type: 'providers', title: L('Furnizori', 'Providers') },
    {
      id: wid('lobby'),
      type: 'videos',
      title: L('Jocuri în mișcare', 'Games in motion'),
      videoWidgetId: 'videos-lobby',
    },
    { id: wid('lobby'), type: 'winners', title: L('Câștigători recenți', 'Recent winners') },
  ];
  if (draft) {
    lobbyWidgets.splice(2, 0, {
      id: 'w-lobby-ciorna',
      type: 'html',
      title: L('Secțiune nouă (ciornă)', 'New section (draft)'),
      html: L(
        '<p>Această secțiune este în lucru și apare doar în previzualizare.</p>',
        '<p>This section is a work in progress and only shows in preview.</p>',
      ),
    });
  }
  const liveLobbyWidgets: Widget[] = [
    { id: wid('live'), type: 'carousel', title: '', carouselId: 'carousel-live' },
    shelf('live', category('populare-live').title, 'Default', 'Default', 'cat-populare-live'),
    personalShelf('live', 'favourites-live'),
    personalShelf('live', 'because-you-like-live'),
    shelf('live', category('ruleta-live').title, 'Landscape', 'Default', 'cat-ruleta-live'),
    shelf('live', category('blackjack-live').title, 'Default', 'Default', 'cat-blackjack-live'),
    shelf('live', category('game-show-uri').title, 'LargeOnMobile', 'Default', 'cat-game-show-uri'),
    personalShelf('live', 'golden-chips'),
    shelf('live', category('baccarat-live').title, 'Default', 'Default', 'cat-baccarat-live'),
    shelf('live', category('dealeri-romani').title, 'DoubleRow', 'Default', 'cat-dealeri-romani'),
    shelf('live', category('jocuri-de-masa').title, 'Default', 'Default', 'cat-jocuri-de-masa'),
    { id: wid('live'), type: 'providers', title: L('Studiouri live', 'Live studios') },
    { id: wid('live'), type: 'winners', title: L('Câștigători live', 'Live winners') },
  ];
  const layoutSeo = (page: string, title: string, description: string) =>
    addSeo(`seo-layout-${page}`, title, description, assetUrl('slide-bun-venit'));
  const layout = (
    page: Layout['page'],
    lobby: 'casino' | 'live',
    title: Text,
    widgets: Widget[],
  ): Layout => ({
    id: `layout-${slugify(page)}`,
    page,
    lobby,
    seoId: layoutSeo(
      slugify(page),
      tr(title),
      L(
        `${tr(title)} – cazinou online licențiat în România.`,
        `${tr(title)} – an online casino licensed in Romania.`,
      ),
    ),
    widgets,
  });
  const layouts: Layout[] = [
    layout('Lobby', 'casino', t('Cazinou online', 'Online casino'), lobbyWidgets),
    layout('Home', 'casino', t('Acasă', 'Home'), [
      { id: wid('home'), type: 'carousel', title: '', carouselId: 'carousel-casino' },
      shelf('home', category('populare').title, 'Default', 'Default', 'cat-populare'),
      {
        id: wid('home'),
        type: 'jackpots',
        title: L('Jackpoturi', 'Jackpots'),
        jackpotIds: jackpots.map((j) => j.id),
      },
      { id: wid('home'), type: 'winners', title: L('Câștigători', 'Winners') },
    ]),
    layout('LiveLobby', 'live', t('Cazinou live', 'Live casino'), liveLobbyWidgets),
    layout('AllGames', 'casino', t('Toate jocurile', 'All games'), []),
    layout('Providers', 'casino', t('Furnizori', 'Providers'), [
      { id: wid('providers'), type: 'providers', title: L('Toți furnizorii', 'All providers') },
    ]),
    layout(
      'Collections',
      'casino',
      t('Colecții', 'Collections'),
      collectionGroups
        .filter((group) => group.id !== 'grp-sezon')
        .map(
          (group): Widget => ({
            id: wid('collections'),
            type: 'collection-group',
            title: group.title,
            collectionGroupId: group.id,
          }),
        ),
    ),
    layout('Jackpots', 'casino', t('Jackpoturi', 'Jackpots'), [
      {
        id: wid('jackpots'),
        type: 'jackpots',
        title: L('Toate jackpoturile', 'All jackpots'),
        jackpotIds: jackpots.map((j) => j.id),
      },
      shelf('jackpots', category('jocuri-cu-jackpot').title, 'Default', 'Default', 'cat-jocuri-cu-jackpot'),
    ]),
    layout('Promotions', 'casino', t('Promoții', 'Promotions'), [
      { id: wid('promotions'), type: 'carousel', title: '', carouselId: 'carousel-casino' },
    ]),
    layout('MyGames', 'casino', t('Jocurile mele', 'My games'), [
      personalShelf('my-games', 'favourites'),
      personalShelf('my-games', 'recently-played'),
      personalShelf('my-games', 'most-played'),
      personalShelf('my-games', 'recent-wins'),
    ]),
    layout('MyLiveGames', 'live', t('Mesele mele', 'My tables'), [
      personalShelf('my-live', 'favourites-live'),
      personalShelf('my-live', 'because-you-like-live'),
    ]),
    layout('Tournaments', 'casino', t('Turnee', 'Tournaments'), [
      { id: wid('tournaments'), type: 'winners', title: L('Câștigătorii turneelor', 'Tournament winners') },
    ]),
    layout('Menu', 'casino', t('Meniu', 'Menu'), [
      {
        id: wid('menu'),
        type: 'collections',
        title: L('Colecții', 'Collections'),
        collectionIds: ['egipt', 'fructe', 'folclor'].map(collectionId),
      },
      { id: wid('menu'), type: 'providers', title: L('Furnizori', 'Providers') },
    ]),
  ];

  const popularProviders = byPopularity(seeds)
    .map((game) => providerRefs[game.provider]!.id)
    .filter((id, index, list) => list.indexOf(id) === index);
  const globalSettings: GlobalSettings = {
    enabledFilters: [...CASINO_FILTER_KEYS],
    enabledFiltersLive: [...LIVE_FILTER_KEYS],
    search: {
      category: 'cat-populare',
      searchResultIncludes: ['categories', 'providers', 'collections'],
      recommendedCategory: 'cat-recomandate',
      popularProviders: popularProviders
        .filter((id) => casinoProviders.some((i) => providerRefs[i]!.id === id))
        .slice(0, 6),
    },
    searchLive: {
      category: 'cat-populare-live',
      searchResultIncludes: ['categories', 'providers'],
      recommendedCategory: 'cat-noutati-live',
      popularProviders: popularProviders
        .filter((id) => liveProviders.some((i) => providerRefs[i]!.id === id))
        .slice(0, 4),
    },
    detailTags: [...DETAIL_TAG_GROUPS],
    currency: { code: 'RON', iso: 'ro-RO' },
    redirectToAccount: false,
    supportPhone: '0800 800 800',
  };
  const cmsConfiguration: CmsConfiguration = {
    featureToggle: [
      'live-feed',
      'winners-ticker',
      'jackpot-ticker',
      'search-recommendations',
      'personalised-games',
      'native-app-banner',
      'support-chat',
      'balance-visibility',
      'notifications-hub',
      'cookie-consent',
    ],
  };

  const redirects: RedirectRule[] = [
    { from: '/sloturi', to: '/toate-jocurile', status: 301 },
    { from: '/sport-vechi', to: 'https://sport.example.ro/', status: 302 },
    { from: '/promotii-vechi', to: '/promotii', status: 301 },
    { from: '/live', to: '/cazinou-live', status: 301 },
    { from: '/termeni', to: '/pagina/termeni-si-conditii', status: 308 },
  ];

  // Draft-only changes: one extra promotion, one extra slide, one extra lobby widget (above), marked titles.
  if (draft) {
    const draftRng = createRng(seed ^ 0x5eed);
    promotions.push(
      promotionFrom(
        {
          slug: 'super-weekend-in-pregatire',
          title: t('Super weekend (ciornă)', 'Super weekend (draft)'),
          summary: t(
            'Ofertă în pregătire, vizibilă doar în previzualizare.',
            'An offer in the making, visible only in preview.',
          ),
          visibleTo: 'all',
          start: 3,
          end: 10,
        },
        -1,
        seeds.length > 0 ? draftRng.sample(seeds, 4).map((game) => game.code) : [],
      ),
    );
    carousels[0]!.slides.push(
      slide(
        'ciorna-black-friday',
        t('Black Friday (ciornă)', 'Black Friday (draft)'),
        t('Oferta de Black Friday, în lucru.', 'The Black Friday offer, in progress.'),
        '/colectii/black-friday',
        t('În curând', 'Coming soon'),
      ),
    );
  }

  return {
    seed,
    locale,
    status,
    referenceDate,
    publicUrl,
    games,
    categories,
    providers,
    collections,
    collectionGroups,
    jackpots,
    promotions,
    menus,
    submenu,
    layouts,
    carousels,
    videoWidgets,
    seo,
    globalSettings,
    cmsConfiguration,
    webMessages,
    webMessageTargets,
    pages,
    tournaments,
    winners,
    redirects,
    assets,
  };
}

/**
 * The personalised categories of a player (`/Personalized/general/categories`): deterministic per
 * seed and player. A guest (`null`) gets none; the player `nou` (new, no history) gets empty lists.
 */
export function personalizedCategories(
  catalogue: SandboxCatalogue,
  player: string | null,
): PersonalizedCategory[] {
  if (!player) return [];
  const rng = createRng((catalogue.seed ^ hashString(player)) >>> 0);
  const casino = catalogue.games.filter((game) => game.type === 'Slot' || game.type === 'Crash');
  const live = catalogue.games.filter((game) => game.type === 'Live' || game.type === 'Table');
  const fresh = player === 'nou';
  return CATEGORY_TYPES.filter((type) => type !== 'default').map((type) => {
    const pool = type.endsWith('-live') || type === 'golden-chips' ? live : casino;
    const count = fresh ? 0 : rng.int(6, 20);
    return { type, games: rng.sample(pool, count).map((game) => game.gameCode) };
  });
}

/** Game info by game code (`/games/{gameCode}/info`). */
export function gameInfo(game: Game) {
  return {
    description: game.description,
    videoPreview: game.videoPreview,
    lines: game.lines,
    numberOfReels: game.numberOfReels,
    volatility: game.volatility,
    rtp: game.rtp,
    labels: game.labels,
    specialFeatures: game.specialFeatures,
  };
}
