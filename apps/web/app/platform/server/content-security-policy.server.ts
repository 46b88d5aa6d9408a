/**
 * The Content-Security-Policy of the portal's pages (issue 14 item 7, ADR 0017): scripts only from the
 * portal itself, the inline scripts the server rendered with this answer's nonce (theme, consent
 * defaults, player hint, React Router's hydration and scroll restoration, React's streaming), and the
 * configured origins of each kind; nothing else runs, connects, frames or loads.
 */
export interface PolicyOrigins {
  /** Scripts loaded from elsewhere: identity script, micro-frontends, support chat, SEO scripts. */
  scripts: string[];
  /** Stylesheets: micro-frontends and the chat widget. */
  styles: string[];
  /** Images and fonts: asset store, content API, micro-frontends, chat. */
  images: string[];
  /** Video and audio: asset store, content API (game video previews). */
  media: string[];
  /** fetch, XHR, EventSource and WebSocket: content API, gateway, live feed, broker, winners, errors. */
  connections: string[];
  /** Frames: games, account site, micro-frontends, chat, identity. */
  frames: string[];
  /** Who may frame the portal (FRAME_ANCESTORS). */
  frameAncestors: string;
}

/** The origin of an absolute http(s) or ws(s) URL, or null. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Origins of URLs, without repeats or broken ones. */
export function originsOf(urls: readonly (string | null | undefined)[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
}

/** An http(s) origin and its WebSocket twin (a hub negotiates over http, then upgrades to ws). */
function withSocketTwins(origins: readonly string[]): string[] {
  const twin = (origin: string) =>
    origin.startsWith('http') ? origin.replace(/^http/, 'ws') : origin.replace(/^ws/, 'http');
  const twins = origins.map(twin);
  const all = origins.flatMap((origin, i) => [origin, twins[i] ?? origin]);
  return [...new Set(all)];
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

export function contentSecurityPolicy(nonce: string, origins: PolicyOrigins): string {
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", `'nonce-${nonce}'`, ...origins.scripts]),
    // Style attributes are part of the server's HTML (React's `style`), so inline styles stay allowed;
    // a nonce here would switch 'unsafe-inline' off.
    directive('style-src', ["'self'", "'unsafe-inline'", ...origins.styles]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...origins.images]),
    directive('font-src', ["'self'", 'data:', ...origins.images]),
    directive('media-src', ["'self'", 'blob:', ...origins.media]),
    directive('connect-src', ["'self'", ...withSocketTwins(origins.connections)]),
    directive('frame-src', ["'self'", ...origins.frames]),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${origins.frameAncestors}`,
  ].join('; ');
}
