/** Winners on the server: the winners API for the first render, and the winners area's redirect. */
export { loadWinners } from './winners.server';
export { winnersRedirect } from './winners-redirect.server';
