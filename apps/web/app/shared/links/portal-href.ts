import { previewLink } from '@casino/core/routes';
import { useCallback } from 'react';
import { usePreview } from '~/shared/context/content-context';

/** Prefixes internal links with /preview while previewing. */
export function usePortalHref(): (path: string) => string {
  const preview = usePreview();
  return useCallback((path: string) => previewLink(path, preview), [preview]);
}
