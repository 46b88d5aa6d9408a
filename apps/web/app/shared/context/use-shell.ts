import { previewLink } from '@casino/core/routes';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '~/services/config.server';
import type { ShellData } from '~/shell/shell.server';

export function useShell(): ShellData | undefined {
  return useRouteLoaderData('shell') as ShellData | undefined;
}

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData('root') as { config: PublicConfig } | undefined;
  if (!data) throw new Error('The root loader data is missing');
  return data.config;
}

/** Prefixes internal links with /preview while previewing. */
export function usePortalHref(): (path: string) => string {
  const preview = useShell()?.preview ?? false;
  return useCallback((path: string) => previewLink(path, preview), [preview]);
}
