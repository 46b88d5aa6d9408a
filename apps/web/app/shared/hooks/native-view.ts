import { parseAppContext } from '@casino/core/device';
import { useLocation } from 'react-router';

/** Whether this page load has seen `nativeapp=1` in its query (browser only). */
let nativePageLoad = false;

/**
 * Whether the page runs in the native app's view (`nativeapp=1`, shell.md section 6). The server reads
 * the request's query, so the app's HTML is the app's from the first paint (the guest-page cache keys
 * on the query). In the browser, once a page load has seen the parameter it stays a native view for the
 * rest of the load, even when client navigation drops it: the app's view does not become a browser tab.
 */
export function useNativeView(): boolean {
  const { search } = useLocation();
  const native = parseAppContext(new URLSearchParams(search)).nativeView;
  if (typeof window === 'undefined') return native;
  if (native) nativePageLoad = true;
  return nativePageLoad;
}
