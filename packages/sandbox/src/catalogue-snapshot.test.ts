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
      catalogue: '815d3ccee0bbadcb9629eedd363fc644a71fccc024308da074d39ed915443b18',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English',
    { locale: 'en' },
    {
      catalogue: '4cf66c7aff04c7da739ed9a59a2bd03918dac6a4fa2a00cdd194d41bb741ae3e',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'draft',
    { status: 'draft' },
    {
      catalogue: 'cca75c31de04b5d90f174da235751cfb93d7093f3694f6bd5d76d03f7d929168',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English draft',
    { locale: 'en', status: 'draft' },
    {
      catalogue: '880008c9407682700b03ed42a301f0fcfd128233a19dc2a7fe34092b2e673704',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'another seed and size',
    { seed: 7, games: 500, liveGames: 40 },
    {
      catalogue: 'f4d236c5abce6c49fbe9552c58c23add97f155bcfc773fe8eccab4387b5a29a6',
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
      catalogue: 'b4b8144d15e479d31918e8e569acb8a6f9ea8421c5ed47bbc5fc38b80751e5d2',
      gameInfo: 'b460b7f2abc5f6a0042739e7377ee620311393371774c78db9b264a7b049c426',
    },
  ],
  // Small catalogues take the fallback branches: jackpots filled from plain slots, no winners pool.
  [
    'tiny',
    { seed: 3, games: 30, liveGames: 4, status: 'draft' },
    {
      catalogue: '3c8a5114344a3fb6712f3ed0f8f934334156fdf99d9a30d53a49af8463adcc7e',
      gameInfo: '5f540c9ddf147f522fc6f23155d4d06fd7178894b8af9703f301edf655a83f82',
    },
  ],
  [
    'empty',
    { games: 0, liveGames: 0 },
    {
      catalogue: 'c6081fac5446efc0f469a4484717f28336baf2800ba394a386a2f0000bf0b6b6',
      gameInfo: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    },
  ],
];

describe('generateCatalogue: output snapshot', () => {
  it.each(CASES)('%s', (_name, options, expected) => {
    expect(outputs(generateCatalogue(options))).toEqual(expected);
  });
});
