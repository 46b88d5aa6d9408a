import { ROUTES } from '@casino/core/routes';
import type { MenuItem, SubmenuItem } from '@casino/core/schemas';
import { safeHref } from '~/shared/links/safe-href';
import { portalPath } from '~/shared/routing/portal-path';

/** Where a main-menu item goes: internal route names, a category or collection, or all games. */
export function menuItemPath(item: MenuItem): string | null {
  const live = item.lobby === 'live';
  switch (item.type) {
    case 'AllGames':
      return live ? portalPath('/cazinou-live/toate-jocurile') : portalPath('/toate-jocurile');
    case 'Categories':
      return live
        ? portalPath('/cazinou-live/categorii/:slug', { slug: item.route })
        : portalPath('/categorii/:slug', { slug: item.route });
    case 'Collections':
      return portalPath('/colectii/:slug', { slug: item.route });
    case 'Internal': {
      // The CMS names the route: a page of the table without params, or no link.
      const name = item.route === 'lobby' ? 'preview' : `preview-${item.route}`;
      const path = ROUTES.find((route) => route.name === name)?.path;
      return path && !path.includes(':') ? path : null;
    }
  }
}

/** A submenu server link: content pages and promotions have their routes; others carry a URL. */
export function submenuItemPath(item: SubmenuItem): string | null {
  if (item.type === 'content-page' && item.slug) return portalPath('/pagina/:slug', { slug: item.slug });
  if (item.type === 'promotion' && item.slug) return portalPath('/promotii/:slug', { slug: item.slug });
  return safeHref(item.url)?.href ?? null;
}
