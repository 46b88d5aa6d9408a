// @vitest-environment jsdom
import { formatMoney } from '@casino/core/money';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JackpotAmount } from './jackpot-amount';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('JackpotAmount', () => {
  it('renders money with tabular digits and reserves the width of the amount it climbs to', () => {
    stubReducedMotion(true);
    const { container } = render(<JackpotAmount amount={99_000} reserveFor={100_000} currency="RON" />);
    const span = container.querySelector('span') as HTMLSpanElement;
    expect(span.textContent).toBe(formatMoney(99_000, 'RON'));
    expect(span.style.minWidth).toBe(`${formatMoney(100_000, 'RON').length}ch`);
    expect(span.style.fontVariantNumeric).toBe('tabular-nums');
  });

  it('with reduced motion the number changes at once', () => {
    stubReducedMotion(true);
    const { container, rerender } = render(<JackpotAmount amount={100} />);
    rerender(<JackpotAmount amount={200} />);
    expect(container.textContent).toBe(formatMoney(200));
  });

  it('otherwise it rolls up to the new amount', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { container, rerender } = render(<JackpotAmount amount={100} />);
    rerender(<JackpotAmount amount={200} />);
    expect(container.textContent).toBe(formatMoney(100));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    const midway = container.textContent;
    expect(midway).not.toBe(formatMoney(100));
    expect(midway).not.toBe(formatMoney(200));
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(container.textContent).toBe(formatMoney(200));
  });
});
