import { describe, expect, it } from 'vitest';
import {
  createJackpotTicker,
  JACKPOT_LOW_TICK_MS,
  JACKPOT_REFRESH_MS,
  JACKPOT_TICK_INTERVAL_MS,
  JACKPOT_TOP_TICK_MS,
  JACKPOT_WINDOW_MS,
  jackpotAmountsByGameCode,
  jackpotTickerTotal,
  jackpotTotal,
  lowLevelsPerTick,
  receiveJackpots,
  roundToCents,
  type TickerJackpot,
  tickLowLevels,
  tickTopLevels,
} from './jackpot-ticker.ts';

const mega: TickerJackpot = {
  id: 'mega',
  jackpotLevels: [
    { name: 'Mini', amount: 100 },
    { name: 'Grand', amount: 100_000 },
    { name: 'Major', amount: 5_000 },
    { name: 'Unknown', amount: null },
    { name: 'Missing' },
  ],
};

describe('jackpot ticker constants (catalogue.md section 4)', () => {
  it('interval 10 s, top level at interval/6, low levels at interval/10, 2 h window, 30 s refresh', () => {
    expect(JACKPOT_TICK_INTERVAL_MS).toBe(10_000);
    expect(JACKPOT_TOP_TICK_MS).toBeCloseTo(1666.667, 2);
    expect(JACKPOT_LOW_TICK_MS).toBe(1000);
    expect(JACKPOT_WINDOW_MS).toBe(7_200_000);
    expect(JACKPOT_REFRESH_MS).toBe(30_000);
  });
});

describe('simulated window', () => {
  const now = 1_000_000;
  const state = receiveJackpots(createJackpotTicker(), [mega], now);

  it('starts at 99% of the real amount; levels without amount are ignored; the top level is the largest', () => {
    expect(state.levels.map((level) => [level.name, level.value, level.top])).toEqual([
      ['Mini', 99, false],
      ['Grand', 99_000, true],
      ['Major', 4_950, false],
    ]);
    expect(state.levels.every((level) => level.windowEnd === now + JACKPOT_WINDOW_MS)).toBe(true);
    expect(jackpotTickerTotal(state, 'mega')).toBe(104_049);
  });

  it('a top tick spreads the distance over the ticks left, rounded to 2 decimals', () => {
    // 1000 left over 7,200,000 / 1666.67 = 4320 ticks: 0.2315 -> 0.23
    const ticked = tickTopLevels(state, now);
    expect(ticked.levels[1]?.value).toBe(99_000.23);
    expect(ticked.levels[0]?.value).toBe(99);
  });

  it('the minimum increment is 0.01, and the amount never passes the real one', () => {
    const small = receiveJackpots(
      createJackpotTicker(),
      [{ id: 's', jackpotLevels: [{ name: 'x', amount: 1 }] }],
      now,
    );
    expect(small.levels[0]?.value).toBe(0.99);
    const once = tickTopLevels(small, now);
    expect(once.levels[0]?.value).toBe(1);
    expect(tickTopLevels(once, now).levels[0]).toBe(once.levels[0]);
  });

  it('arrives at the real amount when the window ends', () => {
    let ticking = state;
    for (let at = now; at < now + JACKPOT_WINDOW_MS; at += JACKPOT_TOP_TICK_MS)
      ticking = tickTopLevels(ticking, at);
    expect(ticking.levels[1]?.value).toBe(100_000);
  });

  it.each([
    [0, 10, 3],
    [0.4, 10, 4],
    [0.99, 10, 5],
    [1, 10, 5],
    [0.99, 2, 2],
    [0, 0, 0],
  ])('with random %s and %s low levels a low tick raises %s', (random, count, raised) => {
    expect(lowLevelsPerTick(count, () => random)).toBe(raised);
  });

  it('a low tick raises distinct random low levels and leaves top levels alone', () => {
    const many: TickerJackpot = {
      id: 'many',
      jackpotLevels: Array.from({ length: 8 }, (_, i) => ({ name: `L${i}`, amount: 1000 * (i + 1) })),
    };
    const before = receiveJackpots(createJackpotTicker(), [many], now);
    const randoms = [0.99, 0.99, 0.99, 0.99, 0.99, 0.99];
    const after = tickLowLevels(before, now, () => randoms.shift() ?? 0);
    const changed = after.levels.filter((level, i) => level.value !== before.levels[i]?.value);
    expect(changed).toHaveLength(5);
    expect(changed.every((level) => !level.top)).toBe(true);
    expect(after.levels.find((level) => level.top)?.value).toBe(
      before.levels.find((level) => level.top)?.value,
    );
  });

  it('a low tick with no low level changes nothing', () => {
    const single = receiveJackpots(
      createJackpotTicker(),
      [{ id: 'a', jackpotLevels: [{ name: 'x', amount: 5 }] }],
      now,
    );
    expect(tickLowLevels(single, now, () => 0)).toBe(single);
  });

  it('rounds to cents', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(99_000.2315)).toBe(99_000.23);
  });
});

describe('refresh (catalogue.md section 4)', () => {
  it('an empty answer is ignored', () => {
    const loaded = receiveJackpots(createJackpotTicker(), [mega], 1000);
    const empty = receiveJackpots(loaded, [], 31_000);
    expect(empty).toBe(loaded);
  });

  it('a new real amount restarts the window without moving the shown amount down', () => {
    const loaded = tickTopLevels(receiveJackpots(createJackpotTicker(), [mega], 0), 0);
    const same = receiveJackpots(loaded, [mega], 30_000);
    expect(same.levels[1]).toEqual(loaded.levels[1]);
    const grown = receiveJackpots(
      loaded,
      [
        {
          id: 'mega',
          jackpotLevels: [
            { name: 'Grand', amount: 100_010 },
            { name: 'Mini', amount: 50 },
          ],
        },
      ],
      30_000,
    );
    expect(grown.levels[0]).toMatchObject({
      name: 'Grand',
      value: 99_009.9,
      real: 100_010,
      windowEnd: 30_000 + JACKPOT_WINDOW_MS,
    });
    expect(grown.levels[1]).toMatchObject({ name: 'Mini', value: 49.5 });
    const higher = receiveJackpots(
      loaded,
      [{ id: 'mega', jackpotLevels: [{ name: 'Grand', amount: 99_001 }] }],
      30_000,
    );
    expect(higher.levels[0]?.value).toBe(99_000.23);
  });

  it('keys the ticker amount by game code', () => {
    const loaded = receiveJackpots(
      createJackpotTicker(),
      [mega, { id: 'small', jackpotLevels: [{ name: 'x', amount: 10 }] }],
      0,
    );
    expect(
      jackpotAmountsByGameCode(loaded, [
        { id: 'mega', gameCodes: ['a', 'b'] },
        { id: 'small', gameCodes: ['b', 'c'] },
      ]),
    ).toEqual({ a: 104_049, b: 104_049, c: 9.9 });
  });
});

describe('jackpot total', () => {
  it('adds the levels that have an amount', () => {
    expect(jackpotTotal([{ amount: 10 }, { amount: null }, {}, { amount: 2.5 }])).toBe(12.5);
    expect(jackpotTotal([])).toBe(0);
  });
});
