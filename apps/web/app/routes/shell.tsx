import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { loadShell } from '~/features/shell/shell.server';
import { previewRedirect } from '~/middleware/preview-redirect.server';
import { contentContext } from '~/services/request-context';
import type { Route } from './+types/shell';

export const middleware: Route.MiddlewareFunction[] = [previewRedirect];

export function loader({ context }: Route.LoaderArgs) {
  return loadShell(context.get(contentContext));
}

/** Menus and settings only change with the preview mode or the language. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  return (
    currentParams.preview !== nextParams.preview ||
    currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')
  );
}

export default function Shell() {
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
