/**
 * Checked by the type check only (ADR 0068): the generated route types accept exactly core's route
 * patterns, and `portalPath` refuses a pattern no route has and a missing, misnamed or extra param.
 * Each `@ts-expect-error` fails the type check the day its line is accepted.
 */
import type { RoutePattern } from '@casino/core/routes';
import { type PortalPattern, portalPath } from './portal-path';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A page in the router's config and not in core's table, or the other way round, fails here. */
export const sameTable: Equal<PortalPattern, RoutePattern> = true;

export function refused(game: string) {
  // @ts-expect-error: no route has this pattern (the game page is /joc/:game).
  portalPath('/jocuri/:game', { game });
  // @ts-expect-error: a misnamed param.
  portalPath('/joc/:game', { gameCode: game });
  // @ts-expect-error: a missing param.
  portalPath('/joc/:game');
  // @ts-expect-error: an extra param.
  portalPath('/joc/:game', { game, slug: game });
  // @ts-expect-error: a page without params takes none.
  portalPath('/furnizori', { slug: game });
  // @ts-expect-error: the {preview} segment is not a param of a portal path.
  portalPath('/', { preview: 'preview' });
  // @ts-expect-error: a resource route is no page of the portal.
  portalPath('/api/catalog');
  return portalPath('/joc/:game', { game });
}
