// @vitest-environment jsdom
/**
 * The casino filter panel in jsdom: every tick updates its chip and the apply button's count (core's
 * filter rules over the draft), the switches and forced entries behave as catalogue.md section 4 says,
 * and apply copies the draft. The filter store is the real one; catalogue, settings and links are
 * stand-ins.
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import { applyFilters, createFiltersModel } from '@casino/core/filters';
import { CASINO_FILTER_KEYS } from '@casino/core/schemas';
import { makeGame } from '@casino/core/test-support';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyCatalogue, TaxonomyEntry } from '~/domains/catalogue/games';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, showModal } from '~/shared/modals/modal-store';
import { allowModalDialogs } from '~test-support/modal-dialogs';
import { filtersStore, setFilterPage } from './filters-store';

const entry = (id: string, name: string): TaxonomyEntry => ({ id, slug: id, name, image: null });
const providers = [entry('p1', 'Alfa'), entry('p2', 'Beta'), entry('p3', 'Gama')];
const categories = [entry('c1', 'Sloturi'), entry('c2', 'Noutăți')];
const games: CatalogueGame[] = Array.from({ length: 120 }, (_, i) =>
  makeGame({
    gameCode: `g${i}`,
    name: `Joc ${i}`,
    providerId: `p${(i % 3) + 1}`,
    categoryIds: i % 4 === 0 ? ['c2'] : ['c1'],
    jackpot: i % 5 === 0,
    numberOfReels: i % 2 === 0 ? 5 : 3,
  }),
);
/** More collections than a group shows before "see all". */
const collections = Array.from({ length: 30 }, (_, i) => entry(`k${i}`, `Colecția ${i}`));
const catalogue: LobbyCatalogue = { games, providers, categories, collections };

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/domains/catalogue/games', () => ({ useCatalogue: () => ({ catalogue, failed: false }) }));
vi.mock('~/domains/catalogue/live-tables', () => ({
  LiveLanguageOption: () => null,
  useLiveFilterData: (list: CatalogueGame[]) => ({ games: list, languages: [], status: 'idle' }),
}));
vi.mock('~/shared/analytics/track', () => ({ track: vi.fn() }));
vi.mock('~/shared/context/shell-data', async () => {
  const { CASINO_FILTER_KEYS: keys } = await import('@casino/core/schemas');
  return { useShell: () => ({ settings: { enabledFilters: [...keys], enabledFiltersLive: [] } }) };
});
vi.mock('~/shared/links/portal-href', () => ({ usePortalHref: () => (path: string) => path }));

const { COLLAPSED_CHIPS, FilterPanel } = await import('./filter-panel');

beforeAll(allowModalDialogs);

beforeEach(() => {
  filtersStore.set({ model: createFiltersModel(), lobby: 'casino', carrying: false });
});

afterEach(() => {
  act(() => hideModal(MODALS.filters.id));
  cleanup();
});

function open() {
  const router = createMemoryRouter([
    { path: '/', element: <FilterPanel routeName="preview-all-games" /> },
    { path: '/toate-jocurile', element: <p>toate</p> },
  ]);
  render(<RouterProvider router={router} />);
  act(() => showModal(MODALS.filters.id, MODALS.filters.priority));
  return screen.getByRole('dialog');
}

const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name }) as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: /^Arată/ });
const draftCount = () => {
  const { draft, overrides } = filtersStore.get().model;
  return applyFilters(games, draft, overrides).length;
};

