/**
 * Locks the whole output of the catalogue generator: a change to any record, any random draw or the
 * order of keys and records moves a hash. The hashes were recorded from the generator as it was before
 * it was split into steps; a deliberate change to the catalogue records new ones here, in its own commit.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CatalogueOptions, gameInfo, generateCatalogue, type SandboxCatalogue } from './catalogue.ts';

// Plain JSON.stringify on purpose: key order and record order are what the sandbox serves on the wire,
// so they belong to the locked output (sorting keys would let a reordering through).
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Everything derived from one catalogue: the catalogue itself and the per-game answers. */
const outputs = (catalogue: SandboxCatalogue) => ({
  catalogue: sha256(catalogue),
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
      catalogue: 'e95b644e060a461cf7892f1f6a85bed58a0be8e98bbfbacb886b455883734fc5',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English',
    { locale: 'en' },
    {
      catalogue: '4c43ecd6b3bea8bdb0b9226afb8a73079951c9fd6fe78864c45792cd0f840464',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'draft',
    { status: 'draft' },
    {
      catalogue: '5b56ab929a13d42ece6192934b09e377683f9c994ec525f090b66b3fd5603f45',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English draft',
    { locale: 'en', status: 'draft' },
    {
      catalogue: 'f958b9ed688359fdfbe21c653b88bad319eaf933e2b1f1acb2dc795edd3a2707',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'another seed and size',
    { seed: 7, games: 500, liveGames: 40 },
    {
      catalogue: 'b369235c7fa281c7f3e3b399e33be5eead61ba7589288de4e36443a4c58a65cf',
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
      catalogue: '6ee06426fd9ab7eb4e3d1a43bac201bb9b016dbe55648069379ed64c12da059b',
      gameInfo: 'b460b7f2abc5f6a0042739e7377ee620311393371774c78db9b264a7b049c426',
    },
  ],
  // Small catalogues take the fallback branches: jackpots filled from plain slots, no winners pool.
  [
    'tiny',
    { seed: 3, games: 30, liveGames: 4, status: 'draft' },
    {
      catalogue: '5a4ae0253808b5d185c1b79b11abb49ab34e5fa044391abf2032ea064436b690',
      gameInfo: '5f540c9ddf147f522fc6f23155d4d06fd7178894b8af9703f301edf655a83f82',
    },
  ],
  [
    'empty',
    { games: 0, liveGames: 0 },
    {
      catalogue: '68a6096cbb1ec1f026e087f3e38d26d7d56d219c7725a564cabbbdea41ef0dfd',
      gameInfo: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    },
  ],
];

describe('generateCatalogue: output snapshot', () => {
  it.each(CASES)('%s', (_name, options, expected) => {
    expect(outputs(generateCatalogue(options))).toEqual(expected);
  });
});
