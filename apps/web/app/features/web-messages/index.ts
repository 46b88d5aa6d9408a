/** Web messages: banners from the content API for the page's platform, fetched (and loaded) after hydration. */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export const WebMessages = lazyOneTaskEach(() =>
  import('./web-messages').then((module) => ({ default: module.WebMessages })),
);
