import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/shared/i18n/i18n';

/** A page transition shows progress only after it has waited this long (shell.md section 9). */
export const NAVIGATION_PROGRESS_DELAY_MS = 100;

/**
 * The bar at the top of the page while the next page loads: shown once a navigation has taken more
 * than 100 ms, so quick transitions do not flicker; gone when the page is there.
 */
export function NavigationProgress() {
  const t = useT();
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('site.loadingPage')} />;
}
