/**
 * The one check for URLs that come from outside (CMS, redirects, messages, launch templates): only
 * http(s) is followed, and a target is internal only when it resolves to the portal's own origin
 * (architecture.md, reliability and security). `javascript:`, `data:`, other schemes and unparsable
 * targets give null.
 */
const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

export interface SafeHref {
  /** A path (with query and hash) for an internal target; the absolute URL for an external one. */
  href: string;
  internal: boolean;
}

export function safeHref(
  target: string | null | undefined,
  origin: string = PLACEHOLDER_ORIGIN,
): SafeHref | null {
  if (!target || target.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(target.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(origin).origin)
    return { href: `${url.pathname}${url.search}${url.hash}`, internal: true };
  return { href: url.href, internal: false };
}
