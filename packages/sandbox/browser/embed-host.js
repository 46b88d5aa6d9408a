/*
 * The sandbox's host page: a partner site that frames the portal and talks to it with core's
 * host-messages.ts, so journeys can test embedding; `window.sandboxHost` lets a test drive it. The
 * checks below mirror core's parsePortalToHostMessage, as this page has no build step. The messages
 * each way: the sandbox README, "Host page".
 */
(() => {
  const config = JSON.parse(document.getElementById('host-config').textContent);
  const frame = document.getElementById('portal');
  const sentLog = document.getElementById('trimise');
  const receivedLog = document.getElementById('primite');
  const status = document.getElementById('stare');
  const form = document.getElementById('autentificare');
  const sent = [];
  const received = [];

  const isHttpUrl = (value) =>
    typeof value === 'string' &&
    /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(value);
  const nonEmpty = (value) => typeof value === 'string' && value !== '';

  /** A portal message as core's parsePortalToHostMessage reads it, or null. */
  function portalMessage(data) {
    let value = data;
    if (typeof data === 'string') {
      try {
        value = JSON.parse(data);
      } catch {
        return null;
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    if (value.type === 'FTNPortalRendered' && typeof value.path === 'string' && value.path.startsWith('/'))
      return { type: value.type, path: value.path };
    if (value.type === 'redirectURL' && isHttpUrl(value.url)) return { type: value.type, url: value.url };
    if (
      value.type === 'openGame' &&
      nonEmpty(value.gameCode) &&
      (value.mode === 'real' || value.mode === 'demo') &&
      (value.url === undefined || isHttpUrl(value.url))
    )
      return {
        type: value.type,
        gameCode: value.gameCode,
        mode: value.mode,
        ...(value.url ? { url: value.url } : {}),
      };
    return null;
  }

  function show(list, text, recognised) {
    const item = document.createElement('li');
    item.textContent = text;
    if (recognised === false) item.dataset.recognised = 'false';
    list.appendChild(item);
  }

  /** Shows what a message looks like without its secrets. */
  function printable(message) {
    if (!message || typeof message !== 'object') return JSON.stringify(message);
    const copy = { ...message };
    if ('password' in copy) copy.password = '***';
    return JSON.stringify(copy);
  }

  function post(message) {
    frame.contentWindow.postMessage(message, config.portalOrigin);
    sent.push(message);
    show(sentLog, printable(message));
    return message;
  }

  function say(text) {
    status.textContent = text;
  }

  function login({ type = 'CASINO_LOGIN', username, password, remember = false }) {
    return post({ type, username, password, ...(remember ? { remember: true } : {}) });
  }

  /** Logs in at the identity provider itself, then hands the portal a temporary token. */
  async function tokenLogin({ type = 'CASINO_LOGIN', username, password, remember = false }) {
    const identity = window.Identa;
    if (!identity) {
      say('Scriptul de identitate nu s-a încărcat.');
      return null;
    }
    const answer = await identity.login(username, password, 1, 'ro', remember);
    if (answer.errorCode !== 0) {
      say(`Autentificarea la furnizorul de identitate a eșuat: ${answer.reason}.`);
      return null;
    }
    const token = await identity.requestTemporaryToken(1);
    if (token.errorCode !== 0 || !token.temporaryToken) {
      say(`Tokenul temporar nu a fost emis: ${token.reason}.`);
      return null;
    }
    say('Token temporar trimis portalului.');
    return post({ type, username: answer.username || username, token: token.temporaryToken });
  }

  function logout() {
    return post({ type: 'LOGGED_OUT' });
  }

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== config.portalOrigin) return;
    const message = portalMessage(event.data);
    received.push({ data: event.data, message, origin: event.origin });
    const text = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
    show(receivedLog, message ? JSON.stringify(message) : `(necunoscut) ${text}`, message !== null);
    if (message?.type === 'redirectURL' && document.getElementById('urmeaza').checked)
      window.location.assign(message.url);
  });

  /** The form's choice, or null (with a note) when a field is missing. */
  function readForm() {
    const data = new FormData(form);
    const options = {
      type: String(data.get('tip')),
      username: String(data.get('utilizator') || '').trim(),
      password: String(data.get('parola') || ''),
      remember: data.get('tine-minte') !== null,
    };
    if (!options.username || !options.password) {
      say('Completează utilizatorul și parola.');
      return null;
    }
    say('');
    return options;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const options = readForm();
    if (options) login(options);
  });
  document.getElementById('cu-token').addEventListener('click', () => {
    const options = readForm();
    if (options) tokenLogin(options);
  });
  document.getElementById('deconectare').addEventListener('click', logout);

  window.sandboxHost = Object.freeze({ post, login, tokenLogin, logout, sent, received, portalMessage });
})();
