import { previewLink } from '@casino/core/routes';
import { redirect } from 'react-router';
import { notFound } from '~/services/responses';
import type { Route } from './+types/preview-redirect';

/**
 * /redirect/{page}/{select?}: the CMS's "open in preview" link. It sends the editor to the page of that
 * kind in preview mode (ADR 0003).
 */
const TARGETS: Record<string, (select?: string) => string | null> = {
  lobby: () => '/',
  home: () => '/',
  'all-games': () => '/toate-jocurile',
  'live-lobby': () => '/cazinou-live',
  promotions: () => '/promotii',
  promotion: (slug) => (slug ? `/promotii/${slug}` : '/promotii'),
  page: (slug) => (slug ? `/pagina/${slug}` : null),
  category: (slug) => (slug ? `/categorii/${slug}` : null),
  collection: (slug) => (slug ? `/colectii/${slug}` : '/colectii'),
  provider: (slug) => (slug ? `/furnizori/${slug}` : '/furnizori'),
  jackpot: (slug) => (slug ? `/jackpots/${slug}` : '/jackpots'),
  game: (code) => (code ? `/joc/${encodeURIComponent(code)}` : null),
  tournaments: () => '/turnee',
};

export function loader({ params, request }: Route.LoaderArgs) {
  const target = Object.hasOwn(TARGETS, params.page) ? TARGETS[params.page]?.(params.select) : null;
  if (!target) notFound(new URL(request.url).pathname);
  throw redirect(previewLink(target, true), 302);
}

export default function PreviewRedirect() {
  return null;
}
