import {
  type ContentContext,
  getCmsConfiguration,
  getGlobalSettings,
  getLayouts,
  getMenus,
  getSubmenu,
} from '~/services/content.server';
import type { ShellData } from '~/shared/context/shell-data';

/** What every page's chrome needs. Guests never see personalised menu items. */
export async function loadShell(ctx: ContentContext): Promise<ShellData> {
  const [menus, submenu, settings, cms, layouts] = await Promise.all([
    getMenus(ctx),
    getSubmenu(ctx),
    getGlobalSettings(ctx),
    getCmsConfiguration(ctx),
    getLayouts(ctx),
  ]);
  const guestMenu = menus.filter((item) => !item.isPersonalized);
  return {
    preview: ctx.preview,
    casinoMenu: guestMenu.filter((item) => item.lobby === 'casino'),
    liveMenu: guestMenu.filter((item) => item.lobby === 'live'),
    submenu,
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
