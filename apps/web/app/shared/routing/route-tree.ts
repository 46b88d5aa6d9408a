/**
 * The browser's route tree on a published page (ADR 0039). Every page sits under the optional {preview}
 * segment (shell.md section 2), and React Router expands an optional segment into both of its paths:
 * the portal's 44 routes become twice the branches, each with its regular expressions, flattened and
 * ranked once for the router and once more for the hydration's matches, in the first long task of every
 * page load. A published page's links never lead under the segment, so its browser drops the segment
 * from the tree before hydrating: the shell route becomes a pathless layout and every published path
 * matches exactly as on the server. The server marks such a page on `<html>`; a preview page, or the
 * 404 of a segment that is not the word preview, keeps the whole tree, as the server matched it.
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