describe('filter panel', () => {
  it('offers every enabled filter with the catalogue’s entries', () => {
    open();
    expect(CASINO_FILTER_KEYS.length).toBeGreaterThan(0);
    expect(within(screen.getByRole('group', { name: 'Furnizori' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Categorii' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Număr de role' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    expect(applyButton().textContent).toBe('Arată 120 de jocuri');
    expect((applyButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('updates the chip and the count on every tick, across groups and switches', () => {
    open();
    const ticks: [string, string][] = [
      ['Furnizori', 'Alfa'],
      ['Furnizori', 'Beta'],
      ['Categorii', 'Noutăți'],
      ['Furnizori', 'Alfa'],
      ['Număr de role', '5 role'],
    ];
    for (const [group, name] of ticks) {
      const before = chip(group, name).checked;
      act(() => {
        fireEvent.click(chip(group, name));
      });
      expect(chip(group, name).checked, `${group} ${name}`).toBe(!before);
      expect(chip(group, name).closest('label')?.className.includes('chip--on')).toBe(!before);
      expect(applyButton().textContent).toMatch(new RegExp(`^Arată ${draftCount()} (de )?jocuri?$`));
    }
    // Beta, Noutăți, 5 reels: the chips of the untouched entries stayed off.
    expect(chip('Furnizori', 'Alfa').checked).toBe(false);
    expect(chip('Furnizori', 'Gama').checked).toBe(false);
    expect(chip('Categorii', 'Sloturi').checked).toBe(false);
    expect(filtersStore.get().model.draft.provider).toEqual({ p2: true });

    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Cu jackpot' }));
    });
    expect(filtersStore.get().model.draft.jackpot).toBe(true);
    expect(applyButton().textContent).toMatch(new RegExp(`^Arată ${draftCount()} (de )?jocuri?$`));
    expect((applyButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a forced entry ticked and disabled, and a tick on it changes nothing', () => {
    act(() => setFilterPage('casino', { category: { c1: true } }));
    open();
    const forced = chip('Categorii', 'Sloturi');
    expect(forced.checked).toBe(true);
    expect(forced.disabled).toBe(true);
    const before = filtersStore.get().model;
    act(() => {
      fireEvent.click(chip('Categorii', 'Sloturi'));
    });
    expect(filtersStore.get().model).toBe(before);
  });

  it('applies the draft and clears both sets', () => {
    open();
    act(() => {
      fireEvent.click(chip('Furnizori', 'Gama'));
    });
    act(() => {
      fireEvent.click(applyButton());
    });
    expect(filtersStore.get().model.applied.provider).toEqual({ p3: true });
    act(() => showModal(MODALS.filters.id, MODALS.filters.priority));
    expect(chip('Furnizori', 'Gama').checked).toBe(true);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Șterge filtrele' }));
    });
    expect(chip('Furnizori', 'Gama').checked).toBe(false);
    expect(filtersStore.get().model.applied.provider).toEqual({});
    expect(applyButton().textContent).toBe('Arată 120 de jocuri');
  });

  it('shows a long group’s first chips and every chosen or forced one, and the rest on demand', () => {
    act(() => setFilterPage('casino', { collection: { k20: true } }));
    open();
    const group = screen.getByRole('group', { name: 'Colecții' });
    const shown = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    const first = collections.slice(0, COLLAPSED_CHIPS).map((collection) => collection.name);
    // The first chips and the forced one further down.
    expect(shown()).toEqual([...first, 'Colecția 20']);
    const more = within(group).getByRole('button', { name: 'Vezi toate (30)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toBe(
      group.querySelector('.chips'),
    );

    act(() => {
      fireEvent.click(more);
    });
    expect(shown()).toEqual(collections.map((collection) => collection.name));
    const fewer = within(group).getByRole('button', { name: 'Vezi mai puține' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.click(chip('Colecții', 'Colecția 25'));
    });
    act(() => {
      fireEvent.click(fewer);
    });
    // A chip chosen further down stays in sight, ticked.
    expect(shown()).toEqual([...first, 'Colecția 20', 'Colecția 25']);
    expect(chip('Colecții', 'Colecția 25').checked).toBe(true);
    // Unticked there, it stays where it is (a keyboard player's focus with it) until the panel closes.
    act(() => {
      fireEvent.click(chip('Colecții', 'Colecția 25'));
    });
    expect(chip('Colecții', 'Colecția 25').checked).toBe(false);
    expect(shown()).toEqual([...first, 'Colecția 20', 'Colecția 25']);
    // A short group has no button.
    expect(within(screen.getByRole('group', { name: 'Furnizori' })).queryByRole('button')).toBeNull();
  });
});
