/**
 * App version (shell.md section 4): a poll compares the latest build id with the current one and
 * signals an update when they differ. An unreadable answer (no id) signals nothing.
 */
export function latestBuildId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const id = (answer as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function isUpdateAvailable(currentBuildId: string, latestAnswer: unknown): boolean {
  const latest = latestBuildId(latestAnswer);
  return latest !== null && latest !== currentBuildId;
}

/** The largest delay setTimeout honours (shell.md section 9: timers are capped at 2147483647 ms). */
export const MAX_TIMER_MS = 2_147_483_647;

/** A delay as setTimeout can honour it: between 0 and the cap (a longer one would fire at once). */
export function cappedDelay(ms: number): number {
  if (!Number.isFinite(ms)) return ms > 0 ? MAX_TIMER_MS : 0;
  return Math.min(Math.max(0, Math.round(ms)), MAX_TIMER_MS);
}
