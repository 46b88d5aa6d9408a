import { parseAppContext } from '@casino/core/device';
import { useLocation } from 'react-router';

/** What the app that opened the page says of itself in the query (shell.md section 6). */
export interface PageLoadClient {
  /** `nativeapp=1`: the native app's view. */
  nativeView: boolean;
  /** `clienttype` and `clientplatform`: the client the app names itself to the account site as. */
  clientType: string | null;
  clientPlatform: string | null;
}

/** What this page load has seen in its query (browser only). */
let pageLoad: PageLoadClient = { nativeView: false, clientType: null, clientPlatform: null };

/**
 * The app's parameters of the page load. The server reads the request's query, so the app's HTML is the
 * app's from the first paint (the guest-page cache keys on the query). In the browser, once a page load
 * has seen a parameter it keeps it for the rest of the load, even when client navigation drops it: the
 * app's view does not become a browser tab.
 */
export function usePageLoadClient(): PageLoadClient {
  const { search } = useLocation();
  const { nativeView, clientType, clientPlatform } = parseAppContext(new URLSearchParams(search));
  if (typeof window === 'undefined') return { nativeView, clientType, clientPlatform };
  const next = {
    nativeView: pageLoad.nativeView || nativeView,
    clientType: pageLoad.clientType ?? clientType,
    clientPlatform: pageLoad.clientPlatform ?? clientPlatform,
  };
  // The same object while nothing new was seen.
  if (
    next.nativeView !== pageLoad.nativeView ||
    next.clientType !== pageLoad.clientType ||
    next.clientPlatform !== pageLoad.clientPlatform
  )
    pageLoad = next;
  return pageLoad;
}

/** Whether the page runs in the native app's view (`nativeapp=1`), for the rest of the page load. */
export function useNativeView(): boolean {
  return usePageLoadClient().nativeView;
}
