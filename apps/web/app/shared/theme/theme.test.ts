import { describe, expect, it, vi } from 'vitest';
import { forcedColourMode, nextColourMode, resolveTheme } from './theme';

describe('colour mode', () => {
  it('cycles system, light, dark', () => {
    expect(nextColourMode('system')).toBe('light');
    expect(nextColourMode('light')).toBe('dark');
    expect(nextColourMode('dark')).toBe('system');
  });

  it('resolves system from the device preference', () => {
    expect(resolveTheme('system', true)).toBe('light');
    expect(resolveTheme('system', false)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
  });

  it('lets a page force light or dark, never system (a warning instead)', () => {
    const warn = vi.fn();
    expect(forcedColourMode('dark', warn)).toBe('dark');
    expect(forcedColourMode(undefined, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(forcedColourMode('system', warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
