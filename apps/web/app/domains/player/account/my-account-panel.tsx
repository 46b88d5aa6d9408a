import { MICRO_FRONTEND_EVENTS, MyAccountAction } from '@casino/core/micro-frontends';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSessionObject } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale, useT } from '~/shared/i18n/i18n';
import {
  portalMicroFrontendHost,
  portalMicroFrontendProps,
  portalMountOptions,
} from '~/shared/micro-frontends/portal-host';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, useModalOpen } from '~/shared/modals/modal-store';
import type { AccountPage } from './account-links';

export interface MyAccountActions {
  openAccount(page: AccountPage): void;
  logout(): void;
}

/**
 * The portal's answer to the my-account micro-frontend's `myAccountAction` (shell.md section 7's
 * manifest): deposit and account details open the spec's account entry (the link-out or the account
 * modal), logout is the shell's logout. The panel closes first, so the next screen is not under it.
 * Returns whether the portal took the action (the event's default, a new tab, is then prevented).
 */
export function answerMyAccountAction(detail: unknown, actions: MyAccountActions): boolean {
  const parsed = v.safeParse(MyAccountAction, detail);
  if (!parsed.success) return false;
  hideModal(MODALS.myAccount.id);
  if (parsed.output.action === 'logout') actions.logout();
  else actions.openAccount(parsed.output.action);
  return true;
}

/**
 * "Contul meu" (the header's account entry): the my-account micro-frontend in a bottom drawer on
 * phones and a dialog on desktop, mounted while it is open. Should the micro-frontend fail (logged
 * only, shell.md section 8), the portal's own three actions show instead: a player can always deposit
 * and log out.
 */
export function MyAccountPanel({
  username,
  openAccount,
}: {
  username: string;
  openAccount: MyAccountActions['openAccount'];
}) {
  const t = useT();
  const locale = useLocale();
  const config = usePublicConfig();
  const session = useSessionObject();
  const open = useModalOpen(MODALS.myAccount.id);
  const mountPoint = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const actions: MyAccountActions = { openAccount, logout: () => void session?.logout() };
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onAction = (event: Event) => {
      if (answerMyAccountAction((event as CustomEvent).detail, latest.current)) event.preventDefault();
    };
    window.addEventListener(MICRO_FRONTEND_EVENTS.myAccountAction, onAction);
    return () => window.removeEventListener(MICRO_FRONTEND_EVENTS.myAccountAction, onAction);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted again only for another player or language
  useEffect(() => {
    const target = mountPoint.current;
    if (!open || !target) return;
    setFailed(false);
    const mounted = portalMicroFrontendHost(config).mount(
      'my-account',
      target,
      portalMicroFrontendProps(config, locale, username),
      portalMountOptions(locale),
    );
    let current = true;
    void mounted.ready.then((ready) => current && setFailed(!ready));
    return () => {
      current = false;
      mounted.unmount();
    };
  }, [open, username, locale]);

  return (
    <Modal
      id={MODALS.myAccount.id}
      priority={MODALS.myAccount.priority}
      title={t('account.title')}
      showTitle={failed}
      variant="drawer"
      maxWidth={420}
    >
      <div ref={mountPoint} className="my-account__mount" />
      {failed && (
        <nav className="my-account__fallback" aria-label={t('account.title')}>
          <button type="button" className="button button--primary" onClick={() => answer('deposit')}>
            {t('account.deposit')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => answer('dashboard')}>
            {t('account.details')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => answer('logout')}>
            {t('account.logout')}
          </button>
        </nav>
      )}
    </Modal>
  );

  function answer(action: MyAccountAction['action']) {
    answerMyAccountAction({ action, url: null }, latest.current);
  }
}
