// @vitest-environment jsdom
import { createFiltersModel } from '@casino/core/filters';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateCounting } from '~test-support/hydrate';
import { filtersStore, setFilterPage } from './filters-store';
import { useAppliedFilters } from './use-filter-model';
import { useFilterPage } from './use-filter-page';

vi.mock('~/shared/analytics/track', () => ({ track: vi.fn() }));

beforeEach(() => {
  filtersStore.set({ model: createFiltersModel(), lobby: 'casino', carrying: false });
});

/** What all games does: declares its page and shows what it reads of the applied filters. */
function Page({ lobby }: { lobby: 'casino' | 'live' }) {
  useFilterPage(lobby);
  const { overrides } = useAppliedFilters();
  return <p>{JSON.stringify(overrides)}</p>;
}

describe('a page declaring its lobby and forced entries', () => {
  it('that the store already holds renders nothing again after hydration', async () => {
    const page = await hydrateCounting(<Page lobby="casino" />);
    expect(page.container.textContent).toBe('{}');
    // A second commit would be the whole page again, synchronously, in hydration's task: all games'
    // grid among its readers.
    expect(page.commits()).toBe(1);
    page.unmount();
  });

  it("of another lobby (the live lobby, where the server rendered the store's casino) renders nothing again either", async () => {
    const page = await hydrateCounting(<Page lobby="live" />);
    expect(filtersStore.get().lobby).toBe('live');
    // The applied set's readers read no lobby, and the forced entries, equal, keep their object.
    expect(page.commits()).toBe(1);
    page.unmount();
  });

  it('with other forced entries updates its readers, and the same entries again change nothing', async () => {
    const page = await hydrateCounting(<Page lobby="live" />);
    act(() => setFilterPage('live', { category: { slots: true } }));
    expect(page.container.textContent).toBe('{"category":{"slots":true}}');
    const commits = page.commits();
    // The same entries again, in a new object: nothing changes.
    act(() => setFilterPage('live', { category: { slots: true } }));
    expect(page.commits()).toBe(commits);
    page.unmount();
  });
});
