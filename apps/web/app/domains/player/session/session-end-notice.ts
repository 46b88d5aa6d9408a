/**
 * Tells a player whose session ended without asking here why (issue 41, ADR 0059): the platform ended
 * it, the idle limit did, or the player logged out on another device. A snackbar in the page's language
 * says so and offers the login, which opens on the page the player is on (the page stays: nothing
 * navigates on such an end), so a new login carries on there. The next login takes the notice away.
 */
import { sessionEndMessageKey } from '@casino/core/auth';
import type { TranslationKey } from '~/shared/i18n/keys';
import type { Session } from './session';

export interface SessionEndNoticeEffects {
  /** Shows the notice: `title` is the message key; `onAction` opens the login. */
  show(notice: { title: TranslationKey; actionText: TranslationKey; onAction: () => void }): void;
  /** Takes a shown notice away (the player logged in again). */
  hide(title: TranslationKey): void;
  openLogin(): void;
}

/** Watches `session`; returns the stop function. */
export function watchSessionEnd(
  session: Pick<Session, 'getState' | 'subscribe'>,
  effects: SessionEndNoticeEffects,
) {
  let shown: TranslationKey | null = null;
  let was = session.getState().status;
  return session.subscribe(() => {
    const { status, endReason } = session.getState();
    const before = was;
    was = status;
    if (status === 'authenticated' && shown) {
      effects.hide(shown);
      shown = null;
      return;
    }
    // Only on the change to guest (not on the re-authentication's pending step in between).
    if (status !== 'guest' || before === 'guest' || !endReason) return;
    shown = sessionEndMessageKey(endReason);
    effects.show({ title: shown, actionText: 'header.login', onAction: effects.openLogin });
  });
}
