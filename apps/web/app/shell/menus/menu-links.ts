import { routePath } from '@casino/core/routes';
import type { MenuItem, SubmenuItem } from '@casino/core/schemas';
import { safeHref } from '~/shared/links/safe-href';

/** Where a main-menu item goes: internal route names, a category or collection, or all games. */
export function menuItemPath(item: MenuItem): string | null {
  const live = item.lobby === 'live';
  switch (item.type) {
    case 'AllGames':
      return routePath(live ? 'preview-live-casino-all-games' : 'preview-all-games');
    case 'Categories':
      return routePath(live ? 'preview-live-casino-categories-slug' : 'preview-categories-slug', {
        slug: item.route,
      });
    case 'Collections':
      return routePath('preview-collections-slug', { slug: item.route });
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
  if (item.type === 'content-page' && item.slug) return routePath('preview-page-slug', { slug: item.slug });
  if (item.type === 'promotion' && item.slug)
    return routePath('preview-promotions-slug', { slug: item.slug });
  return safeHref(item.url)?.href ?? null;
}
