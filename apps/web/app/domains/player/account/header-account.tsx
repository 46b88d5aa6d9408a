import { lazy, Suspense } from 'react';
import { useSession } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { browserDevice } from '~/shared/hooks/device';
import { usePageLoadClient } from '~/shared/hooks/native-view';
import { useT } from '~/shared/i18n/i18n';
import { openNamedModal } from '~/shared/modals/modal-store';
import { type AccountPage, accountLinkOut } from './account-links';
import { accountPageStore } from './account-store';

/** A guest's first visit does not load the player's part of the header. */
const PlayerArea = lazy(() => import('./player-area').then((module) => ({ default: module.PlayerArea })));

/**
 * The header's account area (shell.md section 2): a spinner while the session is pending; Register and
 * Log in for a guest; Deposit, the username with the balance, the account entry and the eye toggle for
 * a player (Logout only in the legacy account-modal mode).
 */
export function HeaderAccount() {
  const t = useT();
  const config = usePublicConfig();
  const state = useSession();
  const client = usePageLoadClient();

  const openAccount = (page: AccountPage) => {
    if (config.redirectToAccount) {
      accountPageStore.set(page);
      openNamedModal('account');
      return;
    }
    const device = browserDevice();
    window.location.assign(
      accountLinkOut(config.sportSiteUrl, page, {
        currentUrl: window.location.href,
        mobile: device.mobile,
        touch: device.touch,
        client,
      }),
    );
  };

  if (state.status === 'pending')
    return (
      <span className="header-spinner" role="status">
        <span className="visually-hidden">{t('auth.checking')}</span>
      </span>
    );

  if (state.status === 'guest' || !state.username)
    return (
      <>
        <a className="button button--ghost" href={config.registerUrl} rel="noopener">
          {t('header.register')}
        </a>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => openNamedModal('login')}
        >
          <span className="only-desktop">{t('header.login')}</span>
          <span className="only-mobile">{t('header.signIn')}</span>
        </button>
      </>
    );

  return (
    <Suspense fallback={<span className="header-spinner" aria-hidden="true" />}>
      <PlayerArea username={state.username} openAccount={openAccount} />
    </Suspense>
  );
}
