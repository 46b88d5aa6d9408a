import { describe, expect, it } from 'vitest';
import { formatLicenceDate } from './site-footer';

describe("the footer's licence dates", () => {
  it('are written as the site writes dates in each language', () => {
    expect(formatLicenceDate('2033-12-31', 'ro')).toBe('31.12.2033');
    expect(formatLicenceDate('2024-01-01', 'en')).toBe('01/01/2024');
  });
});
