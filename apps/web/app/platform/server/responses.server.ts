import { data } from 'react-router';

/** The fatal 404 of a failed route validity check: 'Page Not Found' plus the path. */
export function notFound(path: string): never {
  throw data(`Page Not Found: ${path}`, { status: 404 });
}
