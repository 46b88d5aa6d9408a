/**
 * A real launch URL handed from the launch (desktop) to the play page it navigates to, so the page
 * does not ask for a second token. Kept in memory for one page, for one player and game, briefly.
 */
const HANDOVER_MS = 60_000;
let handedOver: { gameCode: string; username: string; url: string; at: number } | null = null;

export function handOverLaunch(gameCode: string, username: string, url: string): void {
  handedOver = { gameCode, username, url, at: Date.now() };
}

/** The URL handed over for this game and player, once; null otherwise. */
export function takeHandedOverLaunch(gameCode: string, username: string | null): string | null {
  const launch = handedOver;
  handedOver = null;
  if (!launch || launch.gameCode !== gameCode || launch.username !== username) return null;
  return Date.now() - launch.at <= HANDOVER_MS ? launch.url : null;
}
