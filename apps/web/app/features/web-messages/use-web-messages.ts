import type { Platform } from '@casino/core/device';
import type { WebMessage } from '@casino/core/schemas';
import { dismissWebMessage, nextWebMessageChange, visibleWebMessages } from '@casino/core/web-messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useQuery } from '~/shared/data/use-query';
import { webMessagesQuery } from './api/web-messages';
import { type DismissalStorage, localDismissalStorage } from './dismissal-storage';

/** Re-checks at least this often, and keeps every delay inside what setTimeout accepts. */
const MAX_WAIT_MS = 60 * 60 * 1000;
const NONE: readonly WebMessage[] = [];

export interface WebMessagesState {
  /** Visible now, highest priority first; empty until the fetch answers. */
  messages: readonly WebMessage[];
  failed: boolean;
  dismiss: (id: string) => void;
  /** Fetches again; resolves whether it succeeded. */
  retry: () => Promise<boolean>;
}

/**
 * Web messages for the platform (core's `platformFor`), fetched after hydration: shown in their time
 * window, not dismissed, by priority; dismissals remembered 12 hours. The list is re-evaluated at the
 * next instant it can change (a start, an end, a dismissal turning 12 hours old), so a message appears
 * or leaves without a reload.
 */
export function useWebMessages(
  platform: Platform,
  storage: DismissalStorage = defaultStorage(),
): WebMessagesState {
  const { contentApiUrl } = usePublicConfig();
  const ctx = useContentContext();
  const { data, error, refetch } = useQuery(webMessagesQuery(contentApiUrl, platform, ctx));
  const all = data ?? NONE;
  const [dismissals, setDismissals] = useState(() => storage.read());
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const next = nextWebMessageChange(all, dismissals, now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [all, dismissals, now]);
  const messages = useStableList(
    useMemo(() => visibleWebMessages(all, dismissals, now), [all, dismissals, now]),
  );
  const dismiss = useCallback(
    (id: string) => {
      const at = Date.now();
      const next = dismissWebMessage(storage.read(), id, at);
      storage.write(next);
      setDismissals(next);
      setNow(at);
    },
    [storage],
  );
  return { messages, failed: error !== null, dismiss, retry: refetch };
}

let storageOfPage: DismissalStorage | null = null;
function defaultStorage(): DismissalStorage {
  storageOfPage ??= localDismissalStorage();
  return storageOfPage;
}

/** The same array while the same messages show, so a re-evaluation that changes nothing renders nothing. */
function useStableList(list: WebMessage[]): readonly WebMessage[] {
  const stable = useRef<readonly WebMessage[]>(list);
  const same =
    stable.current.length === list.length &&
    stable.current.every((message, index) => message === list[index]);
  if (!same) stable.current = list;
  return stable.current;
}
