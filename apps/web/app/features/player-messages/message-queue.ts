/**
 * The player's waiting messages and the bonus pop-up (catalogue.md section 4): a small controller over
 * core's rules (`player-messages.ts`, `bonuses.ts`) with its effects injected, so it is tested without
 * a page. What handles a message, a failed confirmation and a dismissed bonus: ADR 0012.
 */
import { bonusPopupClickEvent, keptBonusDetails } from '@casino/core/bonuses';
import type { BonusDetailsAnswer } from '@casino/core/gateway-schemas';
import type { WaitingMessage } from '@casino/core/identity-api';
import {
  createPlayerMessages,
  handlePlayerMessage,
  NEXT_PLAYER_MESSAGE_DELAY_MS,
  type PlayerMessagesState,
  receivePlayerMessages,
  type SportsbookTemplate,
  shouldShowPlayerMessages,
  showNextPlayerMessage,
} from '@casino/core/player-messages';
import { createStore } from '~/shared/ui/create-store';

export type BonusAction = 'accept' | 'decline';

/**
 * What the login's waiting messages (and pending bonus) become on this page (catalogue.md section 4,
 * core's `shouldShowPlayerMessages`): `ignore` in a native view or in real play ("ignored in real-play
 * preview": dropped, not held for later; ADR 0059), `wait` until the overview says whether bonuses are
 * hidden, else `receive`.
 */
export function waitingMessagesStep(page: {
  nativeView: boolean;
  realPlay: boolean;
  bonusExcluded: boolean | null;
}): 'ignore' | 'wait' | 'receive' {
  if (
    !shouldShowPlayerMessages({ loggedIn: true, nativeView: page.nativeView, realPlayPreview: page.realPlay })
  )
    return 'ignore';
  return page.bonusExcluded === null ? 'wait' : 'receive';
}

/** The snackbar's title once the platform took the player's answer: one written key per answer. */
export const BONUS_CONFIRMED_TITLES = {
  accept: 'bonusPopup.accepted',
  decline: 'bonusPopup.declined',
} as const satisfies Record<BonusAction, string>;

/** What the dialog shows: one message, the bonus pop-up, or nothing. */
export type Shown =
  | { kind: 'message'; message: WaitingMessage }
  | { kind: 'bonus'; details: BonusDetailsAnswer; busy: BonusAction | null }
  | null;

export interface MessageQueueDeps {
  sportsbook: SportsbookTemplate;
  bonusDetails(bonusCode: string): Promise<BonusDetailsAnswer>;
  confirmBonus(bonusId: string, action: BonusAction): Promise<unknown>;
  /** A bonus was accepted or declined: the lists that show it load again. */
  confirmed(action: BonusAction): void;
  track(event: { event: string } & Record<string, unknown>): void;
  /** An error key of catalogue.md section 8 as a toast. */
  fail(key: 'errors.auth.bonus_details' | 'errors.unable-to-confirm-bonus'): void;
  wait(ms: number, then: () => void): () => void;
  /** The bonus codes dismissed in this browser session. */
  dismissed: { has(code: string): boolean; add(code: string): void };
}

export function createMessageQueue(deps: MessageQueueDeps) {
  let messages: PlayerMessagesState<WaitingMessage> = createPlayerMessages();
  const shown = createStore<Shown>(null);
  let cancelWait: (() => void) | null = null;
  let disposed = false;

  const showCurrent = () => {
    shown.set(messages.current ? { kind: 'message', message: messages.current } : null);
  };

  async function showBonus(code: string) {
    let details: BonusDetailsAnswer | null;
    try {
      details = keptBonusDetails(await deps.bonusDetails(code));
    } catch (error) {
      console.error('Bonus details failed', error);
      if (!disposed) deps.fail('errors.auth.bonus_details');
      return;
    }
    if (disposed) return;
    // Details of another play type are not kept: nothing to show, and the code goes.
    if (!details) {
      messages = { ...messages, pendingBonusCode: null };
      return;
    }
    shown.set({ kind: 'bonus', details, busy: null });
  }

  function afterHandled() {
    const { state, next } = handlePlayerMessage(messages);
    messages = state;
    shown.set(null);
    if (next === 'show-next-after-delay')
      cancelWait = deps.wait(NEXT_PLAYER_MESSAGE_DELAY_MS, () => {
        cancelWait = null;
        messages = showNextPlayerMessage(messages);
        showCurrent();
      });
    if (next === 'fetch-bonus-details' && messages.pendingBonusCode)
      void showBonus(messages.pendingBonusCode);
  }

  function clearBonus() {
    messages = { ...messages, pendingBonusCode: null };
    shown.set(null);
  }

  return {
    shown,

    /** The waiting messages of a login (with the pending bonus code, unless bonuses are hidden). */
    receive(waiting: readonly WaitingMessage[], pendingBonusCode: string | null): void {
      const idle = messages.current === null && messages.queue.length === 0 && cancelWait === null;
      const offered = pendingBonusCode && !deps.dismissed.has(pendingBonusCode) ? pendingBonusCode : null;
      messages = receivePlayerMessages(
        { ...messages, pendingBonusCode: offered ?? messages.pendingBonusCode },
        waiting,
        deps.sportsbook,
      );
      if (messages.current) showCurrent();
      else if (idle && shown.get() === null && messages.pendingBonusCode)
        void showBonus(messages.pendingBonusCode);
    },

    /**
     * The player asked to see a bonus (a notification's "Vezi bonusul"): its pop-up now, or after the
     * message on screen and those waiting. Asked for, it shows even when dismissed before.
     */
    open(bonusCode: string): void {
      const current = shown.get();
      if (current?.kind === 'bonus' && (current.busy || String(current.details.bonus.id) === bonusCode))
        return;
      messages = { ...messages, pendingBonusCode: bonusCode };
      if (current?.kind === 'message' || messages.queue.length > 0 || cancelWait !== null) return;
      void showBonus(bonusCode);
    },

    /** The dialog closed (its button, Escape, the backdrop, a navigation). */
    closed(): void {
      const current = shown.get();
      if (current?.kind === 'message') afterHandled();
      if (current?.kind === 'bonus' && current.busy === null) {
        deps.track(bonusPopupClickEvent(current.details.bonus.id, 'dismiss'));
        deps.dismissed.add(String(current.details.bonus.id));
        clearBonus();
      }
    },

    async answer(action: BonusAction): Promise<void> {
      const current = shown.get();
      if (current?.kind !== 'bonus' || current.busy) return;
      const bonusId = String(current.details.bonus.id);
      deps.track(bonusPopupClickEvent(bonusId, action));
      shown.set({ ...current, busy: action });
      try {
        await deps.confirmBonus(bonusId, action);
      } catch (error) {
        console.error('Bonus confirmation failed', error);
        if (disposed) return;
        deps.fail('errors.unable-to-confirm-bonus');
        shown.set({ ...current, busy: null });
        return;
      }
      if (disposed) return;
      clearBonus();
      deps.confirmed(action);
    },

    dispose(): void {
      disposed = true;
      cancelWait?.();
      shown.set(null);
    },
  };
}

export type MessageQueue = ReturnType<typeof createMessageQueue>;
