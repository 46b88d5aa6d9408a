/** Game launch: demo and real play from a tile, the details or the global API (catalogue.md sections 4-5). */
export { type GameToLaunch, type LaunchContext, launchGame } from './launch';
export { type RealLaunchState, useRealLaunch } from './use-real-launch';
