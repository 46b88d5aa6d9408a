/** Web messages: banners from the content API for the page's platform, fetched (and loaded) after hydration. */
import { lazy } from 'react';

export const WebMessages = lazy(() =>
  import('./web-messages').then((module) => ({ default: module.WebMessages })),
);
