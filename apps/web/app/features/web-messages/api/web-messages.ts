/** Web messages (catalogue.md sections 4 and 7): `GET /webmessages?target={platform}` from the content API. */
import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Platform } from '@casino/core/device';
import { parseList, WebMessage } from '@casino/core/schemas';
import type { ClientContentContext } from '~/shared/context/content-context';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import { safeHref } from '~/shared/links/safe-href';

export function webMessagesUrl(
  contentApiUrl: string,
  platform: Platform,
  ctx: Pick<ClientContentContext, 'locale' | 'status'>,
): string {
  const query = new URLSearchParams({ target: platform, locale: ctx.locale, status: ctx.status });
  return `${contentApiUrl}${CONTENT_PATHS.webMessages}?${query}`;
}

/** The platform's messages, fetched once per page load; malformed ones are dropped. */
export function webMessagesQuery(
  contentApiUrl: string,
  platform: Platform,
  ctx: Pick<ClientContentContext, 'locale' | 'status'>,
): QueryOptions<WebMessage[]> {
  const url = webMessagesUrl(contentApiUrl, platform, ctx);
  return {
    key: ['web-messages', platform, ctx.locale, ctx.status],
    fetch: async (signal) => {
      const parsed = parseList(WebMessage, await fetchJson(url, { signal }));
      if (!parsed) throw new Error('Web messages answered something other than a list');
      return parsed.items;
    },
    staleMs: Number.POSITIVE_INFINITY,
    // A failure is a toast whose action tries again: no silent retries before it.
    retry: 0,
  };
}

/** A message link is followed only when it is http(s) or a path of the portal (safeHref), else none. */
export function safeMessageUrl(url: string | null): string | null {
  return safeHref(url)?.href ?? null;
}
