/** Winners: the live winners a page shows (server first, then the public winners API every 30 s). */
export type { LiveWinner } from '@casino/core/winners';
export { useLiveWinners } from './use-live-winners';
