import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { notify } from '~/shared/snackbars/snackbar-store';
import { createAppVersionWatcher, fetchLatestBuild, MAX_TIMER_MS } from './app-version-store';

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

/** One watcher per page load, shared by every mounted AppVersionWatcher (layouts remount it). */
const watcher = createAppVersionWatcher({ load: () => fetchLatestBuild(), onUpdate: () => signalUpdate() });

/** Polls builds/latest.json in the browser only and signals a newer build once (shell.md section 4). */
export function useAppVersionWatcher(buildIdOverride?: string): void {
  const root = useRouteLoaderData('root') as { buildId?: string } | undefined;
  const buildId = buildIdOverride ?? root?.buildId;
  useEffect(() => {
    if (!buildId) return;
    return watcher.start(buildId);
  }, [buildId]);
}

/**
 * Mount once per page (e.g. in PageServices). Renders nothing; the update shows as a snackbar, so the
 * page must also mount <Snackbars />.
 */
export function AppVersionWatcher({ buildId }: { buildId?: string } = {}) {
  useAppVersionWatcher(buildId);
  return null;
}
