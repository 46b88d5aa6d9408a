import {
  type ContentContext,
  getCmsConfiguration,
  getGlobalSettings,
  getLayouts,
  getMenus,
  getPromotionsForBadge,
  getSubmenu,
} from '~/platform/server/content.server';
import type { ShellData } from '~/shared/context/shell-data';

/**
 * What every page's chrome needs. The personalised menu items ("My games", "My favorites") come with
 * the others, flagged, and show only once the session knows a player (`usePlayerMenu`): the HTML
 * stays the same for every visitor.
 */
export async function loadShell(ctx: ContentContext): Promise<ShellData> {
  const [menus, submenu, settings, cms, layouts, promotions] = await Promise.all([
    getMenus(ctx),
    getSubmenu(ctx),
    getGlobalSettings(ctx),
    getCmsConfiguration(ctx),
    getLayouts(ctx),
    // The promotions badge counts a player's active ones; a failure or a slow call leaves it without them.
    getPromotionsForBadge(ctx),
  ]);
  return {
    preview: ctx.preview,
    casinoMenu: menus.filter((item) => item.lobby === 'casino'),
    liveMenu: menus.filter((item) => item.lobby === 'live'),
    submenu,
    promotions: promotions.map(({ id, visibleTo, templateCode, tagName }) => ({
      id,
      visibleTo,
      templateCode,
      tagName,
    })),
    hasLiveLayout: layouts.some((layout) => layout.page === 'LiveLobby'),
    supportPhone: settings.supportPhone,
    featureToggles: cms.featureToggle,
    settings: {
      enabledFilters: settings.enabledFilters,
      enabledFiltersLive: settings.enabledFiltersLive,
      search: settings.search,
      searchLive: settings.searchLive,
      detailTags: settings.detailTags,
      currency: settings.currency,
    },
  };
}
