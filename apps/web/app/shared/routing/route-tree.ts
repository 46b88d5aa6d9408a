/**
 * The browser's route tree on a published page: React Router expands the optional {preview} segment
 * into twice the branches, ranked in every page load's first long task, and a published page's links
 * never lead under it, so its browser drops the segment before hydrating. The server marks such a page
 * on `<html>`; a preview page or a 404 keeps the whole tree. ADR 0039.
 */
import { PREVIEW_SEGMENT } from '@casino/core/routes';

/** Set on `<html>` by the server when the page's route has no {preview} segment. */
export const PUBLISHED_ATTRIBUTE = 'data-published';

/** The route path of the {preview} segment (routes.ts). */
export const PREVIEW_PATH = `:${PREVIEW_SEGMENT}?`;

/** Whether a page's matches are a published page's: no {preview} segment in its path. */
export function isPublishedPage(
  matches: readonly { params: Readonly<Record<string, string | undefined>> }[],
) {
  return matches.every((match) => match.params[PREVIEW_SEGMENT] === undefined);
}

/** React Router's route manifest as the browser receives it (what this changes of it). */
export interface BrowserRouteManifest {
  routes: Record<string, { path?: string } | undefined>;
}

/** Makes the {preview} segment's route pathless in the browser's manifest, before the router reads it. */
export function dropPreviewSegment(manifest: BrowserRouteManifest): void {
  for (const route of Object.values(manifest.routes))
    if (route?.path === PREVIEW_PATH) route.path = undefined;
}
