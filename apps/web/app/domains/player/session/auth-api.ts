/**
 * `window.casinoPortal.auth` (shell.md section 7, issue 10): `login(username, password, {remember})`
 * resolving `{ ok, error? }`, `logout()`, `state()` and `player()`. Reads the page's session and the data
 * layer's cached player data; light on purpose (the global API is on every page).
 */

import type { AuthStatus } from '@casino/core/auth';
import { isBalanceHidden } from '@casino/core/balance';
import type { GatewayMoney } from '@casino/core/gateway-schemas';
import { playerKey } from '~/domains/player/player-keys';
import { dataClient } from '~/shared/data/client';
import { currentSession, sessionSettled } from './session-instance';
import type { LoginResult } from './session-state';

export interface PortalPlayer {
  username: string;
  balance: { amount: number; currencyCode: string } | null;
  balanceVisible: boolean;
}

export interface PortalAuthApi {
  login(username: string, password: string, options?: { remember?: boolean }): Promise<LoginResult>;
  logout(): Promise<void>;
  state(): AuthStatus;
  player(): PortalPlayer | null;
}

export const portalAuthApi: PortalAuthApi = {
  async login(username, password, options = {}) {
    if (typeof username !== 'string' || typeof password !== 'string' || !username)
      return { ok: false, error: 'errors.auth.invalid-request' };
    const session = currentSession();
    if (!session) return { ok: false, error: 'errors.auth.startup' };
    await sessionSettled(session);
    return session.login(username, password, { remember: options.remember === true });
  },
  async logout() {
    await currentSession()?.logout();
  },
  state() {
    return currentSession()?.getState().status ?? 'pending';
  },
  player() {
    const state = currentSession()?.getState();
    if (state?.status !== 'authenticated' || !state.username) return null;
    const balance = dataClient.getData<GatewayMoney | null>(playerKey(state.username, 'balance')) ?? null;
    const visibility = dataClient.getData<{ balanceHidden: boolean }>(
      playerKey(state.username, 'balance_visibility'),
    );
    return {
      username: state.username,
      balance: balance ? { amount: balance.amount, currencyCode: balance.currencyCode } : null,
      balanceVisible: visibility ? !isBalanceHidden(visibility, false) : true,
    };
  },
};
