/**
 * Micro-benchmarks of the core rules over a 10,000-game catalogue from the sandbox generator.
 * Prints one line per figure: `NAME: median X ms (budget Y ms, p95 Z ms, N runs)`.
 * Run with `npm run bench:core`.
 */
import { type CatalogueGame, toCatalogueGame } from '@casino/core/catalogue';
import { applyFilters, createFilterState } from '@casino/core/filters';
import { applyLiveFilters } from '@casino/core/live-filters';
import { mergeLiveTables } from '@casino/core/live-tables';
import { RECOMMENDATION_PROFILES, recommendGames } from '@casino/core/recommendations';
import { createSearchIndex, searchCatalogue, searchResultsPage } from '@casino/core/search';
import { generateCatalogue } from '@casino/sandbox/catalogue';

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

// search-keystroke: each keystroke of words taken from real game names, weighted and paged.
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
  const results = searchCatalogue(sources, keystrokes[i % keystrokes.length] as string, settings);
  return searchResultsPage(results.games, 1).length + results.providers.length;
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
