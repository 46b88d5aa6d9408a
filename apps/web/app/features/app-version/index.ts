/**
 * App version: notices a newer build and offers a reload. Its first check is 5 minutes away, so its
 * code loads after hydration, not with the page.
 */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export const AppVersionWatcher = lazyOneTaskEach(() =>
  import('./app-version-watcher').then((module) => ({ default: module.AppVersionWatcher })),
);
