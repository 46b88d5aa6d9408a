import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { useShell } from '~/shared/context/shell-data';
import { isTranslationKey, useT } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';
import { usePortalHref } from '~/shared/links/portal-href';
import { portalPath } from '~/shared/routing/portal-path';

interface ErrorView {
  status: number;
  /** A failed download of a code chunk: a new version was deployed (shell.md: CHUNK-ERROR). */
  chunk: boolean;
  /** A spec error key such as errors.failed-to-fetch-menu, when the failure has one the site can say. */
  errorKey: TranslationKey | null;
  message: string;
  stack: string | null;
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i;

export const CHUNK_ERROR_REDIRECT_MS = 10_000;

/**
 * What the error page shows of an error. The stack only outside production (issue 14 item 6): a player
 * never sees the portal's internals.
 */
export function describeError(error: unknown, { showStack = !import.meta.env.PROD } = {}): ErrorView {
  if (isRouteErrorResponse(error)) {
    const body = error.data as unknown;
    if (body && typeof body === 'object' && 'errorKey' in body && typeof body.errorKey === 'string') {
      // A key the dictionary does not have is no message for a player: the title alone says it.
      const errorKey = isTranslationKey(body.errorKey) ? body.errorKey : null;
      return { status: error.status, chunk: false, errorKey, message: errorKey ?? '', stack: null };
    }
    const message = typeof body === 'string' && body !== '' ? body : error.statusText;
    return { status: error.status, chunk: false, errorKey: null, message, stack: null };
  }
  if (error instanceof Error) {
    const chunk = CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError';
    return {
      status: 500,
      chunk,
      errorKey: chunk ? 'errors.chunk-error' : null,
      message: chunk ? 'CHUNK-ERROR' : error.message,
      stack: chunk || !showStack ? null : (error.stack ?? null),
    };
  }
  return { status: 500, chunk: false, errorKey: null, message: String(error), stack: null };
}

/** After a chunk failure the page goes back to the site root, in the new version, after 10 s. */
function useChunkErrorRedirect(chunk: boolean, home: string) {
  useEffect(() => {
    if (!chunk) return;
    const timer = setTimeout(() => window.location.assign(home), CHUNK_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [chunk, home]);
}

/** The error page of shell.md section 2: status (or the not-found picture), message, home and support. */
export function RouteErrorBoundary() {
  const error = describeError(useRouteError());
  const t = useT();
  const href = usePortalHref();
  const phone = useShell()?.supportPhone ?? '0800 800 800';
  const bot = (useRouteLoaderData('root') as { bot?: boolean } | undefined)?.bot ?? false;
  const notFound = error.status === 404;
  useChunkErrorRedirect(error.chunk, href(portalPath('/')));
  // Crawlers get the status and its reason only: no error page to index (shell.md section 2).
  if (bot) return <p>{`${error.status} ${error.message}`}</p>;
  return (
    <section className="error-page" aria-labelledby="error-title">
      {notFound ? (
        <svg
          className="error-page__art"
          viewBox="0 0 200 120"
          role="img"
          aria-label="404"
          width="200"
          height="120"
        >
          <rect x="10" y="20" width="180" height="90" rx="16" fill="var(--surface-2)" />
          <text x="100" y="82" textAnchor="middle" fontSize="48" fontWeight="700" fill="var(--accent)">
            404
          </text>
        </svg>
      ) : (
        <p className="error-page__status">{error.status}</p>
      )}
      <h1 id="error-title">{notFound ? t('errors.notFoundTitle') : t('errors.title')}</h1>
      {/* A missing page is said in Romanian; the spec's message ('Page not found: {path}') stays for
          crawlers and in the page's data. */}
      <p
        className="error-page__message"
        data-error-key={error.errorKey ?? undefined}
        data-error-message={notFound ? error.message : undefined}
      >
        {error.errorKey ? t(error.errorKey) : notFound ? t('errors.notFoundText') : error.message}
      </p>
      {error.errorKey && (
        // The reference for the support line: the key's name, not the key (no raw key on a page).
        <p className="error-page__key">
          {t('errors.reference', {
            code: error.chunk ? 'CHUNK-ERROR' : error.errorKey.replace(/^errors\./, ''),
          })}
        </p>
      )}
      {error.stack && (
        <details className="error-page__details">
          <summary>{t('errors.technicalDetails')}</summary>
          <pre className="error-page__stack">{error.stack}</pre>
        </details>
      )}
      <div className="error-page__actions">
        <a className="button button--primary" href={href(portalPath('/'))}>
          {t('errors.goHome')}
        </a>
        <a className="button button--ghost" href={`tel:${phone.replace(/\s+/g, '')}`}>
          {t('errors.support', { phone })}
        </a>
      </div>
    </section>
  );
}
