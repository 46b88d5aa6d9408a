/**
 * Error reporting (shell.md section 9): Sentry, only when a DSN is configured and never in
 * development; no performance tracing; event strings cut at 250 characters; at most 100 breadcrumbs.
 * The SDK loads on demand, so a portal without a DSN ships none of it.
 */
export const ERROR_REPORTING = { tracesSampleRate: 0, maxValueLength: 250, maxBreadcrumbs: 100 } as const;

let started = false;

export async function startErrorReporting(dsn: string | null, release: string): Promise<boolean> {
  if (!dsn || started || import.meta.env.DEV) return false;
  started = true;
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({ dsn, release, ...ERROR_REPORTING });
    return true;
  } catch (error) {
    console.error('Error reporting could not start', error);
    return false;
  }
}
