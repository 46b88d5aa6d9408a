import { describe, expect, it } from 'vitest';
import {
  freeSeatCount,
  isTableOpen,
  languageDisplayName,
  liveLanguageGroups,
  liveTableInfo,
  liveTablesReducer,
  mergeLiveTables,
} from './live-tables.ts';
import type { LiveTable } from './schemas.ts';
import { makeGame } from './test-support.ts';

const table = (code: string, extra: Partial<LiveTable> = {}): LiveTable => ({
  ImsGameCode: code,
  Language: 'ro',
  Status: 'online',
  SeatsAvailability: { '1': true, '2': false },
  ...extra,
});

describe('live tables (catalogue.md sections 3-4)', () => {
  it.each([
    ['online', true],
    ['Online', true],
    ['offline', false],
    ['closed', false],
  ])('Status %s means open: %s', (Status, open) => {
    expect(isTableOpen({ Status })).toBe(open);
  });

  it.each<[Record<string, unknown>, number]>([
    [{ '1': true, '2': true }, 0],
    [{ '1': false, '2': true }, 1],
    [{ '1': null, '2': 0, '3': '', '4': undefined, '5': 'taken' }, 4],
    [{}, 0],
  ])('a falsy seat is free: %j has %s free', (SeatsAvailability, free) => {
    expect(freeSeatCount({ SeatsAvailability })).toBe(free);
  });

  it('merges tables over live and table games by ImsGameCode; other games are left out', () => {
    const games = [
      makeGame({ gameCode: 'roulette', type: 'Live', name: 'Roulette' }),
      makeGame({ gameCode: 'bj', type: 'Table', name: 'Blackjack' }),
      makeGame({ gameCode: 'slot', type: 'Slot' }),
      makeGame({ gameCode: 'baccarat', type: 'Live', name: 'Baccarat' }),
    ];
    const tables = {
      roulette: table('roulette', {
        name: 'Ruletă Live',
        Language: 'pt-BR',
        DynamicImageUrl: 'https://img/roulette.jpg',
        Dealer: { DealerName: 'Ana' },
      }),
      bj: table('bj', { Status: 'offline', SeatsAvailability: { '1': true } }),
    };
    const merged = mergeLiveTables(games, tables);
    expect(merged.map((game) => game.gameCode)).toEqual(['roulette', 'bj', 'baccarat']);
    expect(merged[0]).toMatchObject({
      name: 'Ruletă Live',
      language: 'pt-br',
      dynamicImageUrl: 'https://img/roulette.jpg',
      dealerName: 'Ana',
      isOpen: true,
      freeSeats: 1,
      hasFreeSeat: true,
    });
    expect(merged[1]).toMatchObject({
      name: 'Blackjack',
      isOpen: false,
      hasFreeSeat: false,
      dealerName: null,
    });
    expect(merged[2]).toMatchObject({ name: 'Baccarat', isOpen: false, language: null });
    expect(liveTableInfo(table('x', { Language: '' })).language).toBeNull();
  });

  it('a table without a seat map has no seat limit, so it always has a free seat', () => {
    expect(liveTableInfo(table('roulette', { SeatsAvailability: {} }))).toMatchObject({
      freeSeats: 0,
      unlimitedSeats: true,
      hasFreeSeat: true,
    });
    expect(liveTableInfo(table('bj', { SeatsAvailability: { '1': true, '2': true } }))).toMatchObject({
      unlimitedSeats: false,
      hasFreeSeat: false,
    });
  });

  it('the feed initialises, updates and clears the tables', () => {
    const initialised = liveTablesReducer(
      { old: table('old') },
      { type: 'init', tables: [table('a'), table('b')] },
    );
    expect(Object.keys(initialised)).toEqual(['a', 'b']);
    const updated = liveTablesReducer(initialised, {
      type: 'update',
      tables: [table('a', { Status: 'offline' }), table('c')],
    });
    expect(Object.keys(updated).sort()).toEqual(['a', 'b', 'c']);
    expect(updated.a?.Status).toBe('offline');
    expect(liveTablesReducer(updated, { type: 'clear' })).toEqual({});
  });

  it('groups tables by language with display names and flags', () => {
    const groups = liveLanguageGroups(
      [
        { gameCode: 'a', language: 'ro' },
        { gameCode: 'b', language: 'en' },
        { gameCode: 'c', language: 'ro' },
        { gameCode: 'd', language: null },
        { gameCode: 'e', language: 'de' },
      ],
      'ro',
    );
    expect(groups).toEqual([
      { code: 'en', name: 'engleză', flagImg: '/images/flags/en.svg', tables: ['b'] },
      { code: 'de', name: 'germană', flagImg: null, tables: ['e'] },
      { code: 'ro', name: 'română', flagImg: '/images/flags/ro.svg', tables: ['a', 'c'] },
    ]);
    expect(liveLanguageGroups([{ gameCode: 'a', language: 'ro' }], 'en', (code) => `f/${code}`)).toEqual([
      { code: 'ro', name: 'Romanian', flagImg: 'f/ro', tables: ['a'] },
    ]);
  });

  it('a code Intl cannot read falls back to itself', () => {
    expect(languageDisplayName('not a code!', 'ro')).toBe('not a code!');
  });
});
