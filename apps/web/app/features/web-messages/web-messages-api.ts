import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Platform } from '@casino/core/device';
import { parseList, WebMessage } from '@casino/core/schemas';
import { safeHref } from '~/shared/links/safe-href';

const TIMEOUT_MS = 10_000;

export function webMessagesUrl(
  contentApiUrl: string,
  platform: Platform,
  locale: string,
  status: string,
): string {
  const query = new URLSearchParams({ target: platform, locale, status });
  return `${contentApiUrl}${CONTENT_PATHS.webMessages}?${query}`;
}

/** The web messages for the platform; malformed messages are dropped, anything else unusable throws. */
export async function fetchWebMessages(url: string, fetcher: typeof fetch = fetch): Promise<WebMessage[]> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Web messages answered HTTP ${response.status}`);
  const parsed = parseList(WebMessage, await response.json());
  if (!parsed) throw new Error('Web messages answered something other than a list');
  return parsed.items;
}

/** A message link is followed only when it is http(s) or a path on this site. */
/** A message link: http(s) or a path of the portal (safeHref), else none. */
export function safeMessageUrl(url: string | null): string | null {
  return safeHref(url)?.href ?? null;
}
