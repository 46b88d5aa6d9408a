/**
 * Error reporting (shell.md sections 9 and 10): Sentry starts only with a DSN and never in development,
 * once per page, with no performance tracing, event strings cut at 250 characters and at most 100
 * breadcrumbs. The SDK is mocked; each test takes a fresh copy of the module, so its "already started"
 * state does not leak from one test to the next.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@sentry/react', () => ({ init: vi.fn() }));

const DSN = 'https://key@sentry.example.com/42';

/** A fresh module and the mocked SDK's `init`, as a newly loaded production page has them. */
async function page() {
  vi.resetModules();
  const reporting = await import('./error-reporting');
  const Sentry = await import('@sentry/react');
  const init = vi.mocked(Sentry.init);
  init.mockClear();
  return { ...reporting, init };
}

beforeEach(() => {
  // Vitest runs as development (`import.meta.env.DEV` is true); a production build is the usual case here.
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('starting error reporting', () => {
  it('does not start without a DSN', async () => {
    const { startErrorReporting, init } = await page();
    await expect(startErrorReporting(null, 'build-7')).resolves.toBe(false);
    await expect(startErrorReporting('', 'build-7')).resolves.toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('starts once with the DSN and release, no tracing, strings of at most 250 characters and 100 breadcrumbs', async () => {
    const { startErrorReporting, init } = await page();
    await expect(startErrorReporting(DSN, 'build-7')).resolves.toBe(true);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({
      dsn: DSN,
      release: 'build-7',
      tracesSampleRate: 0,
      maxValueLength: 250,
      maxBreadcrumbs: 100,
    });
  });

  it('exports the same limits the spec names', async () => {
    const { ERROR_REPORTING } = await page();
    expect(ERROR_REPORTING).toEqual({ tracesSampleRate: 0, maxValueLength: 250, maxBreadcrumbs: 100 });
  });

  it('does not start a second time on the same page, even with another DSN or release', async () => {
    const { startErrorReporting, init } = await page();
    await startErrorReporting(DSN, 'build-7');
    await expect(startErrorReporting(DSN, 'build-7')).resolves.toBe(false);
    await expect(startErrorReporting('https://other@sentry.example.com/1', 'build-8')).resolves.toBe(false);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('a page started without a DSN can still start once a DSN arrives', async () => {
    const { startErrorReporting, init } = await page();
    await startErrorReporting(null, 'build-7');
    await expect(startErrorReporting(DSN, 'build-7')).resolves.toBe(true);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
  });

  it('never starts in development, even with a DSN', async () => {
    vi.stubEnv('DEV', true);
    const { startErrorReporting, init } = await page();
    await expect(startErrorReporting(DSN, 'build-7')).resolves.toBe(false);
    expect(init).not.toHaveBeenCalled();
  });
});

describe('an SDK that fails to load', () => {
  afterEach(() => vi.doMock('@sentry/react', () => ({ init: vi.fn() })));

  it('is logged and reported as not started, without throwing', async () => {
    vi.doMock('@sentry/react', () => {
      throw new Error('chunk failed');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    const { startErrorReporting } = await import('./error-reporting');
    await expect(startErrorReporting(DSN, 'build-7')).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Error reporting could not start', expect.anything());
  });
});
