/**
 * The operator's HTML sites in Romanian: the account site the portal shows in its account modal, and the
 * sister sport site. A deposit really adds to the balance; the close message is targeted at the framing
 * portal's origin, never `*` (README, "Account and sport sites").
 */
import { GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import { ACCOUNT_CLOSE_MESSAGE } from '@casino/core/micro-frontends';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../launch.ts';
import type { PlatformContext } from './context.ts';
import { formatMoney, HTML_TYPE, readCookie } from './http.ts';
import { PROFILES, SECOND_FACTOR_CODE, SEEDED_PASSWORD } from './profiles.ts';
import type { PlayerRecord } from './store.ts';

const MIN_DEPOSIT = 10;
const MAX_DEPOSIT = 10_000;
const PROFILE_NOTES: Record<(typeof PROFILES)[number], string> = {
  demo: 'sold 1.250,50 RON, jocuri favorite, istoric de joc, rotiri gratuite active și un bonus care așteaptă confirmarea',
  nou: 'jucător nou, fără istoric',
  exclus: 'autoexclus de la cazino',
  suspendat: 'autoexcludere suspendată: autentificarea duce la pagina de autoexcludere',
  verificare: `autentificare în doi pași (codul ${SECOND_FACTOR_CODE})`,
  termeni: 'trebuie să accepte termenii și condițiile noi',
};
const DEPOSIT_METHODS: Record<string, string> = {
  card: 'Card bancar',
  transfer: 'Transfer bancar',
  voucher: 'Voucher',
};

const STYLE = `
*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f8;color:#1d2433}
header{display:flex;align-items:center;gap:12px;padding:14px 20px;background:#14213d;color:#fff}
header .brand{font-weight:800;letter-spacing:.3px}header nav{margin-left:auto;display:flex;gap:12px;flex-wrap:wrap}
header a{color:#fff}.sport header{background:#0b6e4f}
main{max-width:760px;margin:0 auto;padding:24px 20px}h1{margin:0 0 12px;font-size:26px}
.card{background:#fff;border-radius:12px;padding:18px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.balance{font-size:28px;font-weight:700;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{color:#5b6478}dd{margin:0}
form{display:grid;gap:12px;max-width:360px}label{font-weight:600}
input,select{font:inherit;padding:9px 10px;border:1px solid #9aa3b5;border-radius:6px}
.button,button{font:inherit;font-weight:700;padding:10px 18px;border-radius:8px;border:0;background:#1f5fd1;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.sport .button,.sport button{background:#0b6e4f}.quiet{background:#e4e7ef;color:#1d2433}
.notice{padding:10px 14px;border-radius:8px;background:#e7f6ec;color:#14532d}.error{background:#fdecea;color:#8c1d18}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e7ef}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

interface PageOptions {
  title: string;
  body: string;
  sport?: boolean;
  /** Adds the close button that posts FTNCloseModal (hidden when the page is not framed). */
  closable?: boolean;
  nav?: string;
}

export function registerAccountSite(app: FastifyInstance, context: PlatformContext): void {
  const store = () => context.players();
  const origins = context.origins;

  const page = (options: PageOptions) => {
    // Framed (the portal's account modal): the button posts FTNCloseModal to the portal origin that
    // framed the page, never '*': the parent's origin (location.ancestorOrigins), else the referrer's,
    // else the one an earlier page of this frame found (sessionStorage: after the deposit's redirect
    // the referrer is this site), else close_url's or back_url's, else the first allowed origin. Not
    // framed: the button hides and the close_url link (when there is one) closes instead.
    const close = options.closable
      ? `<button type="button" id="inchide" class="quiet">Închide</button>
<script>
(() => {
  const origins = ${JSON.stringify(origins).replace(/</g, '\\u003c')};
  const button = document.getElementById('inchide');
  if (window.parent === window) { button.hidden = true; return; }
  const link = document.getElementById('inchide-link');
  if (link) link.hidden = true;
  const originOf = (url) => { try { return url ? new URL(url).origin : ''; } catch { return ''; } };
  const allowed = (origin) => origins.includes(origin);
  const ancestors = location.ancestorOrigins;
  const framer = [ancestors && ancestors.length ? ancestors[0] : '', originOf(document.referrer)].find(allowed);
  let stored = '';
  try {
    if (framer) sessionStorage.setItem('portalOrigin', framer);
    stored = sessionStorage.getItem('portalOrigin') || '';
  } catch {}
  const query = new URLSearchParams(location.search);
  const target =
    [framer, stored, originOf(query.get('close_url')), originOf(query.get('back_url'))].find(allowed) || origins[0];
  button.addEventListener('click', () => window.parent.postMessage(${JSON.stringify(ACCOUNT_CLOSE_MESSAGE)}, target));
})();
</script>`
      : '';
    const brand = options.sport ? 'Cazino Regal Sport' : 'Cazino Regal · Contul meu';
    return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head><body${options.sport ? ' class="sport"' : ''}><header><span class="brand">${brand}</span><nav aria-label="Navigare">${options.nav ?? ''}${close}</nav></header><main><h1>${escapeHtml(options.title)}</h1>${options.body}</main></body></html>`;
  };

  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .type(HTML_TYPE)
      .header('cache-control', 'no-store')
      .header('content-security-policy', `frame-ancestors 'self' ${origins.join(' ')}`)
      .send(html);

  const sessionPlayer = (request: FastifyRequest): PlayerRecord | null => {
    const check = store().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE));
    return check.ok ? store().player(check.session.username) : null;
  };

  // Like the operator's account sites, a visitor without a session gets a page asking to log in (200),
  // not an error: the portal's guest links to these pages must land somewhere useful.
  const loggedOut = (reply: FastifyReply, sport: boolean) =>
    send(
      reply,
      page({
        title: 'Nu ești autentificat',
        sport,
        closable: !sport,
        body: '<div class="card"><p>Autentifică-te în cazino ca să îți vezi contul și să faci depuneri.</p></div>',
      }),
    );

  const balanceCard = (player: PlayerRecord) => {
    const balance = store().casinoBalance(player.username);
    return `<section class="card" aria-labelledby="sold"><h2 id="sold">Sold cazino</h2><p class="balance">${escapeHtml(
      formatMoney(balance?.amountCents ?? 0, 'ro', balance?.currency),
    )}</p></section>`;
  };

  const dashboard = (player: PlayerRecord, depositHref: string) => {
    const totals = store().paymentTotals(player.username);
    const bonuses = store().bonuses(player.username, ['PENDING', 'ACCEPTED', 'ACTIVE']);
    return `<p>Bună, ${escapeHtml(player.firstName)}!</p>${balanceCard(player)}
<p><a class="button" href="${escapeHtml(depositHref)}">Depune</a></p>
<section class="card" aria-labelledby="date"><h2 id="date">Datele contului</h2><dl>
<dt>Utilizator</dt><dd>${escapeHtml(player.username)}</dd>
<dt>Nume</dt><dd>${escapeHtml(`${player.firstName} ${player.lastName}`)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(player.email ?? '')}</dd>
<dt>Oraș</dt><dd>${escapeHtml(player.city ?? '')}</dd>
<dt>Depuneri</dt><dd>${totals.deposits.count} (${escapeHtml(formatMoney(totals.deposits.totalCents, 'ro'))})</dd>
<dt>Bonusuri active</dt><dd>${bonuses.length}</dd>
</dl></section>`;
  };

  const depositForm = (player: PlayerRecord, query: Record<string, string | undefined>, action: string) => {
    const ok = Number(query.depus);
    const notice =
      query.depus !== undefined && Number.isFinite(ok)
        ? `<p class="notice" role="status">Ai depus ${escapeHtml(formatMoney(ok, 'ro'))}.</p>`
        : query.eroare !== undefined
          ? `<p class="notice error" role="alert" id="eroare-suma">Suma trebuie să fie între ${MIN_DEPOSIT} și ${MAX_DEPOSIT.toLocaleString('ro-RO')} RON.</p>`
          : '';
    const methods = Object.entries(DEPOSIT_METHODS)
      .map(([value, label]) => `<option value="${value}">${label}</option>`)
      .join('');
    return `${notice}${balanceCard(player)}<section class="card" aria-labelledby="depunere"><h2 id="depunere">Depunere nouă</h2>
<form method="post" action="${escapeHtml(action)}">
<label for="suma">Suma (RON)</label>
<input id="suma" name="suma" inputmode="decimal" required value="100"${query.eroare !== undefined ? ' aria-invalid="true" aria-describedby="eroare-suma"' : ''}>
<label for="metoda">Metoda de plată</label><select id="metoda" name="metoda">${methods}</select>
<button type="submit">Depune</button>
</form></section>`;
  };

  /** Reads the amount (RON, comma or dot decimals) of a form or JSON body; null when out of range. */
  const depositAmount = (request: FastifyRequest): { cents: number; method: string } | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const raw = String(body.suma ?? body.amount ?? '')
      .trim()
      .replace(',', '.');
    const amount = Number(raw);
    if (raw === '' || !Number.isFinite(amount) || amount < MIN_DEPOSIT || amount > MAX_DEPOSIT) return null;
    const method = typeof body.metoda === 'string' && body.metoda in DEPOSIT_METHODS ? body.metoda : 'card';
    return { cents: Math.round(amount * 100), method };
  };

  /** The page's own query without the outcome parameters, to carry across the post/redirect. */
  const carriedQuery = (request: FastifyRequest, extra: Record<string, string>) => {
    const params = new URLSearchParams(request.url.split('?')[1] ?? '');
    params.delete('depus');
    params.delete('eroare');
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  };

  const deposit = (sport: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const player = sessionPlayer(request);
    if (!player) return loggedOut(reply, sport);
    const path = request.url.split('?')[0] ?? '';
    const amount = depositAmount(request);
    if (!amount) return reply.redirect(`${path}${carriedQuery(request, { eroare: 'suma' })}`, 303);
    const cents = amount.cents;
    store().deposit(player.username, cents, amount.method);
    return reply.redirect(`${path}${carriedQuery(request, { depus: String(cents) })}`, 303);
  };

  // ---- account site ----------------------------------------------------------------------------------

  const httpUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);
  /**
   * The links back out of the site the portal's links carry (clientType, clientPlatform, close_url,
   * back_url): Înapoi to an http(s) back_url and Închide to an http(s) close_url, in the top window (the
   * portal links out to these pages; in its account modal the framed close button closes instead).
   */
  const linksOut = (request: FastifyRequest) => {
    const query = request.query as Record<string, string | undefined>;
    const back = httpUrl(query.back_url);
    const close = httpUrl(query.close_url);
    return `${back ? `<a href="${escapeHtml(back)}" target="_top">Înapoi</a>` : ''}${
      close ? `<a id="inchide-link" href="${escapeHtml(close)}" target="_top">Închide</a>` : ''
    }`;
  };

  const accountNav = (request: FastifyRequest) => {
    const query = carriedQuery(request, {});
    return `<a href="/account/dashboard${escapeHtml(query)}">Cont</a><a href="/account/deposit${escapeHtml(query)}">Depunere</a>${linksOut(request)}`;
  };

  app.get('/account/dashboard', async (request, reply) => {
    const player = sessionPlayer(request);
    if (!player) return loggedOut(reply, false);
    return send(
      reply,
      page({
        title: 'Contul meu',
        closable: true,
        nav: accountNav(request),
        body: dashboard(player, `/account/deposit${carriedQuery(request, {})}`),
      }),
    );
  });

  app.get('/account/deposit', async (request, reply) => {
    const player = sessionPlayer(request);
    if (!player) return loggedOut(reply, false);
    const query = request.query as Record<string, string | undefined>;
    return send(
      reply,
      page({
        title: 'Depunere',
        closable: true,
        nav: accountNav(request),
        body: depositForm(player, query, `/account/deposit${carriedQuery(request, {})}`),
      }),
    );
  });
  app.post('/account/deposit', deposit(false));

  app.get('/account/register', async (_request, reply) => {
    const rows = PROFILES.map(
      (profile) => `<tr><td><code>${profile}</code></td><td>${PROFILE_NOTES[profile]}</td></tr>`,
    ).join('');
    return send(
      reply,
      page({
        title: 'Înregistrare',
        closable: true,
        body: `<div class="card"><p>Platforma de test nu înregistrează jucători noi. Folosește unul dintre jucătorii pregătiți, toți cu parola <code>${SEEDED_PASSWORD}</code>:</p>
<table><thead><tr><th scope="col">Utilizator</th><th scope="col">Ce are special</th></tr></thead><tbody>${rows}</tbody></table></div>`,
      }),
    );
  });

  app.get('/account/termeni', async (_request, reply) =>
    send(
      reply,
      page({
        title: `Termeni și condiții (versiunea ${store().currentTermsVersion()})`,
        body: '<div class="card"><p>Acești termeni și condiții de test descriu regulile de joc ale platformei de test Cazino Regal. Prin acceptare confirmi că ai peste 18 ani și că joci responsabil.</p></div>',
      }),
    ),
  );

  app.get('/account/autoexcludere', async (_request, reply) =>
    send(
      reply,
      page({
        title: 'Cont autoexclus',
        body: '<div class="card"><p>Contul tău este în perioada de autoexcludere, așa că nu te poți autentifica în cazino. Pentru ajutor, contactează echipa de asistență.</p></div>',
      }),
    ),
  );

  // ---- sport site ------------------------------------------------------------------------------------

  const sportNav = (request: FastifyRequest) => {
    const query = carriedQuery(request, {});
    return `<a href="/sport${escapeHtml(query)}">Sport</a><a href="/sport/loto${escapeHtml(query)}">Loto</a>${linksOut(request)}`;
  };

  app.get('/sport', async (request, reply) =>
    send(
      reply,
      page({
        title: 'Pariuri sportive',
        sport: true,
        nav: sportNav(request),
        body: '<div class="card"><p>Fotbal, tenis, baschet și multe altele: cote live pentru meciurile zilei.</p><table><thead><tr><th scope="col">Meci</th><th scope="col">1</th><th scope="col">X</th><th scope="col">2</th></tr></thead><tbody><tr><td>FC Carpați – Dunărea Galați</td><td>1,85</td><td>3,40</td><td>4,20</td></tr><tr><td>Rapid Olt – Steaua Nordului</td><td>2,10</td><td>3,10</td><td>3,45</td></tr></tbody></table></div>',
      }),
    ),
  );

  app.get('/blog', async (_request, reply) =>
    send(
      reply,
      page({
        title: 'Blogul Cazino Regal',
        body: '<div class="card"><h2>Ghid: cum alegi un slot după volatilitate</h2><p>Volatilitatea spune cât de des și cât de mult plătește un joc. Citește ghidul nostru înainte de a juca.</p></div><div class="card"><h2>Joc responsabil</h2><p>Stabilește-ți limite de depunere și de timp din contul tău.</p></div>',
      }),
    ),
  );

  app.get('/sport/loto', async (request, reply) =>
    send(
      reply,
      page({
        title: 'Loto',
        sport: true,
        nav: sportNav(request),
        body: '<div class="card"><p>Loto 6/49, Joker și extrageri rapide la fiecare 5 minute.</p><p>Următoarea extragere: duminică, ora 18:30.</p></div>',
      }),
    ),
  );

  app.get('/sport/my-account', async (request, reply) => {
    const player = sessionPlayer(request);
    if (!player) return loggedOut(reply, true);
    return send(
      reply,
      page({
        title: 'Contul meu',
        sport: true,
        nav: sportNav(request),
        body: dashboard(player, `/sport/my-account/deposit${carriedQuery(request, {})}`),
      }),
    );
  });

  app.get('/sport/my-account/deposit', async (request, reply) => {
    const player = sessionPlayer(request);
    if (!player) return loggedOut(reply, true);
    const query = request.query as Record<string, string | undefined>;
    return send(
      reply,
      page({
        title: 'Depunere',
        sport: true,
        nav: sportNav(request),
        body: depositForm(player, query, `/sport/my-account/deposit${carriedQuery(request, {})}`),
      }),
    );
  });
  app.post('/sport/my-account/deposit', deposit(true));
}
