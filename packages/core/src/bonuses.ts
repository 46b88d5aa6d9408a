/**
 * Bonuses (shell.md sections 4-5, catalogue.md sections 4-5): current and active gaming bonuses,
 * self-exclusion, bonus details, template opt-in and opt-out, and when lists load (ADR 0012). The gateway
 * answer shapes the spec leaves open: ADR 0071.
 */
export const CURRENT_BONUS_STATUSES = ['accepted', 'active'] as const;
export const KEPT_BONUS_PLAY_TYPES = ['freespins', 'freespins2', 'goldenchips'] as const;
export const SELF_EXCLUSION_PRODUCTS = ['crossproduct', 'casino'] as const;

export interface UserBonus {
  status: string;
  playType: string;
  bonus?: { id: string | number };
}

export interface GamingBonus {
  bonusStatus: string;
  bonusType: string;
  selectedGames?: string[];
  freeSpinsCountRemaining?: number | null;
  goldenChips?: { goldenChipsCountRemaining?: number | null } | null;
}

export interface BonusDetails {
  bonus: {
    playType: string;
    freeSpinsCount?: number | null;
    goldenChips?: { goldenChipsCount?: number | null } | null;
    templateCode?: string | null;
  };
  bonusTemplate?: { gamingContext?: { selectedGames?: string[] } | null } | null;
}

export interface SelfExclusionOverview {
  selfExclusion?: { productSettings?: readonly { product: string }[] | null } | null;
}

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();

/** Status accepted or active, case-insensitive, and not a cash bonus. */
export function isCurrentBonus(bonus: Pick<UserBonus, 'status' | 'playType'>): boolean {
  return (
    (CURRENT_BONUS_STATUSES as readonly string[]).includes(lower(bonus.status)) &&
    lower(bonus.playType) !== 'cash'
  );
}

export function currentBonuses<T extends Pick<UserBonus, 'status' | 'playType'>>(bonuses: readonly T[]): T[] {
  return bonuses.filter(isCurrentBonus);
}

/** What is left to play of a gaming bonus: free spins or golden chips by type. */
export function remainingBonusCount(bonus: GamingBonus): number {
  if (lower(bonus.bonusType) === 'goldenchips') return bonus.goldenChips?.goldenChipsCountRemaining ?? 0;
  return bonus.freeSpinsCountRemaining ?? 0;
}

/** Gaming bonuses count only when active with a remaining count above 0. */
export function activeGamingBonuses<T extends GamingBonus>(bonuses: readonly T[]): T[] {
  return bonuses.filter((bonus) => lower(bonus.bonusStatus) === 'active' && remainingBonusCount(bonus) > 0);
}

/** Self-excluded for bonuses when a product setting is CrossProduct or Casino. */
export function isSelfExcludedForBonuses(overview: SelfExclusionOverview | null | undefined): boolean {
  const settings = overview?.selfExclusion?.productSettings ?? [];
  return settings.some((setting) =>
    (SELF_EXCLUSION_PRODUCTS as readonly string[]).includes(lower(setting.product)),
  );
}

/** Bonus details are kept only for free spins, free spins 2 and golden chips; null otherwise. */
export function keptBonusDetails<T extends BonusDetails>(details: T | null | undefined): T | null {
  if (!details) return null;
  return (KEPT_BONUS_PLAY_TYPES as readonly string[]).includes(lower(details.bonus.playType))
    ? details
    : null;
}

/** Opting in adds the template (once). */
export function optInToTemplate<T extends { templateCode: string }>(optIns: readonly T[], optIn: T): T[] {
  return optIns.some((entry) => entry.templateCode === optIn.templateCode) ? [...optIns] : [...optIns, optIn];
}

/** Opting out removes the template. */
export function optOutFromTemplate<T extends { templateCode: string }>(
  optIns: readonly T[],
  templateCode: string,
): T[] {
  return optIns.filter((entry) => entry.templateCode !== templateCode);
}

/** Bonus lists are not fetched in a native view or for guests. */
export function shouldFetchBonusLists(context: { loggedIn: boolean; nativeView: boolean }): boolean {
  return context.loggedIn && !context.nativeView;
}

/** The Promotions submenu badge: bonuses plus active promotions. */
export function promotionsBadgeCount(bonusCount: number, activePromotionCount: number): number {
  return bonusCount + activePromotionCount;
}

/**
 * casino_bonus_popup_click: accept or decline (catalogue.md section 7), or dismiss when the pop-up is
 * closed without a choice ("closing tracks a dismiss click", section 4).
 */
export function bonusPopupClickEvent(bonusId: string | number, action: 'accept' | 'decline' | 'dismiss') {
  return { event: 'casino_bonus_popup_click' as const, bonus_id: String(bonusId), cta_action: action };
}
