import type { SelfExclusionOverview } from '@casino/core/bonuses';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { bonusTemplatesQuery } from './bonus-data';
import { overviewQuery } from './overview';
import { type PlayerQuery, usePlayerQuery, usePlayerQueryData } from './player-watch';

describe('watching a player query', () => {
  it("gives the definition's data type; a caller cannot pick another (a type check)", () => {
    expectTypeOf(usePlayerQueryData).toBeCallableWith(bonusTemplatesQuery, 'demo');
    expectTypeOf(usePlayerQueryData<string[]>).toBeCallableWith(bonusTemplatesQuery, 'demo');
    // @ts-expect-error the opted-in templates are codes, not numbers
    expectTypeOf(usePlayerQueryData<number[]>).toBeCallableWith(bonusTemplatesQuery, 'demo');
    // @ts-expect-error the overview is not a list of codes
    expectTypeOf(usePlayerQuery<string[]>).toBeCallableWith(overviewQuery, 'demo');
    expectTypeOf(overviewQuery).toExtend<PlayerQuery<SelfExclusionOverview>>();
    expectTypeOf(bonusTemplatesQuery).not.toExtend<PlayerQuery<number[]>>();
  });

  it('watches the definition under its key, without loading it', () => {
    expect(bonusTemplatesQuery.watch('demo')).toEqual({
      key: ['player', 'demo', 'bonus_templates'],
      enabled: false,
    });
    expect(overviewQuery.watch('demo').fetch).toBeUndefined();
  });
});
