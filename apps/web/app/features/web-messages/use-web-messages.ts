import type { Platform } from '@casino/core/device';
import type { WebMessage } from '@casino/core/schemas';
import { useMemo, useSyncExternalStore } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { useLocale } from '~/shared/i18n/i18n';
import { localDismissalStorage } from './dismissal-storage';
import { fetchWebMessages, webMessagesUrl } from './web-messages-api';
import { createWebMessagesStore, NO_WEB_MESSAGES } from './web-messages-store';

export interface WebMessagesState {
  /** Visible now, highest priority first; empty on the server and until the fetch answers. */
  messages: readonly WebMessage[];
  failed: boolean;
  dismiss: (id: string) => void;
  /** Fetches again; resolves whether it succeeded. */
  retry: () => Promise<boolean>;
}

const serverSnapshot = () => NO_WEB_MESSAGES;

/** Web messages for the platform (core's `platformFor`); fetched after hydration. */
export function useWebMessages(platform: Platform): WebMessagesState {
  const { contentApiUrl } = usePublicConfig();
  const locale = useLocale();
  const status = useShell()?.preview ? 'draft' : 'published';
  const url = webMessagesUrl(contentApiUrl, platform, locale, status);
  const store = useMemo(
    () => createWebMessagesStore({ load: () => fetchWebMessages(url), storage: localDismissalStorage() }),
    [url],
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return { messages: snapshot.messages, failed: snapshot.failed, dismiss: store.dismiss, retry: store.retry };
}
