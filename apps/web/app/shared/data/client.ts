import { documentVisibility } from '~/shared/hooks/page-visibility';
import { createDataClient } from './query-client';

/** The page's one data client (browser only: the server renders from loaders, never from queries). */
export const dataClient = createDataClient({
  visibility: documentVisibility,
  onFocus(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('focus', listener);
    return () => window.removeEventListener('focus', listener);
  },
});
