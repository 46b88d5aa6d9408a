import { isSafeSegment } from '@casino/core/redirect-targets';
import { previewLink, routePath } from '@casino/core/routes';
import { redirect } from 'react-router';
import { notFound } from '~/platform/server/responses.server';
import type { Route } from './+types/preview-redirect';

/**
 * /redirect/{page}/{select?}: the CMS's "open in preview" link. It sends the editor to the page of that
 * kind in preview mode (ADR 0003). The target is a same-origin path of encoded segments; a `select`
 * that cannot be one segment (a slash, a dot segment, a control character) is a 404 (ADR 0015).
 */
const TARGETS: Record<string, (select?: string) => string | null> = {
  lobby: () => '/',
  home: () => '/',
  'all-games': () => routePath('preview-all-games'),
  'live-lobby': () => routePath('preview-live-casino'),
  promotions: () => routePath('preview-promotions'),
  promotion: (slug) =>
    routePath(slug ? 'preview-promotions-slug' : 'preview-promotions', slug ? { slug } : {}),
  page: (slug) => (slug ? routePath('preview-page-slug', { slug }) : null),
  category: (slug) => (slug ? routePath('preview-categories-slug', { slug }) : null),
  collection: (slug) =>
    routePath(slug ? 'preview-collections-slug' : 'preview-collections', slug ? { slug } : {}),
  provider: (slug) => routePath(slug ? 'preview-providers-slug' : 'preview-providers', slug ? { slug } : {}),
  jackpot: (slug) => routePath(slug ? 'preview-jackpots-slug' : 'preview-jackpots', slug ? { slug } : {}),
  game: (game) => (game ? routePath('preview-games-game', { game }) : null),
  tournaments: () => routePath('preview-tournaments'),
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
