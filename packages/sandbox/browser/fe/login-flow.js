/*
 * The login flow both login dialogs share (bundled in front of each design), so the two designs differ
 * only in markup. It follows core's micro-frontend protocol and talks to the identity script; its
 * events: the sandbox README, "Micro-frontends"; a design's hooks (`rootClass`, `render`, `wire`):
 * ADR 0071.
 */

const LOGIN_TEXTS = {
  ro: {
    title: 'Autentificare',
    welcome: 'Bine ai revenit',
    welcomeText: 'Intră în contul tău Cazino Regal',
    username: 'Nume de utilizator',
    password: 'Parolă',
    showPassword: 'Arată parola',
    remember: 'Ține-mă minte',
    submit: 'Intră în cont',
    cancel: 'Renunță',
    close: 'Închide',
    busy: 'Se verifică…',
    secondFactorTitle: 'Verificare în doi pași',
    secondFactorText: 'Am trimis un cod de {length} cifre la {destination}.',
    secondFactorTextUnknown: 'Introdu codul de verificare primit prin SMS.',
    code: 'Cod de verificare',
    verify: 'Verifică',
    termsTitle: 'Termeni și condiții noi',
    termsText: 'Am actualizat termenii și condițiile (versiunea {version}). Acceptă-i ca să continui.',
    termsLink: 'Citește termenii și condițiile',
    accept: 'Accept',
    decline: 'Refuz',
    done: 'Te-ai autentificat.',
    errors: {
      required: 'Completează numele de utilizator și parola.',
      'code-required': 'Introdu codul de verificare.',
      'identity-unavailable': 'Autentificarea nu este disponibilă acum. Reîncarcă pagina.',
      'invalid-credentials': 'Numele de utilizator sau parola nu sunt corecte.',
      'invalid-second-factor-code': 'Codul de verificare nu este corect.',
      'too-many-attempts': 'Prea multe încercări greșite. Autentifică-te din nou.',
      'terms-declined': 'Fără acceptarea termenilor nu te poți autentifica.',
      'network-error': 'Serviciul de autentificare nu răspunde. Încearcă din nou.',
      'server-error': 'A apărut o eroare. Încearcă din nou.',
    },
  },
  en: {
    title: 'Log in',
    welcome: 'Welcome back',
    welcomeText: 'Log in to your Cazino Regal account',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    remember: 'Remember me',
    submit: 'Log in',
    cancel: 'Cancel',
    close: 'Close',
    busy: 'Checking…',
    secondFactorTitle: 'Two-step verification',
    secondFactorText: 'We sent a {length}-digit code to {destination}.',
    secondFactorTextUnknown: 'Enter the verification code we sent you by text message.',
    code: 'Verification code',
    verify: 'Verify',
    termsTitle: 'New terms and conditions',
    termsText: 'We updated our terms and conditions (version {version}). Accept them to continue.',
    termsLink: 'Read the terms and conditions',
    accept: 'I accept',
    decline: 'Decline',
    done: 'You are logged in.',
    errors: {
      required: 'Enter your username and password.',
      'code-required': 'Enter the verification code.',
      'identity-unavailable': 'Login is not available right now. Reload the page.',
      'invalid-credentials': 'The username or password is wrong.',
      'invalid-second-factor-code': 'The verification code is wrong.',
      'too-many-attempts': 'Too many wrong attempts. Please log in again.',
      'terms-declined': 'You cannot log in without accepting the terms.',
      'network-error': 'The login service does not answer. Try again.',
      'server-error': 'Something went wrong. Try again.',
    },
  },
};

function escapeLoginHtml(text) {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
  );
}

