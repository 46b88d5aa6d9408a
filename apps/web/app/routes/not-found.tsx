import { data, redirectDocument } from 'react-router';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import type { Route } from './+types/not-found';

/** An unmatched path: 404 'Page not found: {path}' (shell.md section 2). */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

/**
 * A path the browser's route tree does not know, followed in the page (a link of the CMS, a preview page
 * from a published one, whose tree has no {preview} segment: ADR 0039): the server says what it is, in a
 * page load of its own. The not-found page itself asks the server for its data.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname !== window.location.pathname) throw redirectDocument(url.pathname + url.search + url.hash);
  return serverLoader();
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
