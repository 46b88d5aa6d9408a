import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { useLocale } from '~/shared/i18n/i18n';
import type { PortalState } from './portal-api';

/** Installs `window.casinoPortal` for the current lobby, locale and preview mode, once hydrated. */
export function usePortalApi(lobby: 'casino' | 'live'): void {
  const navigate = useNavigate();
  const locale = useLocale();
  const shell = useShell();
  const { contentApiUrl } = usePublicConfig();
  const routeName = useMatches().at(-1)?.id ?? 'preview';
  const latest = useRef<PortalState>({ navigate, locale, shell, contentApiUrl, routeName, lobby });
  latest.current = { navigate, locale, shell, contentApiUrl, routeName, lobby };

  useEffect(() => {
    let installed: unknown = null;
    let active = true;
    import('./portal-api')
      .then(({ createPortalApi }) => {
        if (!active) return;
        const api = createPortalApi(() => latest.current);
        installed = api;
        window.casinoPortal = api;
      })
      .catch((error: unknown) => console.error('The global API could not load', error));
    return () => {
      active = false;
      if (window.casinoPortal === installed) delete window.casinoPortal;
    };
  }, []);
}
