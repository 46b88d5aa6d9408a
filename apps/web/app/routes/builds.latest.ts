import { buildId } from '~/features/app-version/index.server';

/** The latest build id (shell.md section 7, builds/latest.json): the app-version poll compares it. */
export function loader() {
  return Response.json({ id: buildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
