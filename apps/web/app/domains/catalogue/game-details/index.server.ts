/** Game details on the server: the view of one game, merged with its game info. */
export { type GameDetailsView, loadGameDetails } from './game-details.server';
