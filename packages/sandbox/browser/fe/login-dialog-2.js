/*
 * Login dialog v2: a modern card (a brand header, floating labels, a show-password toggle, a switch for
 * remember me, one wide call to action). The flow is login-flow.js, bundled in front of this file.
 */
registerLoginDialog('login-dialog-2', {
  rootClass: 'ld2',
  render(view) {
    const { t, ids, escape: e } = view;
    const error = `<p id="${ids.error}" class="ld2-error" role="alert" hidden></p>`;
    const header = (title, text) => `<header class="ld2-header">
        <span class="ld2-badge" aria-hidden="true">CR</span>
        <div class="ld2-heading"><h2 id="${ids.title}">${e(title)}</h2><p id="${ids.text}">${e(text)}</p></div>
        <button type="button" class="ld2-close" data-role="cancel" aria-label="${e(t.close)}">×</button>
      </header>`;
    const card = (title, text, body) =>
      `<section class="ld2-card" aria-labelledby="${ids.title}" aria-describedby="${ids.text}">${header(title, text)}${body}</section>`;
    const field = (id, name, label, attributes) =>
      `<div class="ld2-float"><input id="${id}" name="${name}" placeholder=" " required aria-describedby="${ids.error}" ${attributes}><label for="${id}">${e(label)}</label></div>`;
    // "Arată" shows; the rest of "Arată parola" is for screen readers (the name contains the visible text).
    const [shown, ...hidden] = t.showPassword.split(' ');
    const showLabel = `${e(shown)}<span class="ld2-sr"> ${e(hidden.join(' '))}</span>`;
    if (view.step === 'done') return card(t.welcome, t.done, '');
    if (view.step === 'second-factor')
      return card(
        t.secondFactorTitle,
        view.secondFactorText,
        `<form class="ld2-form" data-role="form" aria-labelledby="${ids.title}" novalidate>
          ${error}
          ${field(ids.code, 'code', t.code, 'inputmode="numeric" autocomplete="one-time-code" maxlength="6" class="ld2-code"')}
          <button type="submit" class="ld2-cta">${e(t.verify)}</button>
        </form>`,
      );
    if (view.step === 'terms')
      return card(
        t.termsTitle,
        view.termsText,
        `<form class="ld2-form" data-role="form" aria-labelledby="${ids.title}" novalidate>
          <a class="ld2-link" href="${e(view.termsUrl)}" target="_blank" rel="noopener">${e(t.termsLink)}</a>
          ${error}
          <button type="submit" class="ld2-cta">${e(t.accept)}</button>
          <button type="button" class="ld2-ghost" data-role="decline">${e(t.decline)}</button>
        </form>`,
      );
    return card(
      t.welcome,
      t.welcomeText,
      `<form class="ld2-form" data-role="form" aria-labelledby="${ids.title}" novalidate>
        ${error}
        ${field(ids.username, 'username', t.username, `autocomplete="username" autocapitalize="none" spellcheck="false" value="${e(view.username)}"`)}
        <div class="ld2-password">
          ${field(ids.password, 'password', t.password, 'type="password" autocomplete="current-password"')}
          <button type="button" class="ld2-eye" data-role="toggle-password" aria-controls="${ids.password}" aria-pressed="false">${showLabel}</button>
        </div>
        <label class="ld2-switch" for="${ids.remember}">
          <input id="${ids.remember}" name="remember" type="checkbox" role="switch"${view.remember ? ' checked' : ''}>
          <span class="ld2-track" aria-hidden="true"></span>
          <span>${e(t.remember)}</span>
        </label>
        <button type="submit" class="ld2-cta">${e(t.submit)}</button>
      </form>`,
    );
  },
  wire(root) {
    const toggle = root.querySelector('[data-role="toggle-password"]');
    if (!toggle) return;
    toggle.addEventListener('click', () => {
      const input = root.querySelector('input[name="password"]');
      const shown = input.type === 'text';
      input.type = shown ? 'password' : 'text';
      toggle.setAttribute('aria-pressed', String(!shown));
    });
  },
});
