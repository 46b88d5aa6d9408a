import { data } from 'react-router';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import type { Route } from './+types/not-found';

/** An unmatched path: 404 'Page not found: {path}' (shell.md section 2). */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
