/*
 * cookie-consent: the consent banner (core's cookie-consent.ts). It writes the `cookie_consent` cookie
 * itself and announces each choice, and a stored one once on mount, with `cookieConsentChanged`, so
 * the portal can update Consent Mode's defaults on every page load. The sandbox README, "Micro-frontends".
 */
(() => {
  const COOKIE = 'cookie_consent';
  const MAX_AGE = 365 * 24 * 60 * 60;
  const CHANGED = 'cookieConsentChanged';
  const OPEN = 'cookieConsentOpen';
  const TEXTS = {
    ro: {
      title: 'Folosim cookie-uri',
      text: 'Pe lângă cookie-urile strict necesare, cu acordul tău folosim cookie-uri de analiză și de marketing. Îți poți schimba alegerea oricând din „Setări cookie-uri”.',
      acceptAll: 'Accept toate',
      rejectAll: 'Doar cele necesare',
      customise: 'Personalizează',
      preferences: 'Preferințe cookie-uri',
      necessary: 'Strict necesare',
      necessaryText: 'Autentificarea, securitatea și preferințele site-ului. Sunt mereu active.',
      analytics: 'Analiză',
      analyticsText: 'Statistici anonime despre paginile vizitate, ca să îmbunătățim site-ul.',
      marketing: 'Marketing',
      marketingText: 'Oferte și reclame potrivite pentru tine, pe site și în afara lui.',
      save: 'Salvează preferințele',
    },
    en: {
      title: 'We use cookies',
      text: 'Besides the strictly necessary cookies, with your consent we use analytics and marketing cookies. You can change your choice at any time from "Cookie settings".',
      acceptAll: 'Accept all',
      rejectAll: 'Necessary only',
      customise: 'Customise',
      preferences: 'Cookie preferences',
      necessary: 'Strictly necessary',
      necessaryText: 'Login, security and site preferences. Always on.',
      analytics: 'Analytics',
      analyticsText: 'Anonymous statistics about the pages you visit, to improve the site.',
      marketing: 'Marketing',
      marketingText: 'Offers and ads that suit you, on the site and elsewhere.',
      save: 'Save preferences',
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

  /** The stored choice, or null: the same rules as core's parseConsentCookie. */
  function readChoice() {
    const entry = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${COOKIE}=`));
    if (!entry) return null;
    const fields = new Map(
      entry
        .slice(COOKIE.length + 1)
        .split('&')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    const flag = (name) => (fields.get(name) === '1' ? true : fields.get(name) === '0' ? false : null);
    const at = Number(fields.get('at'));
    const analytics = flag('analytics');
    const marketing = flag('marketing');
    if (
      fields.get('v') !== '1' ||
      analytics === null ||
      marketing === null ||
      !Number.isSafeInteger(at) ||
      at <= 0
    )
      return null;
    return { analytics, marketing, updatedAt: new Date(at) };
  }

  function announce(choice, source, updatedAt) {
    const value = (granted) => (granted ? 'granted' : 'denied');
    window.dispatchEvent(
      new CustomEvent(CHANGED, {
        detail: {
          state: {
            analytics_storage: value(choice.analytics),
            ad_storage: value(choice.marketing),
            ad_user_data: value(choice.marketing),
            ad_personalization: value(choice.marketing),
          },
          choice: { analytics: choice.analytics, marketing: choice.marketing },
          source,
          updatedAt: updatedAt.toISOString(),
        },
      }),
    );
  }

  registry['cookie-consent'] = {
    mount(host, initialProps) {
      mounts += 1;
      const id = (name) => `cookie-consent-${mounts}-${name}`;
      let props = { ...initialProps };
      let visible = false;
      let customising = false;
      let returnFocus = null;
      const t = () => TEXTS[String(props.locale || 'ro').startsWith('en') ? 'en' : 'ro'];

      const root = document.createElement('div');
      root.className = 'cc';
      host.appendChild(root);

      function render() {
        if (!visible) {
          root.innerHTML = '';
          return;
        }
        const texts = t();
        const e = escapeText;
        const stored = readChoice();
        const toggle = (name, label, text) =>
          `<div class="cc-option">
            <input type="checkbox" role="switch" id="${id(name)}" name="${name}" aria-describedby="${id(`${name}-text`)}"${stored?.[name] ? ' checked' : ''}>
            <label for="${id(name)}">${e(label)}</label>
            <p class="cc-hint" id="${id(`${name}-text`)}">${e(text)}</p>
          </div>`;
        root.innerHTML = `<section class="cc-banner" role="region" aria-labelledby="${id('title')}" aria-describedby="${id('text')}">
          <h2 class="cc-title" id="${id('title')}">${e(texts.title)}</h2>
          <p class="cc-text" id="${id('text')}">${e(texts.text)}</p>
          <div class="cc-actions">
            <button type="button" class="cc-button cc-primary" data-action="accept-all">${e(texts.acceptAll)}</button>
            <button type="button" class="cc-button" data-action="reject-all">${e(texts.rejectAll)}</button>
            <button type="button" class="cc-button cc-quiet" data-action="customise" aria-expanded="${customising}" aria-controls="${id('preferences')}">${e(texts.customise)}</button>
          </div>
          <form class="cc-preferences" id="${id('preferences')}" aria-labelledby="${id('preferences-title')}"${customising ? '' : ' hidden'}>
            <h3 class="cc-subtitle" id="${id('preferences-title')}">${e(texts.preferences)}</h3>
            <div class="cc-option">
              <input type="checkbox" role="switch" id="${id('necessary')}" checked disabled aria-describedby="${id('necessary-text')}">
              <label for="${id('necessary')}">${e(texts.necessary)}</label>
              <p class="cc-hint" id="${id('necessary-text')}">${e(texts.necessaryText)}</p>
            </div>
            ${toggle('analytics', texts.analytics, texts.analyticsText)}
            ${toggle('marketing', texts.marketing, texts.marketingText)}
            <button type="submit" class="cc-button cc-primary">${e(texts.save)}</button>
          </form>
        </section>`;
      }

      function choose(choice, source) {
        const now = new Date();
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal supports
        document.cookie = `${COOKIE}=v=1&analytics=${choice.analytics ? 1 : 0}&marketing=${choice.marketing ? 1 : 0}&at=${now.getTime()}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure}`;
        visible = false;
        customising = false;
        render();
        announce(choice, source, now);
        if (returnFocus?.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
        returnFocus = null;
      }

      function show() {
        returnFocus = document.activeElement;
        visible = true;
        customising = false;
        render();
        root.querySelector('[data-action="accept-all"]').focus();
      }

      root.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-action]') : null;
        if (!target) return;
        const action = target.dataset.action;
        if (action === 'accept-all') choose({ analytics: true, marketing: true }, 'accept-all');
        else if (action === 'reject-all') choose({ analytics: false, marketing: false }, 'reject-all');
        else {
          customising = !customising;
          render();
          root.querySelector(customising ? `#${id('analytics')}` : '[data-action="customise"]').focus();
        }
      });
      root.addEventListener('submit', (event) => {
        event.preventDefault();
        const form = event.target;
        choose(
          { analytics: form.elements.analytics.checked, marketing: form.elements.marketing.checked },
          'custom',
        );
      });
      root.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !customising) return;
        event.stopPropagation();
        customising = false;
        render();
        root.querySelector('[data-action="customise"]').focus();
      });
      window.addEventListener(OPEN, show);

      const stored = readChoice();
      if (stored) announce(stored, 'stored', stored.updatedAt);
      else {
        visible = true;
        render();
      }
      return {
        update(next) {
          const locale = props.locale;
          props = { ...props, ...next };
          if (props.locale !== locale) render();
        },
        unmount() {
          window.removeEventListener(OPEN, show);
          root.remove();
        },
      };
    },
  };
})();
