import { routePath } from '@casino/core/routes';
import type { MenuItem, SubmenuItem } from '@casino/core/schemas';
import { safeHref } from '~/shared/links/safe-href';

/** Where a main-menu item goes: internal route names, a category or collection, or all games. */
export function menuItemPath(item: MenuItem): string | null {
  const live = item.lobby === 'live';
  switch (item.type) {
    case 'AllGames':
      return live ? '/cazinou-live/toate-jocurile' : '/toate-jocurile';
    case 'Categories':
      return live ? `/cazinou-live/categorii/${item.route}` : `/categorii/${item.route}`;
    case 'Collections':
      return `/colectii/${item.route}`;
    case 'Internal': {
      const name = item.route === 'lobby' ? 'preview' : `preview-${item.route}`;
      try {
        return routePath(name);
      } catch {
        return null;
      }
    }
  }
}

/** A submenu server link: content pages and promotions have their routes; others carry a URL. */
export function submenuItemPath(item: SubmenuItem): string | null {
  if (item.type === 'content-page' && item.slug) return `/pagina/${item.slug}`;
  if (item.type === 'promotion' && item.slug) return `/promotii/${item.slug}`;
  return safeHref(item.url)?.href ?? null;
}
