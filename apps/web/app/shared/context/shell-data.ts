import type { GlobalSettings, MenuItem, Promotion, SubmenuItem } from '@casino/core/schemas';
import { useRouteLoaderData } from 'react-router';

/** What every page's chrome and many features read: menus, settings, feature toggles (shell loader). */
export interface ShellData {
  preview: boolean;
  casinoMenu: MenuItem[];
  liveMenu: MenuItem[];
  submenu: SubmenuItem[];
  /** Every promotion's audience and opt-in keys (the Promotions badge counts a player's active ones). */
  promotions: Pick<Promotion, 'id' | 'visibleTo' | 'templateCode' | 'tagName'>[];
  hasLiveLayout: boolean;
  supportPhone: string;
  featureToggles: string[];
  settings: Pick<
    GlobalSettings,
    'enabledFilters' | 'enabledFiltersLive' | 'search' | 'searchLive' | 'detailTags' | 'currency'
  >;
}

export function useShell(): ShellData | undefined {
  return useRouteLoaderData('shell') as ShellData | undefined;
}
