import { isSafeSegment } from '@casino/core/redirect-targets';
import { previewLink } from '@casino/core/routes';
import { redirect } from 'react-router';
import { notFound } from '~/platform/server/responses.server';
import { portalPath } from '~/shared/routing/portal-path';
import type { Route } from './+types/preview-redirect';

/**
 * /redirect/{page}/{select?}: the CMS's "open in preview" link. It sends the editor to the page of that
 * kind in preview mode (ADR 0003). The target is a same-origin path of encoded segments; a `select`
 * that cannot be one segment (a slash, a dot segment, a control character) is a 404 (ADR 0015).
 */
const TARGETS: Record<string, (select?: string) => string | null> = {
  lobby: () => portalPath('/'),
  home: () => portalPath('/'),
  'all-games': () => portalPath('/toate-jocurile'),
  'live-lobby': () => portalPath('/cazinou-live'),
  promotions: () => portalPath('/promotii'),
  promotion: (slug) => (slug ? portalPath('/promotii/:slug', { slug }) : portalPath('/promotii')),
  page: (slug) => (slug ? portalPath('/pagina/:slug', { slug }) : null),
  category: (slug) => (slug ? portalPath('/categorii/:slug', { slug }) : null),
  collection: (slug) => (slug ? portalPath('/colectii/:slug', { slug }) : portalPath('/colectii')),
  provider: (slug) => (slug ? portalPath('/furnizori/:slug', { slug }) : portalPath('/furnizori')),
  jackpot: (slug) => (slug ? portalPath('/jackpots/:slug', { slug }) : portalPath('/jackpots')),
  game: (game) => (game ? portalPath('/joc/:game', { game }) : null),
  tournaments: () => portalPath('/turnee'),
};

export function loader({ params, request }: Route.LoaderArgs) {
  const select = params.select;
  const target =
    Object.hasOwn(TARGETS, params.page) && (select === undefined || isSafeSegment(select))
      ? TARGETS[params.page]?.(select)
      : null;
  if (!target) notFound(new URL(request.url).pathname);
  throw redirect(previewLink(target, true), 302);
}

export default function PreviewRedirect() {
  return null;
}
