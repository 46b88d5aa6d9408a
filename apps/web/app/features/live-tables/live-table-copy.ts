/**
 * Romanian copy of the live table badge (kept here until the lead moves it into i18n/ro.json). Romanian
 * counts take "de" from 20 upwards ("20 de locuri"), which Intl's plural category `other` marks.
 */
export const LIVE_TABLE_COPY = {
  open: 'Deschisă',
  closed: 'Închisă',
  /** Read before the state by screen readers, e.g. "Masă live: Deschisă". */
  tablePrefix: 'Masă live: ',
  noFreeSeat: 'Niciun loc liber',
  oneFreeSeat: '1 loc liber',
} as const;

const plurals = new Intl.PluralRules('ro-RO');

export function freeSeatsText(count: number): string {
  if (count <= 0) return LIVE_TABLE_COPY.noFreeSeat;
  switch (plurals.select(count)) {
    case 'one':
      return LIVE_TABLE_COPY.oneFreeSeat;
    case 'few':
      return `${count} locuri libere`;
    default:
      return `${count} de locuri libere`;
  }
}
