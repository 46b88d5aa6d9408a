/*
 * The chat's iframe: a small chat UI over the sandbox's chat socket, started by the widget's
 * `chat:init` from an allowed portal origin. Its events and the anonymous fallback: the sandbox
 * README, "Support chat"; the host's design tokens (`chat:tokens`): ADR 0071.
 */
(() => {
  const ANONYMOUS_KEY = 'support-chat-anonymous-id';
  const TEXTS = {
    ro: {
      connecting: 'Se conectează…',
      online: 'Suntem online',
      offline: 'Chatul nu este disponibil acum.',
      you: 'Tu',
      bot: 'Asistent virtual',
      agent: 'Agent',
    },
    en: {
      connecting: 'Connecting…',
      online: 'We are online',
      offline: 'The chat is not available right now.',
      you: 'You',
      bot: 'Virtual assistant',
      agent: 'Agent',
    },
  };
  const t = TEXTS[document.documentElement.lang === 'en' ? 'en' : 'ro'];
  const allowed = JSON.parse(document.documentElement.dataset.origins || '[]');
  const status = document.querySelector('.chat-status');
  const log = document.querySelector('.chat-log');
  const form = document.querySelector('.chat-form');
  const input = document.querySelector('#chat-input');

  let hostOrigin = null;
  let options = null;
  let socket = null;
  let connected = false;
  let visible = false;
  let openPending = false;
  let retries = 0;
  let fallback = false;
  let generation = 0;

  /** The host's design tokens, as custom properties of this page (frame.css reads them). */
  const TOKEN_NAMES = [
    'bg',
    'surface',
    'text',
    'text-muted',
    'border',
    'accent',
    'on-accent',
    'focus',
    'font',
  ];
  function applyTokens(tokens) {
    if (!tokens || typeof tokens !== 'object') return;
    for (const name of TOKEN_NAMES) {
      const value = tokens[name];
      // A value, never a declaration: no ';', braces or url() from a message.
      if (typeof value === 'string' && value.length < 200 && !/[;{}]|url\(/i.test(value))
        document.documentElement.style.setProperty(`--mfe-${name}`, value);
    }
  }

  function post(eventCode, data) {
    if (!hostOrigin) return;
    window.parent.postMessage(
      JSON.stringify(data === undefined ? { event_code: eventCode } : { event_code: eventCode, data }),
      hostOrigin,
    );
  }

  function send(payload) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload));
  }

  function show(message) {
    const item = document.createElement('li');
    item.className = `chat-message chat-${message.from}`;
    const author = document.createElement('span');
    author.className = 'chat-author';
    author.textContent = message.from === 'player' ? t.you : message.from === 'agent' ? t.agent : t.bot;
    const text = document.createElement('p');
    text.className = 'chat-text';
    text.textContent = message.text;
    item.append(author, text);
    log.append(item);
    log.scrollTop = log.scrollHeight;
  }

  function connect() {
    const current = ++generation;
    connected = false;
    status.textContent = t.connecting;
    socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/chat/socket`);
    socket.addEventListener('open', () => {
      const context = options.context;
      send({
        type: 'hello',
        systemId: options.systemId,
        clientType: options.clientType,
        platform: options.platform,
        locale: options.locale,
        ...(context.type === 'authenticated'
          ? { chatSessionToken: context.chatSessionToken }
          : { anonymousId: localStorage.getItem(ANONYMOUS_KEY) || undefined }),
      });
    });
    socket.addEventListener('message', (event) => {
      if (current !== generation) return;
      const payload = JSON.parse(event.data);
      if (payload.type === 'welcome') {
        connected = true;
        retries = 0;
        if (payload.anonymousId) localStorage.setItem(ANONYMOUS_KEY, payload.anonymousId);
        log.replaceChildren();
        for (const message of payload.messages) show(message);
        status.textContent = t.online;
        post('connected', {
          context: payload.context,
          username: payload.username,
          anonymousId: payload.anonymousId,
        });
        if (visible) send({ type: 'visibility', visible: true });
        if (openPending) {
          openPending = false;
          post('ym-bot-opened');
        }
      } else if (payload.type === 'message') {
        show(payload.message);
        if (payload.message.from !== 'player')
          post('message-received', {
            id: payload.message.id,
            text: payload.message.text,
            from: payload.message.from,
            createdAt: payload.message.createdAt,
          });
      } else if (payload.type === 'error' && payload.code === 'invalid-session') {
        // An invalid chat session logs the chat in as anonymous (shell.md section 4).
        options = { ...options, context: { type: 'anonymous' } };
        fallback = true;
      }
    });
    socket.addEventListener('close', () => {
      if (current !== generation) return;
      connected = false;
      if (fallback) {
        fallback = false;
        connect();
      } else if (retries < 3) {
        retries += 1;
        setTimeout(() => current === generation && connect(), 1000);
      } else status.textContent = t.offline;
    });
  }

  function open() {
    visible = true;
    send({ type: 'visibility', visible: true });
    input.focus();
    if (connected) post('ym-bot-opened');
    else openPending = true;
  }

  function close() {
    visible = false;
    openPending = false;
    send({ type: 'visibility', visible: false });
    post('ym-bot-closed');
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !allowed.includes(event.origin)) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'chat:init' && !options) {
      hostOrigin = event.origin;
      options = data.options;
      connect();
    } else if (data.type === 'chat:tokens') applyTokens(data.tokens);
    else if (data.type === 'chat:open' && options) open();
    else if (data.type === 'chat:close' && options) close();
  });

  document.querySelector('.chat-close').addEventListener('click', close);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && visible) close();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || !connected) return;
    send({ type: 'send', text });
    input.value = '';
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
})();
