/**
 * Which origins may drive the portal through window messages (shell.md sections 1 and 4; ADR 0009):
 * apart from the messages' schemas (`host-messages.ts`), so a page that only checks where it is framed
 * and posts to its host does not load them (ADR 0018).
 */
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/** `{ scheme, host, port }` of an origin (`http://localhost:4000`), lower-cased; null for anything else. */
function parseOrigin(origin: string): { scheme: string; host: string; port: string } | null {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(origin);
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  return { scheme, host: (match[2] ?? '').toLowerCase(), port: match[3] ?? DEFAULT_PORTS[scheme] ?? '' };
}

/**
 * Whether a message from `origin` may drive the portal: the origin must be one the portal's
 * frame-ancestors sources (FRAME_ANCESTORS, e.g. `'self' https://partener.example.ro`) allow to frame it.
 * Understood: `'self'` (the portal's own origin), `'none'`, `*` (any http(s) origin), scheme sources
 * (`https:`) and host sources with an optional scheme, a `*.` subdomain wildcard and a port or `:*`
 * (a source without a scheme allows http and https). Paths of sources are ignored. `null` origins
 * (sandboxed frames, files) are never allowed.
 */
export function hostOriginAllowed(origin: string, sources: readonly string[], selfOrigin: string): boolean {
  const from = parseOrigin(origin);
  if (!from) return false;
  for (const raw of sources) {
    const source = raw.trim();
    const lower = source.toLowerCase();
    if (lower === "'self'") {
      const self = parseOrigin(selfOrigin.replace(/\/+$/, ''));
      if (self && self.scheme === from.scheme && self.host === from.host && self.port === from.port)
        return true;
      continue;
    }
    if (source === '*') return true;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) {
      if (lower === `${from.scheme}:`) return true;
      continue;
    }
    const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+)(?::(\d+|\*))?(?:\/.*)?$/i.exec(source);
    if (!match) continue; // 'none', keywords, hashes, nonces
    const [, scheme, wildcard, host = '', sourcePort] = match;
    if (scheme !== undefined && scheme.toLowerCase() !== from.scheme) continue;
    const sourceHost = host.toLowerCase();
    if (wildcard ? !from.host.endsWith(`.${sourceHost}`) : from.host !== sourceHost) continue;
    if (sourcePort === '*') return true;
    const wanted = sourcePort ?? DEFAULT_PORTS[scheme ? scheme.toLowerCase() : from.scheme];
    if (wanted === from.port) return true;
  }
  return false;
}
