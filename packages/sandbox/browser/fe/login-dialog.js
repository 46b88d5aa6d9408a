/*
 * Login dialog v1: the classic form (labels above the fields, a plain button row). The flow is
 * login-flow.js, bundled in front of this file.
 */
registerLoginDialog('login-dialog', {
  rootClass: 'ld1',
  render(view) {
    const { t, ids, escape: e } = view;
    const error = `<p id="${ids.error}" class="ld1-error" role="alert" hidden></p>`;
    const heading = (title) => `<h2 id="${ids.title}" class="ld1-title">${e(title)}</h2>`;
    const cancel = `<button type="button" class="ld1-secondary" data-role="cancel">${e(t.cancel)}</button>`;
    if (view.step === 'done')
      return `<div class="ld1-form">${heading(t.title)}<p class="ld1-text" role="status">${e(t.done)}</p></div>`;
    if (view.step === 'second-factor')
      return `<form class="ld1-form" data-role="form" aria-labelledby="${ids.title}" aria-describedby="${ids.text}" novalidate>
        ${heading(t.secondFactorTitle)}
        <p id="${ids.text}" class="ld1-text">${e(view.secondFactorText)}</p>
        ${error}
        <div class="ld1-field">
          <label for="${ids.code}">${e(t.code)}</label>
          <input id="${ids.code}" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required aria-describedby="${ids.error}">
        </div>
        <div class="ld1-actions"><button type="submit" class="ld1-primary">${e(t.verify)}</button>${cancel}</div>
      </form>`;
    if (view.step === 'terms')
      return `<form class="ld1-form" data-role="form" aria-labelledby="${ids.title}" aria-describedby="${ids.text}" novalidate>
        ${heading(t.termsTitle)}
        <p id="${ids.text}" class="ld1-text">${e(view.termsText)}</p>
        <p><a class="ld1-link" href="${e(view.termsUrl)}" target="_blank" rel="noopener">${e(t.termsLink)}</a></p>
        ${error}
        <div class="ld1-actions">
          <button type="submit" class="ld1-primary">${e(t.accept)}</button>
          <button type="button" class="ld1-secondary" data-role="decline">${e(t.decline)}</button>
        </div>
      </form>`;
    return `<form class="ld1-form" data-role="form" aria-labelledby="${ids.title}" novalidate>
      ${heading(t.title)}
      ${error}
      <div class="ld1-field">
        <label for="${ids.username}">${e(t.username)}</label>
        <input id="${ids.username}" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="${ids.error}" value="${e(view.username)}">
      </div>
      <div class="ld1-field">
        <label for="${ids.password}">${e(t.password)}</label>
        <input id="${ids.password}" name="password" type="password" autocomplete="current-password" required aria-describedby="${ids.error}">
      </div>
      <div class="ld1-check">
        <input id="${ids.remember}" name="remember" type="checkbox"${view.remember ? ' checked' : ''}>
        <label for="${ids.remember}">${e(t.remember)}</label>
      </div>
      <div class="ld1-actions"><button type="submit" class="ld1-primary">${e(t.submit)}</button>${cancel}</div>
    </form>`;
  },
});
