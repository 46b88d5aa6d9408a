import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '~/platform/server/config.server';

export type { PublicConfig };

/** The public configuration the root loader passes to the browser (every external address). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData('root') as { config: PublicConfig } | undefined;
  if (!data) throw new Error('The root loader data is missing');
  return data.config;
}
