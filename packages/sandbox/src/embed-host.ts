/**
 * `GET /embed-host?src={portal URL}`: a page that frames the portal as a partner site or a native app's
 * web view would, and speaks core's host messages to it (README, "Host page"). Only a portal on localhost
 * is framed, so the page cannot become a credential-posting frame for someone else's site.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './launch.ts';

export const EMBED_HOST_PATH = '/embed-host';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The portal address to frame, or null when it is not an http(s) address on this machine. */
export function localPortalUrl(src: string | undefined): URL | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!LOCAL_HOSTS.has(url.hostname) || url.username || url.password) return null;
  return url;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef0f5;color:#1d2433}
header{padding:8px 16px;background:#263238;color:#fff}header h1{margin:0;font-size:16px}
.layout{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:12px;padding:12px}
@media (max-width:900px){.layout{grid-template-columns:1fr}}
iframe{border:0;width:100%;height:85vh;background:#fff;border-radius:8px}
aside{display:grid;gap:12px;align-content:start}
section{background:#fff;border-radius:8px;padding:12px}h2{margin:0 0 8px;font-size:15px}
form{display:grid;gap:6px}label{font-weight:600}input,select,button{font:inherit}
input,select{padding:6px 8px;border:1px solid #9aa3b5;border-radius:6px}
button{padding:7px 12px;border:0;border-radius:6px;background:#1f5fd1;color:#fff;font-weight:700;cursor:pointer}
button.quiet{background:#e4e7ef;color:#1d2433}.check{display:flex;gap:6px;align-items:center;font-weight:400}
ol{margin:0;padding-left:20px;max-height:30vh;overflow:auto;font:12px/1.4 ui-monospace,monospace;word-break:break-all}
li[data-recognised="false"]{color:#8c1d18}[role="status"]{min-height:1.4em;margin:4px 0 0}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

export function registerEmbedHost(app: FastifyInstance): void {
  const script = readFileSync(new URL('../browser/embed-host.js', import.meta.url), 'utf8');

  app.get(EMBED_HOST_PATH, async (request, reply) => {
    const { src } = request.query as { src?: string };
    const url = localPortalUrl(src);
    if (!url)
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('src must be an http(s) address on localhost or 127.0.0.1');
    const config = JSON.stringify({ portalOrigin: url.origin, src: url.href }).replace(/</g, '\\u003c');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site partener</title><style>${STYLE}</style>` +
          `<script src="/identity/identity.js" defer></script></head><body>` +
          `<header><h1>Site partener care încadrează portalul</h1></header><div class="layout">` +
          `<iframe id="portal" src="${escapeHtml(url.href)}" title="Cazino"></iframe><aside>` +
          `<section aria-labelledby="h-login"><h2 id="h-login">Autentificare prin mesaj</h2><form id="autentificare" novalidate>` +
          `<label for="tip">Mesaj</label><select id="tip" name="tip"><option value="CASINO_LOGIN">CASINO_LOGIN</option><option value="VIRTUALS_LOGIN">VIRTUALS_LOGIN</option></select>` +
          `<label for="utilizator">Utilizator</label><input id="utilizator" name="utilizator" autocomplete="off" autocapitalize="none" spellcheck="false">` +
          `<label for="parola">Parolă</label><input id="parola" name="parola" type="password" autocomplete="off">` +
          `<label class="check"><input type="checkbox" name="tine-minte"> Ține-mă minte</label>` +
          `<button type="submit">Trimite utilizator și parolă</button>` +
          `<button type="button" id="cu-token" class="quiet">Trimite un token temporar</button>` +
          `<p id="stare" role="status"></p></form></section>` +
          `<section aria-labelledby="h-logout"><h2 id="h-logout">Deconectare</h2><button type="button" id="deconectare">Trimite LOGGED_OUT</button>` +
          `<label class="check"><input type="checkbox" id="urmeaza"> Urmează redirectURL</label></section>` +
          `<section aria-labelledby="h-primite"><h2 id="h-primite">Primite de la portal</h2><ol id="primite" role="log" aria-labelledby="h-primite"></ol></section>` +
          `<section aria-labelledby="h-trimise"><h2 id="h-trimise">Trimise portalului</h2><ol id="trimise" role="log" aria-labelledby="h-trimise"></ol></section>` +
          `</aside></div><script type="application/json" id="host-config">${config}</script><script>${script}</script></body></html>`,
      );
  });
}
