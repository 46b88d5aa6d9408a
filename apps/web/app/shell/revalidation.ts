import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The root's settings and the shell's menus change only with the preview mode or the language, so a
 * navigation leaves them as they are: it asks the server for the new page's data alone, one request,
 * the very URL the route prefetch asked for (ADR 0019).
 */
export function revalidateOnPreviewOrLanguage({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    currentParams.preview !== nextParams.preview ||
    currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')
  );
}
