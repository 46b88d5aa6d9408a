import { describe, expect, it } from 'vitest';
import {
  addSnackbar,
  createSnackbars,
  removeSnackbar,
  SNACKBAR_TIMEOUT_MS,
  type SnackbarMessage,
} from './snackbars.ts';

const info = (title: string, extra: Partial<SnackbarMessage> = {}): SnackbarMessage => ({
  type: 'info',
  title,
  ...extra,
});

describe('snackbars (catalogue.md section 4)', () => {
  it('auto-dismiss after 5 s unless the message sets its own timeout', () => {
    const state = addSnackbar(addSnackbar(createSnackbars(), info('a')), info('b', { timeout: 9000 }));
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
    expect(state.items.map((s) => [s.id, s.timeout])).toEqual([
      [1, 5000],
      [2, 9000],
    ]);
  });

  it('at most 4: a fifth closes the oldest that is not click-ignoring', () => {
    let state = createSnackbars();
    state = addSnackbar(state, info('1', { ignoreClick: true }));
    for (const title of ['2', '3', '4']) state = addSnackbar(state, info(title));
    state = addSnackbar(state, info('5'));
    expect(state.items.map((s) => s.title)).toEqual(['1', '3', '4', '5']);
  });

  it('when all four ignore clicks the oldest closes so the cap holds', () => {
    let state = createSnackbars();
    for (const title of ['1', '2', '3', '4', '5'])
      state = addSnackbar(state, info(title, { ignoreClick: true }));
    expect(state.items.map((s) => s.title)).toEqual(['2', '3', '4', '5']);
  });

  it('a title already shown at its limit is not added', () => {
    let state = addSnackbar(createSnackbars(), info('Eroare', { limit: 1 }));
    const same = addSnackbar(state, info('Eroare', { limit: 1 }));
    expect(same).toBe(state);
    state = addSnackbar(state, info('Eroare', { limit: 2 }));
    expect(state.items).toHaveLength(2);
    expect(addSnackbar(state, info('Eroare'))).not.toBe(state);
  });

  it('removes by id', () => {
    const state = addSnackbar(addSnackbar(createSnackbars(), info('a')), info('b'));
    expect(removeSnackbar(state, 1).items.map((s) => s.title)).toEqual(['b']);
  });
});
