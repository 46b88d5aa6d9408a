/** Player messages and the bonus pop-up (catalogue.md section 4): for a logged-in player only. */
export { PlayerMessages } from './player-messages-mount';
