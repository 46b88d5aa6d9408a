import { createStore, useStore } from '~/shared/ui/create-store';
import type { AccountPage } from './account-links';

/** Which account site page the account modal shows (the modal's open state is the modal store's). */
export const accountPageStore = createStore<AccountPage>('dashboard');

export function useAccountPage(): AccountPage {
  return useStore(accountPageStore);
}
