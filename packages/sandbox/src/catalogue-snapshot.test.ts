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
      catalogue: '9a804b7550e15288508e115fdd98573dfee033c32539987221d87fa8d5b2b293',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English',
    { locale: 'en' },
    {
      catalogue: '826b353da9b2839e90c9dca9a265ee5bb46ed7f3e2e79bf1a20362d468fd1d57',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'draft',
    { status: 'draft' },
    {
      catalogue: '2acc09e091e7ce2f9a6ff37aeabfd0e111ccb62f7414dc35d6fd1ce4a39e6ca1',
      gameInfo: '69fba91dc68c57b8a159b930207902d45fc99621738877e5747c6a6046a75f12',
    },
  ],
  [
    'English draft',
    { locale: 'en', status: 'draft' },
    {
      catalogue: 'a786ae63519e73327ac412fe2f702956d786a3c9bf5f66a1a61437fc05c343dd',
      gameInfo: 'fb7696f11851e6149bc8b049d977b4cbad959958742cc2ed5f3dfb042e788b09',
    },
  ],
  [
    'another seed and size',
    { seed: 7, games: 500, liveGames: 40 },
    {
      catalogue: 'a569d7ab24253172ccd872a9d8462167b893b9f8852415aa5911ee61bc61025a',
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
      catalogue: '8557379ae4a24f55723debf7f97f86ff29a699ab9c6804bbd734d5b20effde1c',
      gameInfo: 'b460b7f2abc5f6a0042739e7377ee620311393371774c78db9b264a7b049c426',
    },
  ],
  // Small catalogues take the fallback branches: jackpots filled from plain slots, no winners pool.
  [
    'tiny',
    { seed: 3, games: 30, liveGames: 4, status: 'draft' },
    {
      catalogue: '8cbb4502f3450efc2b16ba8ce0510954cab619efb091bc6dc6ed2a838ff2aeab',
      gameInfo: '5f540c9ddf147f522fc6f23155d4d06fd7178894b8af9703f301edf655a83f82',
    },
  ],
  [
    'empty',
    { games: 0, liveGames: 0 },
    {
      catalogue: 'd8702c9c0959ef63261d0e3552a9a17fd6fe8c13397d8ec19ae3feb379a3daa0',
      gameInfo: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    },
  ],
];

describe('generateCatalogue: output snapshot', () => {
  it.each(CASES)('%s', (_name, options, expected) => {
    expect(outputs(generateCatalogue(options))).toEqual(expected);
  });
});
