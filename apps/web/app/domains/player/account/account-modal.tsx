import { isAccountCloseMessage } from '@casino/core/micro-frontends';
import { useEffect } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { usePageLoadClient } from '~/shared/hooks/native-view';
import { useT } from '~/shared/i18n/i18n';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, useModalOpen } from '~/shared/modals/modal-store';
import { accountFrameUrl } from './account-links';
import { useAccountPage } from './account-store';

/**
 * The account modal (shell.md section 2, redirect-to-account on): the account site's dashboard or
 * deposit page in an iframe, 1000 px wide on desktop, closed by `FTNCloseModal` from the account site's
 * origin only. Closing it refreshes the balance (a deposit may have moved it).
 */
export function AccountModal({ onClosed }: { onClosed: () => void }) {
  const t = useT();
  const { accountSiteUrl } = usePublicConfig();
  const page = useAccountPage();
  const client = usePageLoadClient();
  const open = useModalOpen(MODALS.account.id);
  const accountOrigin = new URL(accountSiteUrl).origin;

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== accountOrigin || !isAccountCloseMessage(event.data)) return;
      hideModal(MODALS.account.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, accountOrigin]);

  return (
    <Modal
      id={MODALS.account.id}
      priority={MODALS.account.priority}
      title={t(page === 'deposit' ? 'account.deposit' : 'account.title')}
      maxWidth={1000}
      onClose={onClosed}
    >
      <iframe
        className="account-modal__frame"
        title={t(page === 'deposit' ? 'account.deposit' : 'account.title')}
        src={accountFrameUrl(accountSiteUrl, page, window.location.origin, client)}
      />
    </Modal>
  );
}
