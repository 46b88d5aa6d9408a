import type { Translate } from '~/shared/i18n/translate';

/** The free seats of a table: "Niciun loc liber", "1 loc liber", "7 locuri libere", "20 de locuri libere". */
export function freeSeatsText(t: Translate, count: number): string {
  return count <= 0 ? t('live.noFreeSeat') : t('live.freeSeats', { count });
}
