/*
 * my-account: a small account panel (core's micro-frontend protocol). It shows the player's casino
 * balance from the gateway and links to the account site; choosing a link dispatches the cancelable
 * window event `myAccountAction` `{ action, url }`: a host that prevents it handles the action itself
 * (its account modal, its logout), otherwise the link opens the account site in a new tab. The balance
 * follows the host's `FTNInAppBalanceMyAccount` events (a BALANCE notification: `{ balanceType, balance }`).
 */
(() => {
  const SANDBOX_URL = '__SANDBOX_URL__';
  const TEXTS = {
    ro: {
      title: 'Contul meu',
      hello: 'Salut, {name}!',
      balance: 'Sold cazino',
      deposit: 'Depunere',
      dashboard: 'Detaliile contului',
      logout: 'Deconectare',
      guest: 'Autentifică-te ca să îți vezi contul.',
      failed: 'Contul nu poate fi încărcat acum.',
      retry: 'Reîncearcă',
      loading: 'Se încarcă…',
    },
    en: {
      title: 'My account',
      hello: 'Hi, {name}!',
      balance: 'Casino balance',
      deposit: 'Deposit',
      dashboard: 'Account details',
      logout: 'Log out',
      guest: 'Log in to see your account.',
      failed: 'Your account cannot be loaded right now.',
      retry: 'Try again',
      loading: 'Loading…',
    },
  };
  const escapeText = (text) =>
    String(text ?? '').replace(
      /[&<>"']/g,
      (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
    );
  const registry = window.casinoMicroFrontends || {};
  window.casinoMicroFrontends = registry;
  let mounts = 0;

  registry['my-account'] = {
    mount(host, initialProps) {
      mounts += 1;
      const titleId = `my-account-${mounts}-title`;
      let props = { ...initialProps };
      let overview = null;
      let status = 'loading';
      let unmounted = false;
      // Aborted on unmount: a call left running would hold a connection to the gateway, its answer unread.
      const calls = new AbortController();
      const root = document.createElement('section');
      root.className = 'ma';
      root.setAttribute('aria-labelledby', titleId);
      host.appendChild(root);

      const locale = () => (String(props.locale || 'ro').startsWith('en') ? 'en' : 'ro');
      const gateway = () => (props.gatewayUrl || SANDBOX_URL).replace(/\/+$/, '');
      const accountSite = () => (props.accountSiteUrl || `${SANDBOX_URL}/account`).replace(/\/+$/, '');
      const money = (amount, currency) =>
        `${Number(amount).toLocaleString(locale() === 'en' ? 'en-GB' : 'ro-RO', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })} ${currency}`;

      function render() {
        const t = TEXTS[locale()];
        let body = `<p class="ma-note" role="status">${escapeText(t.loading)}</p>`;
        if (status === 'guest') body = `<p class="ma-note">${escapeText(t.guest)}</p>`;
        if (status === 'failed')
          body = `<p class="ma-note" role="alert">${escapeText(t.failed)}</p><button type="button" class="ma-button" data-action="retry">${escapeText(t.retry)}</button>`;
        if (status === 'ready') {
          const casino = overview.balances?.CASINO_GAMING;
          body = `<p class="ma-hello">${escapeText(t.hello.replace('{name}', overview.username))}</p>
            <p class="ma-balance"><span>${escapeText(t.balance)}</span><strong>${casino ? escapeText(money(casino.amount, casino.currencyCode)) : '—'}</strong></p>
            <nav class="ma-links" aria-label="${escapeText(t.title)}">
              <a class="ma-button ma-primary" data-action="deposit" href="${escapeText(`${accountSite()}/deposit`)}" target="_blank" rel="noopener">${escapeText(t.deposit)}</a>
              <a class="ma-button" data-action="dashboard" href="${escapeText(`${accountSite()}/dashboard`)}" target="_blank" rel="noopener">${escapeText(t.dashboard)}</a>
              <button type="button" class="ma-button ma-quiet" data-action="logout">${escapeText(t.logout)}</button>
            </nav>`;
        }
        root.innerHTML = `<h2 id="${titleId}" class="ma-title">${escapeText(t.title)}</h2>${body}`;
      }

      async function load() {
        status = 'loading';
        render();
        try {
          const response = await fetch(`${gateway()}/pams/api/v2/clientOverview`, {
            credentials: 'include',
            signal: calls.signal,
            headers: { accept: 'application/json', 'accept-language': locale() },
          });
          if (response.status === 401) status = 'guest';
          else if (!response.ok) status = 'failed';
          else {
            overview = await response.json();
            status = 'ready';
          }
        } catch {
          status = 'failed';
        }
        if (!unmounted) render();
      }

      root.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-action]') : null;
        if (!target) return;
        const action = target.dataset.action;
        if (action === 'retry') {
          load();
          return;
        }
        const url = target.getAttribute('href');
        const proceed = window.dispatchEvent(
          new CustomEvent('myAccountAction', { detail: { action, url }, cancelable: true }),
        );
        if (!proceed) event.preventDefault();
      });

      const onBalance = (event) => {
        const detail = event.detail;
        if (status !== 'ready' || detail?.balanceType !== 'CASINO_GAMING' || !detail.balance) return;
        overview = { ...overview, balances: { ...overview.balances, CASINO_GAMING: detail.balance } };
        render();
      };
      window.addEventListener('FTNInAppBalanceMyAccount', onBalance);

      load();
      return {
        update(next) {
          const before = JSON.stringify([props.locale, props.username, props.gatewayUrl]);
          props = { ...props, ...next };
          if (JSON.stringify([props.locale, props.username, props.gatewayUrl]) !== before) load();
        },
        unmount() {
          unmounted = true;
          window.removeEventListener('FTNInAppBalanceMyAccount', onBalance);
          calls.abort();
          root.remove();
        },
      };
    },
  };
})();
