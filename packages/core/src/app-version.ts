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
