/**
 * Micro-benchmarks of the core rules over a 10,000-game catalogue from the sandbox generator.
 * Prints one line per figure: `NAME: median X ms (budget Y ms, p95 Z ms, N runs)`.
 * Run with `npm run bench:core`.
 */
import { type CatalogueGame, toCatalogueGame } from '@casino/core/catalogue';
import { applyFilters, createFilterState } from '@casino/core/filters';
import { applyLiveFilters } from '@casino/core/live-filters';
import { mergeLiveTables } from '@casino/core/live-tables';
import {
  type PlayerShelfInputs,
  personalShelfCodes,
  recommendationPool,
} from '@casino/core/personal-shelves';
import { pickSeed, RECOMMENDATION_PROFILES, recommendGames } from '@casino/core/recommendations';
import { createSearchIndex, searchCataloguePage } from '@casino/core/search';
import { generateCatalogue } from '@casino/sandbox/catalogue';
import { mulberry32 } from '@casino/sandbox/prng';

const WARM_UP = 50;
const RUNS = 200;

/** Results feed a checksum so the engine cannot drop the measured work. */
let checksum = 0;

function measure(name: string, budgetMs: number | null, run: (i: number) => number): void {
  for (let i = 0; i < WARM_UP; i++) checksum += run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    checksum += run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const budget =
    budgetMs === null ? '' : `budget ${budgetMs} ms, ${median <= budgetMs ? 'within' : 'OVER'}; `;
  console.log(`${name}: median ${median.toFixed(3)} ms (${budget}p95 ${p95.toFixed(3)} ms, ${RUNS} runs)`);
}

const generatedAt = performance.now();
const sandbox = generateCatalogue({ games: 10_000 });
const games: CatalogueGame[] = sandbox.games.map(toCatalogueGame);
console.log(
  `# catalogue: ${games.length} games (${sandbox.providers.length} providers, ${sandbox.categories.length} categories) generated in ${(performance.now() - generatedAt).toFixed(0)} ms`,
);

// filter-apply: a typical panel choice (two providers, a category, a bet range, 5 reels, a max win).
const providerIds = sandbox.providers.slice(0, 6).map((provider) => provider.id);
const categoryIds = sandbox.categories.filter((category) => category.lobby === 'casino').map((c) => c.id);
const filterStates = [0, 1, 2].map((shift) =>
  createFilterState({
    provider: { [providerIds[shift] as string]: true, [providerIds[shift + 3] as string]: true },
    category: { [categoryIds[shift] as string]: true },
    reel: { '5': true },
    betAmount: [0.5, 20],
    maxWin: [1000, 0],
  }),
);
measure(
  'filter-apply',
  2,
  (i) => applyFilters(games, filterStates[i % filterStates.length] ?? createFilterState()).length,
);

// search-keystroke: each keystroke of words taken from real game names, weighted and paged as the panel
// asks (the first page of games and their count).
const index = createSearchIndex(games);
const words = [
  ...new Set(games.slice(0, 400).flatMap((game) => game.name.toLowerCase().split(/\s+/))),
].filter((word) => word.length >= 4);
const keystrokes = words.slice(0, 40).flatMap((word) => [1, 2, 3, 4].map((length) => word.slice(0, length)));
const settings = sandbox.globalSettings.search;
const sources = {
  index,
  providers: sandbox.providers,
  categories: sandbox.categories,
  collections: sandbox.collections,
  providerName: (provider: { name: string }) => provider.name,
  categoryName: (category: { title: string }) => category.title,
  collectionName: (collection: { title: string }) => collection.title,
};
measure('search-keystroke', 3, (i) => {
  const results = searchCataloguePage(sources, keystrokes[i % keystrokes.length] as string, settings, 1);
  return results.games.length + results.gameCount + results.providers.length;
});

// recommendation-score: score the whole catalogue against a seed, keep the top 30, excluding 20 favourites.
const favourites = games.filter((_, i) => i % 500 === 0).slice(0, 20);
const favouriteCodes = new Set(favourites.map((game) => game.gameCode));
measure(
  'recommendation-score',
  5,
  (i) =>
    recommendGames(
      favourites[i % favourites.length] as CatalogueGame,
      games,
      favouriteCodes,
      RECOMMENDATION_PROFILES.casino,
    ).length,
);

// personal-recommendations: the three because-you-* shelves of a player with 50 favourites (casino and
// live games) and 50 played games: each shelf's seed from its pool (fresh seeds first, seeded random),
// then the whole lobby scored against it.
const catalogueMap = new Map(games.map((game) => [game.gameCode, game]));
const liveCodes = games.filter((game) => game.type === 'Live').map((game) => game.gameCode);
const slotCodes = games.filter((game) => game.type !== 'Live').map((game) => game.gameCode);
const player: PlayerShelfInputs = {
  favourites: [
    ...slotCodes.filter((_, i) => i % 211 === 0).slice(0, 32),
    ...liveCodes.filter((_, i) => i % 7 === 0).slice(0, 18),
  ],
  playerGames: games
    .filter((_, i) => i % 197 === 3)
    .slice(0, 50)
    .map((game, i) => ({ gameType: game.gameCode, gameRoundCount: 10 + ((i * 37) % 150) })),
  gameResults: null,
  special: null,
  personalised: null,
};
const recommendationTypes = ['because-you-like', 'because-you-like-live', 'because-you-played'] as const;
const seedRandom = mulberry32(2024);
console.log(
  `# player: ${player.favourites?.length} favourites (${player.favourites?.filter((code) => liveCodes.includes(code)).length} live), ${player.playerGames?.length} player games`,
);
measure('personal-recommendations', 8, () => {
  const seedsInUse = new Set<string>();
  let length = 0;
  for (const type of recommendationTypes) {
    const pool = recommendationPool(type, player, catalogueMap).map((gameCode) => ({ gameCode }));
    const seed = pickSeed(pool, seedsInUse, seedRandom)?.gameCode ?? null;
    if (seed !== null) seedsInUse.add(seed);
    length += personalShelfCodes(type, player, catalogueMap, seed)?.length ?? 0;
  }
  return length;
});

// live-filter-apply: live tables merged over the live games, then an open-table language filter.
const liveGames = mergeLiveTables(
  games,
  Object.fromEntries(
    games
      .filter((game) => game.type === 'Live')
      .map((game, i) => [
        game.gameCode,
        {
          ImsGameCode: game.gameCode,
          Language: i % 3 ? 'ro' : 'en',
          Status: i % 4 ? 'online' : 'offline',
          SeatsAvailability: { '1': i % 2 === 0 },
        },
      ]),
  ),
);
const liveFilter = createFilterState({ language: { ro: true }, openTable: true, availableSeat: true });
measure('live-filter-apply', null, () => applyLiveFilters(liveGames, liveFilter).length);
console.log(`# checksum ${checksum}`);