// biome-ignore lint/correctness/noUnusedVariables: called by the design bundled after this file
function registerLoginDialog(name, design) {
  const registry = window.casinoMicroFrontends || {};
  window.casinoMicroFrontends = registry;
  let mounts = 0;

  registry[name] = {
    mount(host, initialProps) {
      mounts += 1;
      const prefix = `${name}-${mounts}`;
      const ids = {
        title: `${prefix}-title`,
        text: `${prefix}-text`,
        username: `${prefix}-username`,
        password: `${prefix}-password`,
        remember: `${prefix}-remember`,
        code: `${prefix}-code`,
        error: `${prefix}-error`,
      };
      let props = { ...initialProps };
      const state = {
        step: 'credentials',
        username: '',
        remember: false,
        secondFactor: null,
        terms: null,
        open: true,
        unmounted: false,
      };
      const root = document.createElement('div');
      root.className = design.rootClass;
      host.appendChild(root);

      const locale = () => (String(props.locale || 'ro').startsWith('en') ? 'en' : 'ro');
      const texts = () => LOGIN_TEXTS[locale()];
      const emit = (type, detail) => window.dispatchEvent(new CustomEvent(type, { detail }));
      const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');

      function render() {
        const t = texts();
        const secondFactorText = state.secondFactor
          ? fill(t.secondFactorText, {
              length: state.secondFactor.codeLength,
              destination: state.secondFactor.destination,
            })
          : t.secondFactorTextUnknown;
        root.innerHTML = design.render({
          step: state.step,
          t,
          ids,
          escape: escapeLoginHtml,
          username: state.username,
          remember: state.remember,
          secondFactorText,
          termsText: state.terms ? fill(t.termsText, { version: state.terms.version }) : '',
          termsUrl: state.terms ? state.terms.url : '',
        });
        if (design.wire) design.wire(root, t);
        const first =
          root.querySelector('input:not([type="checkbox"])') ||
          root.querySelector('button[type="submit"]') ||
          root.querySelector('button');
        if (first) first.focus();
      }

      function showError(key, fallback) {
        const t = texts();
        const element = root.querySelector(`#${ids.error}`);
        const inputs = root.querySelectorAll('input:not([type="checkbox"])');
        for (const input of inputs) input.setAttribute('aria-invalid', 'true');
        if (element) {
          element.textContent = t.errors[key] || fallback || t.errors['server-error'];
          element.hidden = false;
        }
        const password = root.querySelector('input[name="password"]');
        if (password) password.value = '';
        const first = inputs[0];
        if (first) first.focus();
      }

      function setBusy(busy) {
        const submit = root.querySelector('button[type="submit"]');
        const form = root.querySelector('[data-role="form"]');
        if (form) form.setAttribute('aria-busy', String(busy));
        if (!submit) return;
        submit.disabled = busy;
        if (busy) {
          submit.dataset.label = submit.textContent;
          submit.textContent = texts().busy;
        } else if (submit.dataset.label) {
          submit.textContent = submit.dataset.label;
        }
      }

      function close() {
        if (!state.open) return;
        state.open = false;
        emit('loginDialogVisibility', { isOpen: false });
      }

      function fail(response) {
        const reason = response.reason || 'server-error';
        showError(reason, response.errorText);
        emit('loginMessage', { status: 'failure', reason });
      }

      function handle(response) {
        if (state.unmounted) return;
        setBusy(false);
        if (response.errorCode === 0) {
          state.step = 'done';
          render();
          emit('loginMessage', {
            status: 'success',
            username: response.username || state.username,
            remember: state.remember,
          });
          close();
          return;
        }
        if (response.reason === 'second-factor-required' || response.reason === 'terms-acceptance-required') {
          state.step = response.reason === 'second-factor-required' ? 'second-factor' : 'terms';
          state.secondFactor = response.secondFactor || null;
          state.terms = response.terms || null;
          render();
          return;
        }
        if (['too-many-attempts', 'terms-declined', 'no-pending-login'].includes(response.reason)) {
          state.step = 'credentials';
          render();
        }
        fail(response);
      }

      function identity() {
        if (window.Identa) return window.Identa;
        showError('identity-unavailable');
        emit('loginMessage', { status: 'failure', reason: 'identity-unavailable' });
        return null;
      }

      async function submit(form) {
        const api = identity();
        if (!api) return;
        const data = new FormData(form);
        if (state.step === 'credentials') {
          state.username = String(data.get('username') || '').trim();
          state.remember = data.get('remember') !== null;
          const password = String(data.get('password') || '');
          if (!state.username || !password) return showError('required');
          setBusy(true);
          handle(await api.login(state.username, password, 1, locale(), state.remember));
        } else if (state.step === 'second-factor') {
          const code = String(data.get('code') || '').trim();
          if (!code) return showError('code-required');
          setBusy(true);
          handle(await api.validateSecondFactor(code));
        } else if (state.step === 'terms' && state.terms) {
          setBusy(true);
          handle(await api.validateTermsVersion(state.terms.version, true));
        }
      }

      root.addEventListener('submit', (event) => {
        event.preventDefault();
        submit(event.target);
      });
      root.addEventListener('click', async (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-role]') : null;
        if (!target) return;
        if (target.dataset.role === 'cancel') close();
        if (target.dataset.role === 'decline' && state.terms) {
          const api = identity();
          if (api) handle(await api.validateTermsVersion(state.terms.version, false));
        }
      });
      root.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') close();
      });

      render();
      emit('loginDialogVisibility', { isOpen: true });
      // A login left waiting for a second factor or new terms (a silent login, a reload) resumes there.
      if (window.Identa) {
        window.Identa.getLoggedInPlayer().then((response) => {
          if (state.unmounted || state.step !== 'credentials' || !response.pendingStep) return;
          handle({
            errorCode: 1,
            reason: response.pendingStep === 'terms' ? 'terms-acceptance-required' : 'second-factor-required',
            secondFactor: response.secondFactor,
            terms: response.terms,
          });
        });
      }

      return {
        update(next) {
          const locale = props.locale;
          props = { ...props, ...next };
          if (props.locale !== locale) render();
        },
        unmount() {
          state.unmounted = true;
          root.remove();
        },
      };
    },
  };
}
