/**
 * Balance visibility (shell.md sections 3 and 5): balanceVisible derives from the stored balanceHidden;
 * the balance is hidden when the user turned visibility off and no session flag is set.
 *
 * Choice where the spec is silent: the session flag is a per-tab reveal (the eye toggled open for this
 * session only), so it wins over the stored preference.
 */
export function isBalanceHidden(preference: { balanceHidden: boolean }, sessionRevealFlag: boolean): boolean {
  return preference.balanceHidden && !sessionRevealFlag;
}

/** POST /user-preference/balance/v1 payload after the eye toggle. */
export function balanceVisibilityToggle(balanceHidden: boolean): { balanceHidden: boolean } {
  return { balanceHidden: !balanceHidden };
}
