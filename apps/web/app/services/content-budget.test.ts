import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverConfig } from './config.server';
import { withinBudget } from './content.server';

afterEach(() => {
  vi.useRealTimers();
});

describe('optional content calls (issue 14 item 3)', () => {
  it('answer within the budget', async () => {
    expect(await withinBudget(Promise.resolve({ title: 'SEO' }), null)).toEqual({ title: 'SEO' });
  });

  it('fall back at once when they fail', async () => {
    expect(await withinBudget(Promise.reject(new Error('HTTP 500')), null)).toBeNull();
  });

  it('fall back when the budget runs out, without waiting for the call', async () => {
    vi.useFakeTimers();
    let settle: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (settle = resolve));
    const answer = withinBudget(slow, 'fallback');
    await vi.advanceTimersByTimeAsync(serverConfig.contentOptionalBudgetMs - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe('fallback');
    // The call finishing later (it fills the cache for the next page) changes nothing here.
    settle('late');
    expect(await answer).toBe('fallback');
  });
});
