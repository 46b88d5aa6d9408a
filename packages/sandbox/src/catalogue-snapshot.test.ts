/**
 * Locks the whole output of the catalogue generator: a change to any record, any random draw or the
 * order of keys and records moves a hash. The hashes were recorded from the generator as it was before
 * it was split into steps; a deliberate change to the catalogue records new ones here, in its own commit.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueOptions,
  gameInfo,
  generateCatalogue,
  personalizedCategories,
  type SandboxCatalogue,
} from './catalogue.ts';

// Plain JSON.stringify on purpose: key order and record order are what the sandbox serves on the wire,
// so they belong to the locked output (sorting keys would let a reordering through).
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Everything derived from one catalogue: the catalogue itself and the per-player and per-game answers. */
const outputs = (catalogue: SandboxCatalogue) => ({
  catalogue: sha256(catalogue),
  personalized: sha256(
    ['demo', 'nou', 'exclus', null].map((player) => personalizedCategories(catalogue, player)),
  ),
  gameInfo: sha256(
    [0, 1, 17, Math.floor(catalogue.games.length / 2), catalogue.games.length - 1].flatMap((index) => {
      const game = catalogue.games[index];
      return game ? [gameInfo(game)] : [];
    }),
  ),
});

const CASES: [string, CatalogueOptions, ReturnType<typeof outputs>][] = [
  [
    'defaults',
    {},
    {
      catalogue: 'd2c946befcf11bf86b0e825a749fc0d5fb3ba651a5b31f33380696d008ecce94',
      personalized: '34b54ff8b9fc3275c5d893ec27fdaee49502f413fb7b5fc7822ca3a1b39f3a74',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English',
    { locale: 'en' },
    {
      catalogue: '5c98fed9e6776fda0ec5ff8f8848c89e96f098d7f1a6dada3f53f39138114949',
      personalized: '34b54ff8b9fc3275c5d893ec27fdaee49502f413fb7b5fc7822ca3a1b39f3a74',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'draft',
    { status: 'draft' },
    {
      catalogue: '630f8fd5b20a035f5697a3f2956dc2a7de99232f22c79fba1ea1adf44db7b158',
      personalized: '34b54ff8b9fc3275c5d893ec27fdaee49502f413fb7b5fc7822ca3a1b39f3a74',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English draft',
    { locale: 'en', status: 'draft' },
    {
      catalogue: 'd457dca2379e90af427001a498e065aea731d016fdcb86fa4510816e61ce5356',
      personalized: '34b54ff8b9fc3275c5d893ec27fdaee49502f413fb7b5fc7822ca3a1b39f3a74',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'another seed and size',
    { seed: 7, games: 500, liveGames: 40 },
    {
      catalogue: '65176553ac2a3861ecd36ef9dd153e748d40feec1666f760375b45122bbc4998',
      personalized: '7da8ac097ce2200c4903c2e199860a928bb04b307160a861ca418842a1a5c9ef',
      gameInfo: '08f896269f16f3bbc2cf60c7bc702528b9a84687b883dfe86bfdbf46cb00dcbb',
    },
  ],
  [
    'own public URL and reference date, English draft',
    {
      seed: 99,
      games: 800,
      liveGames: 60,
      locale: 'en',
      status: 'draft',
      publicUrl: 'https://sandbox.example.ro/',
      referenceDate: '2027-03-15T12:30:00+02:00',
    },
    {
      catalogue: '9ecb441d78278a300b45e24bf23cb4fa8d090a4b6eb3e993db59f81f9a528a6b',
      personalized: '0a458be6f0bfadcbaa312526707c03bbfeae7df634efb567d8b8039067d72baa',
      gameInfo: 'b460b7f2abc5f6a0042739e7377ee620311393371774c78db9b264a7b049c426',
    },
  ],
  // Small catalogues take the fallback branches: jackpots filled from plain slots, no winners pool.
  [
    'tiny',
    { seed: 3, games: 30, liveGames: 4, status: 'draft' },
    {
      catalogue: '137394b02d590b6f402553b935aad16516737dd6332672eb8522ebc639f458c0',
      personalized: 'fa60b3624f8835b4fa896b801c9b452a7e65a81278c4a58233a50fee9630ed2c',
      gameInfo: '5f540c9ddf147f522fc6f23155d4d06fd7178894b8af9703f301edf655a83f82',
    },
  ],
  [
    'empty',
    { games: 0, liveGames: 0 },
    {
      catalogue: '9396787be313e142d0c5689402976b3dfffda8f344d916c57dc908d7902d53bf',
      personalized: '29d5199a662ac4a0ca1d7c9ddeeb735d37d8ba3447850e567bdabfa3cec0e84f',
      gameInfo: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    },
  ],
];

describe('generateCatalogue: output snapshot', () => {
  it.each(CASES)('%s', (_name, options, expected) => {
    expect(outputs(generateCatalogue(options))).toEqual(expected);
  });
});
