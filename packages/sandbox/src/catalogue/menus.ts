/** The main menu (flat: casino items, then live items) and the submenu's server links. */
import type { Category, Collection, MenuItem, SubmenuItem } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { MENU_DEFS, type MenuDef, SUBMENU_DEFS } from './fixtures/menus.ts';

export function buildMenus(
  ctx: CatalogueContext,
  categories: Category[],
  collections: Collection[],
): MenuItem[] {
  const item = (lobby: 'casino' | 'live', def: MenuDef): MenuItem => {
    if (def.kind === 'link') {
      const title = ctx.tr(def.title);
      return {
        id: def.id,
        type: def.type,
        title,
        route: def.route,
        img: ctx.asset(def.icon, title, 96, 96, 'icon'),
        isPersonalized: def.personalized ?? false,
        lobby,
      };
    }
    const category = def.kind === 'category';
    const record = category
      ? categories.find((c) => c.slug === def.slug)!
      : collections.find((c) => c.slug === def.slug)!;
    return {
      id: category ? `menu-${lobby}-${def.slug}` : `menu-${lobby}-col-${def.slug}`,
      type: category ? 'Categories' : 'Collections',
      title: record.title,
      route: def.slug,
      img: record.iconImage,
      isPersonalized: false,
      lobby,
    };
  };
  return MENU_DEFS.flatMap(({ lobby, items }) => items.map((def) => item(lobby, def)));
}

export function buildSubmenu(ctx: CatalogueContext): SubmenuItem[] {
  return SUBMENU_DEFS.map((def) => {
    const title = ctx.tr(def.title);
    return {
      id: def.id,
      icon: def.icon === null ? null : ctx.asset(def.icon, title, 64, 64, 'icon'),
      title,
      type: def.type,
      slug: def.slug,
      url: def.url?.replace('{publicUrl}', ctx.publicUrl) ?? null,
    };
  });
}
