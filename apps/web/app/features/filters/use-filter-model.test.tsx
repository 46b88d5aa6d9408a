// @vitest-environment jsdom
import { createFiltersModel } from '@casino/core/filters';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDraft, editDraft } from './filter-actions';
import { filtersStore } from './filters-store';
import { useAppliedFilters } from './use-filter-model';

vi.mock('~/shared/analytics/track', () => ({ track: vi.fn() }));

beforeEach(() => {
  filtersStore.set({ model: createFiltersModel(), lobby: 'casino', carrying: false });
});

describe('the applied filters a page reads', () => {
  it('do not change (nor re-render the page) when the draft is ticked, and follow apply', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useAppliedFilters();
    });
    const before = result.current;
    const rendersBefore = renders;
    act(() => editDraft({ type: 'toggle', kind: 'provider', key: 'p1' }));
    act(() => editDraft({ type: 'flag', flag: 'jackpot', value: true }));
    expect(result.current).toBe(before);
    expect(renders).toBe(rendersBefore);

    act(() => {
      applyDraft('preview-all-games');
    });
    expect(result.current.applied.provider).toEqual({ p1: true });
    expect(result.current.applied.jackpot).toBe(true);
  });
});
