/*
 * The support chat widget (core's chat-api.ts): installs `window.SupportChat` and puts the chat's
 * iframe, a page of the chat origin, in the host page; messages go to and come from the chat origin
 * only. Global and events: the sandbox README, "Support chat"; the design tokens it hands the iframe
 * (`chat:tokens`): ADR 0071.
 */
(() => {
  if (window.SupportChat) return;
  const CHAT_ORIGIN = document.currentScript?.src
    ? new URL(document.currentScript.src).origin
    : '__SANDBOX_URL__';
  const FRAME_STYLE =
    'position:fixed;right:16px;bottom:16px;z-index:2400;width:min(380px,calc(100vw - 32px));height:min(600px,calc(100vh - 32px));border:0;border-radius:14px;box-shadow:0 12px 40px rgba(15,23,42,.28);background:var(--mfe-bg,#fff);overflow:hidden';

  let options = null;
  let container = null;
  let frame = null;
  /** The host's tokens the chat draws with (visual.md): read from its root, resolved to values. */
  const TOKENS = ['bg', 'surface', 'text', 'text-muted', 'border', 'accent', 'on-accent', 'focus', 'font'];
  const hostTokens = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      TOKENS.map((name) => [name, style.getPropertyValue(`--mfe-${name}`).trim()]).filter(
        ([, value]) => value,
      ),
    );
  };
  const themeWatch = new MutationObserver(() => post({ type: 'chat:tokens', tokens: hostTokens() }));
  themeWatch.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class'],
  });
  let loaded = false;
  let pending = [];
  let status = 'hidden';

  function post(message) {
    if (!frame) return;
    if (!loaded) pending.push(message);
    else frame.contentWindow?.postMessage(message, CHAT_ORIGIN);
  }

  function build() {
    container = document.createElement('div');
    container.setAttribute('data-support-chat', '');
    container.hidden = true;
    frame = document.createElement('iframe');
    frame.title = options.locale === 'en' ? 'Support chat' : 'Chat asistență';
    frame.setAttribute('style', FRAME_STYLE);
    const query = new URLSearchParams({
      locale: options.locale,
      systemId: String(options.systemId),
      clientType: options.clientType,
      platform: options.platform,
    });
    frame.src = `${CHAT_ORIGIN}/chat/frame?${query}`;
    const current = frame;
    frame.addEventListener('load', () => {
      if (frame !== current) return;
      loaded = true;
      for (const message of pending) frame.contentWindow?.postMessage(message, CHAT_ORIGIN);
      pending = [];
    });
    container.appendChild(frame);
    document.body.appendChild(container);
    post({ type: 'chat:init', options });
    post({ type: 'chat:tokens', tokens: hostTokens() });
  }

  function hide() {
    if (container) container.hidden = true;
    status = 'hidden';
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== CHAT_ORIGIN || !frame || event.source !== frame.contentWindow) return;
    let data = event.data;
    try {
      data = typeof data === 'string' ? JSON.parse(data) : data;
    } catch {
      return;
    }
    if (data?.event_code === 'ym-bot-opened') status = 'visible';
    else if (data?.event_code === 'ym-bot-closed') hide();
  });

  function valid(next) {
    const context = next?.context;
    return (
      next &&
      typeof next.systemId === 'number' &&
      typeof next.clientType === 'string' &&
      typeof next.platform === 'string' &&
      typeof next.locale === 'string' &&
      (context?.type === 'anonymous' ||
        (context?.type === 'authenticated' &&
          typeof context.username === 'string' &&
          typeof context.chatSessionToken === 'string'))
    );
  }

  const api = {
    init(next) {
      if (options) return api.reinitialise(next);
      if (!valid(next))
        throw new TypeError(
          'SupportChat.init: systemId, clientType, platform, locale and context are required',
        );
      options = { ...next };
      build();
    },
    open() {
      if (!container) return;
      container.hidden = false;
      if (status === 'hidden') status = 'loading';
      post({ type: 'chat:open' });
    },
    close() {
      if (!container) return;
      hide();
      post({ type: 'chat:close' });
    },
    reinitialise(next = {}) {
      const merged = { ...options, ...next };
      if (!valid(merged)) throw new TypeError('SupportChat.reinitialise: the options are incomplete');
      api.destroy();
      options = merged;
      build();
    },
    destroy() {
      container?.remove();
      container = null;
      frame = null;
      loaded = false;
      pending = [];
      options = null;
      status = 'hidden';
    },
    get status() {
      return status;
    },
  };
  Object.defineProperty(window, 'SupportChat', {
    value: Object.freeze(api),
    configurable: false,
    writable: false,
  });
})();
