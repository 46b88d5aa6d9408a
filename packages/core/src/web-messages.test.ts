import { describe, expect, it } from 'vitest';
import {
  dismissWebMessage,
  isWebMessageDismissed,
  isWebMessageInWindow,
  nextWebMessageChange,
  visibleWebMessages,
  WEB_MESSAGE_DISMISSAL_MS,
  webMessageReadingMs,
} from './web-messages.ts';

const at = (iso: string) => Date.parse(iso);
const message = (id: string, priority: number, start: string, end: string | null) => ({
  id,
  priority,
  start,
  end,
});

describe('web messages (catalogue.md section 4)', () => {
  it.each([
    ['2025-01-01T09:59:59Z', false],
    ['2025-01-01T10:00:00Z', false],
    ['2025-01-01T10:00:01Z', true],
    ['2025-01-01T11:59:59Z', true],
    ['2025-01-01T12:00:00Z', false],
  ])('at %s the 10:00-12:00 window is open: %s', (now, open) => {
    expect(
      isWebMessageInWindow(message('a', 1, '2025-01-01T10:00:00Z', '2025-01-01T12:00:00Z'), at(now)),
    ).toBe(open);
  });

  it('without an end the window stays open', () => {
    expect(
      isWebMessageInWindow(message('a', 1, '2025-01-01T10:00:00Z', null), at('2030-01-01T00:00:00Z')),
    ).toBe(true);
  });

  it('shows messages in their window, not dismissed, by priority descending', () => {
    const now = at('2025-06-01T12:00:00Z');
    const list = [
      message('low', 1, '2025-01-01T00:00:00Z', null),
      message('high', 10, '2025-01-01T00:00:00Z', null),
      message('ended', 50, '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'),
      message('dismissed', 20, '2025-01-01T00:00:00Z', null),
      message('mid', 5, '2025-01-01T00:00:00Z', null),
    ];
    const dismissals = { dismissed: now - 1000 };
    expect(visibleWebMessages(list, dismissals, now).map((m) => m.id)).toEqual(['high', 'mid', 'low']);
  });

  it('remembers a dismissal for 12 hours and forgets older ones', () => {
    expect(WEB_MESSAGE_DISMISSAL_MS).toBe(43_200_000);
    const dismissals = dismissWebMessage({ old: 0, recent: 50_000_000 }, 'new', 60_000_000);
    expect(dismissals).toEqual({ recent: 50_000_000, new: 60_000_000 });
    expect(isWebMessageDismissed(dismissals, 'new', 60_000_000 + WEB_MESSAGE_DISMISSAL_MS - 1)).toBe(true);
    expect(isWebMessageDismissed(dismissals, 'new', 60_000_000 + WEB_MESSAGE_DISMISSAL_MS)).toBe(false);
    expect(isWebMessageDismissed(dismissals, 'never', 0)).toBe(false);
  });
});

describe('when the visible web messages change next', () => {
  const HOUR = 60 * 60 * 1000;
  const NOW = at('2026-03-01T12:00:00.000Z');
  const iso = (offset: number) => new Date(NOW + offset).toISOString();
  it('is the nearest start, end or dismissal expiry after now', () => {
    expect(nextWebMessageChange([message('a', 1, iso(HOUR), iso(2 * HOUR))], {}, NOW)).toBe(NOW + HOUR + 1);
    expect(nextWebMessageChange([message('a', 1, iso(-HOUR), iso(2 * HOUR))], {}, NOW)).toBe(NOW + 2 * HOUR);
    expect(nextWebMessageChange([message('a', 1, iso(-HOUR), null)], { a: NOW - HOUR }, NOW)).toBe(
      NOW + 11 * HOUR,
    );
    expect(nextWebMessageChange([message('a', 1, iso(-HOUR), null)], {}, NOW)).toBeNull();
  });
});

describe('how long a docked message stays whole on a phone', () => {
  it('gives a short message the least time, a longer one more, and caps it', () => {
    expect(webMessageReadingMs({ title: 'Salut', text: '' })).toBe(5_000);
    // The sandbox's tournament message: 27 + 39 characters.
    expect(
      webMessageReadingMs({
        title: 'Turneul de noiembrie a început',
        text: 'Adună puncte și câștigă din 50.000 RON.',
      }),
    ).toBe(2_000 + 69 * 65);
    expect(webMessageReadingMs({ title: 'x'.repeat(100), text: 'y'.repeat(400) })).toBe(15_000);
  });

  it('never gives a longer message less time', () => {
    let previous = 0;
    for (let length = 0; length < 300; length += 7) {
      const ms = webMessageReadingMs({ title: 'T', text: 'a'.repeat(length) });
      expect(ms).toBeGreaterThanOrEqual(previous);
      previous = ms;
    }
  });
});
