/** Game launch on the server: the password of a protected game, checked before any launch URL. */
export { grantGameAccess, hasGameAccess, verifyGamePassword } from './game-access.server';
