import { isBalanceHidden } from '@casino/core/balance';
import { formatMoney } from '@casino/core/money';
import { gateway } from '~/domains/player/gateway';
import {
  balanceVisibilityQuery,
  refreshBalance,
  useBalance,
  useBalanceVisibility,
} from '~/domains/player/player-data';
import { useSessionObject } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { dataClient } from '~/shared/data/client';
import { optimisticUpdate } from '~/shared/data/query-client';
import { useT } from '~/shared/i18n/i18n';
import { LazyModal, lazyOnInteraction } from '~/shared/modals/lazy-modal';
import { openNamedModal } from '~/shared/modals/modal-store';
import { notify } from '~/shared/snackbars/snackbar-store';
import type { AccountPage } from './account-links';

const AccountModal = lazyOnInteraction(() => import('./account-modal').then((module) => module.AccountModal));
const MyAccountPanel = lazyOnInteraction(() =>
  import('./my-account-panel').then((module) => module.MyAccountPanel),
);

/** The eye toggle: saved through the gateway, shown at once, put back with an error when saving fails. */
async function toggleBalanceVisibility(username: string, hidden: boolean): Promise<void> {
  const key = balanceVisibilityQuery.key(username);
  const rollback = optimisticUpdate(dataClient, key, () => ({ balanceHidden: !hidden }));
  try {
    await gateway().setBalancePreference(!hidden);
  } catch {
    rollback();
    notify({ type: 'alert', title: 'errors.unable-to-update-balance-visibility', limit: 1 });
  }
}

function PlayerBalance({ username, onAccount }: { username: string; onAccount: () => void }) {
  const t = useT();
  const balance = useBalance(username);
  const visibility = useBalanceVisibility(username);
  const hidden = visibility.data ? isBalanceHidden(visibility.data, false) : false;
  const amount = balance.data ? formatMoney(balance.data.amount, balance.data.currencyCode) : '…';
  return (
    <div className="player-balance">
      <button type="button" className="player-balance__account" onClick={onAccount} aria-haspopup="dialog">
        <span className="player-balance__name">{username}</span>
        <span className="player-balance__amount" data-testid="header-balance">
          {hidden ? (
            <>
              <span aria-hidden="true">••••</span>
              <span className="visually-hidden">{t('account.balanceHidden')}</span>
            </>
          ) : (
            amount
          )}
        </span>
      </button>
      <button
        type="button"
        className="icon-button player-balance__eye"
        aria-pressed={!hidden}
        aria-label={t(hidden ? 'account.showBalance' : 'account.hideBalance')}
        disabled={!visibility.data}
        onClick={() => void toggleBalanceVisibility(username, hidden)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}

/**
 * A player's part of the header: Deposit, the account entry (the username with the balance: "Contul meu",
 * the my-account panel with deposit, account details and logout), the eye toggle, Logout (legacy).
 */
export function PlayerArea({
  username,
  openAccount,
}: {
  username: string;
  openAccount: (page: AccountPage) => void;
}) {
  const t = useT();
  const config = usePublicConfig();
  const session = useSessionObject();
  return (
    <>
      <button
        type="button"
        className="button button--primary player-action"
        aria-label={t('account.deposit')}
        onClick={() => openAccount('deposit')}
      >
        <span className="player-action__text" aria-hidden="true">
          {t('account.deposit')}
        </span>
        <svg className="player-action__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <PlayerBalance username={username} onAccount={() => openNamedModal('myAccount')} />
      {config.legacyAccountModal && (
        <button
          type="button"
          className="button button--ghost player-action"
          aria-label={t('account.logout')}
          onClick={() => void session?.logout()}
        >
          <span className="player-action__text" aria-hidden="true">
            {t('account.logout')}
          </span>
          <svg className="player-action__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <LazyModal name="myAccount">
        <MyAccountPanel username={username} openAccount={openAccount} />
      </LazyModal>
      {config.redirectToAccount && (
        <LazyModal name="account">
          <AccountModal onClosed={() => void refreshBalance(username)} />
        </LazyModal>
      )}
    </>
  );
}
