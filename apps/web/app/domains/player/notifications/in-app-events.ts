/**
 * The in-app events (shell.md section 3): each broker message becomes its kind's window events, and
 * the portal acts on two of them (FTNInAppLogOut logs out, FTNInAppBalance updates the balance query);
 * the micro-frontends listen to the rest. Malformed bodies and other balance types: ADR 0013.
 */
import { BALANCE_TYPES } from '@casino/core/gateway-api';
import type { GatewayMoney } from '@casino/core/gateway-schemas';
import {
  BalanceNotification,
  IN_APP_EVENTS,
  LogoutNotification,
  readBrokerMessage,
} from '@casino/core/notifications';
import * as v from 'valibot';

/** Dispatches a broker message's in-app events on `target`, in order; false when it was dropped. */
export function dispatchBrokerMessage(
  body: string,
  target: EventTarget,
  log: (message: string, detail?: unknown) => void,
): boolean {
  const message = readBrokerMessage(body);
  if (!message) {
    log('A notification that does not parse was dropped', body);
    return false;
  }
  for (const name of message.events)
    target.dispatchEvent(new CustomEvent(name, { detail: message.notification }));
  return true;
}

export interface InAppActions {
  /** The platform ended the session: `reason` is the notification's (logout, all-sessions, idle, platform). */
  logOut(reason: string): void;
  /** The new casino gaming balance, from the notification. */
  setBalance(balance: GatewayMoney): void;
  /** A balance of another type changed: load the balances again. */
  refreshBalance(): void;
}

/** Acts on FTNInAppLogOut and FTNInAppBalance dispatched on `target`; returns the stop function. */
export function listenToInAppEvents(target: EventTarget, actions: InAppActions): () => void {
  const onLogOut = (event: Event) => {
    const detail = v.safeParse(LogoutNotification, (event as CustomEvent).detail);
    if (detail.success) actions.logOut(detail.output.reason);
  };
  const onBalance = (event: Event) => {
    const detail = v.safeParse(BalanceNotification, (event as CustomEvent).detail);
    if (!detail.success) return;
    if (detail.output.balanceType === BALANCE_TYPES.casinoGaming) actions.setBalance(detail.output.balance);
    else actions.refreshBalance();
  };
  target.addEventListener(IN_APP_EVENTS.logOut, onLogOut);
  target.addEventListener(IN_APP_EVENTS.balance, onBalance);
  return () => {
    target.removeEventListener(IN_APP_EVENTS.logOut, onLogOut);
    target.removeEventListener(IN_APP_EVENTS.balance, onBalance);
  };
}
