import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '~/features/i18n/i18n';
import { usePortalHref, useShell } from '~/features/shell/use-shell';

interface ErrorView {
  status: number;
  /** A spec error key such as errors.failed-to-fetch-menu, when the failure has one. */
  errorKey: string | null;
  message: string;
  stack: string | null;
}

export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const body = error.data as unknown;
    if (body && typeof body === 'object' && 'errorKey' in body && typeof body.errorKey === 'string') {
      return { status: error.status, errorKey: body.errorKey, message: body.errorKey, stack: null };
    }
    const message = typeof body === 'string' && body !== '' ? body : error.statusText;
    return { status: error.status, errorKey: null, message, stack: null };
  }
  if (error instanceof Error)
    return { status: 500, errorKey: null, message: error.message, stack: error.stack ?? null };
  return { status: 500, errorKey: null, message: String(error), stack: null };
}

/** The error page of shell.md section 2: status (or the not-found picture), message, home and support. */
export function RouteErrorBoundary() {
  const error = describeError(useRouteError());
  const t = useT();
  const href = usePortalHref();
  const phone = useShell()?.supportPhone ?? '0800 800 800';
  const notFound = error.status === 404;
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
      <p className="error-page__message" data-error-key={error.errorKey ?? undefined}>
        {error.errorKey ? t(error.errorKey) : error.message}
      </p>
      {error.errorKey && <p className="error-page__key">{error.errorKey}</p>}
      {error.stack && import.meta.env.DEV && <pre className="error-page__stack">{error.stack}</pre>}
      <div className="error-page__actions">
        <a className="button button--primary" href={href('/')}>
          {t('errors.goHome')}
        </a>
        <a className="button button--ghost" href={`tel:${phone.replace(/\s+/g, '')}`}>
          {t('errors.support', { phone })}
        </a>
      </div>
    </section>
  );
}
