import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import type { PortalState } from './portal-api';

/** Installs `window.casinoPortal` for the current lobby, locale and preview mode, once hydrated. */
export function usePortalApi(): void {
  const navigate = useNavigate();
  const content = useContentContext();
  const shell = useShell();
  const { contentApiUrl } = usePublicConfig();
  const routeName = useMatches().at(-1)?.id ?? 'preview';
  const state = { navigate, content, shell, contentApiUrl, routeName, lobby: content.lobby };
  const latest = useRef<PortalState>(state);
  latest.current = state;

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
