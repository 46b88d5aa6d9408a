import { isUpdateAvailable, MAX_TIMER_MS } from '@casino/core/app-version';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useQuery } from '~/shared/data/use-query';
import { notify } from '~/shared/snackbars/snackbar-store';
import { latestBuildQuery } from './api/latest-build';

/** The update snackbar: stays (the longest timer allowed), survives other snackbars, reloads on demand. */
export function signalUpdate(reload: () => void = () => window.location.reload()): void {
  notify({
    type: 'info',
    title: 'appVersion.title',
    text: 'appVersion.text',
    actionText: 'appVersion.reload',
    ignoreClick: true,
    limit: 1,
    timeout: MAX_TIMER_MS,
    onAction: reload,
  });
}

/**
 * The build the page runs: the first id seen. The root loader revalidates on navigation and would report
 * a newer server's id, while the JavaScript in memory is still the old one.
 */
let runningBuildId: string | null = null;
/** The update is signalled once per page load; polling stops then. */
let signalled = false;

/** Polls builds/latest.json in the browser only and signals a newer build once (shell.md section 4). */
export function useAppVersionWatcher(): void {
  const root = useRouteLoaderData('root') as { buildId?: string } | undefined;
  runningBuildId ??= root?.buildId ?? null;
  const current = runningBuildId ?? '';
  const [done, setDone] = useState(signalled);
  const { data, error } = useQuery({
    ...latestBuildQuery(current),
    enabled: current !== '' && !done,
  });
  useEffect(() => {
    if (error) console.error('App version: checking the latest build failed', error);
  }, [error]);
  useEffect(() => {
    if (signalled || !isUpdateAvailable(current, data)) return;
    signalled = true;
    setDone(true);
    signalUpdate();
  }, [current, data]);
}

/**
 * Mount once per page (e.g. in PageServices). Renders nothing; the update shows as a snackbar, so the
 * page must also mount <Snackbars />.
 */
export function AppVersionWatcher() {
  useAppVersionWatcher();
  return null;
}
