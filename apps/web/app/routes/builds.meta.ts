import { buildId, buildTimestamp } from '~/features/app-version/index.server';
import type { Route } from './+types/builds.meta';

/**
 * builds/meta/{buildId}.json (shell.md section 7): the manifest of the running build, beside
 * builds/latest.json. Any other id is a 404 (this server only knows its own build).
 */
export function loader({ params }: Route.LoaderArgs) {
  const id = buildId();
  if (params.file !== `${id}.json`)
    return Response.json(
      { error: 'Unknown build' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  return Response.json(
    { id, timestamp: buildTimestamp() },
    // A build's manifest never changes.
    { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  );
}
