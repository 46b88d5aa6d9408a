import { describe, expect, it } from 'vitest';
import type { Winner } from './schemas.ts';
import { knownWinners, parseWinnersBody, WINNERS_REFRESH_MS, WINNERS_SHOWN } from './winners.ts';

const winner = (gameCode: string, amount = 100): Winner => ({
  gameCode,
  amount,
  currency: 'RON',
  player: 'Ion***',
  time: '2026-03-01T11:59:00.000Z',
  kind: 'recent',
});
const known = new Map([
  ['slot-a', 'Slot A'],
  ['slot-b', 'Slot B'],
]);

describe('live winners (catalogue.md sections 4 and 9)', () => {
  it('keeps only known games, named, with an id from the place in the answer', () => {
    expect(
      knownWinners([winner('slot-b', 10), winner('unknown'), winner('slot-a', 20)], known, WINNERS_SHOWN),
    ).toEqual([
      {
        id: 'slot-b-0',
        gameCode: 'slot-b',
        gameName: 'Slot B',
        player: 'Ion***',
        amount: 10,
        currency: 'RON',
        time: '2026-03-01T11:59:00.000Z',
      },
      {
        id: 'slot-a-2',
        gameCode: 'slot-a',
        gameName: 'Slot A',
        player: 'Ion***',
        amount: 20,
        currency: 'RON',
        time: '2026-03-01T11:59:00.000Z',
      },
    ]);
  });

  it('caps the list at the limit', () => {
    expect(
      knownWinners(
        Array.from({ length: 20 }, () => winner('slot-a')),
        known,
        5,
      ),
    ).toHaveLength(5);
  });

  it('parses the JSON string holding the list and drops malformed winners', () => {
    const body = JSON.stringify([winner('slot-a'), { gameCode: 'x' }]);
    expect(parseWinnersBody(body)).toEqual([winner('slot-a')]);
    expect(parseWinnersBody([winner('slot-b')])).toEqual([winner('slot-b')]);
    expect(parseWinnersBody('not json')).toBeNull();
    expect(parseWinnersBody('{"a":1}')).toBeNull();
  });

  it('refuses a list whose every winner is malformed (a bad answer, not "no winners"), and keeps an empty list', () => {
    expect(parseWinnersBody(JSON.stringify([{ wrong: 'shape' }]))).toBeNull();
    expect(parseWinnersBody('[]')).toEqual([]);
  });

  it('refreshes every 30 s', () => {
    expect(WINNERS_REFRESH_MS).toBe(30_000);
  });
});
