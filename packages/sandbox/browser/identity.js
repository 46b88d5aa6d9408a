/*
 * Identa, the sandbox's identity provider script (the contract is core's identity-api.ts): every
 * action calls its callout and returns a promise of the same response, as the common casino identity
 * APIs do. Usage and actions: the sandbox README, "Identity script".
 */
(() => {
  const API = '__IDENTITY_API__';
  const VERSION = '1.0.0';
  const callouts = Object.create(null);
  let language = (document.documentElement.lang || 'ro').slice(0, 2);

  function failure(action, reason, errorCode, errorText) {
    return { action, errorCode, reason, errorText };
  }

  async function request(action, path, body) {
    let response;
    try {
      const answer = await fetch(`${API}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      let data = null;
      try {
        data = await answer.json();
      } catch {
        data = null;
      }
      response =
        data && typeof data.errorCode === 'number'
          ? { ...data, action }
          : failure(action, 'server-error', 99, `HTTP ${answer.status}`);
    } catch (error) {
      response = failure(action, 'network-error', 98, String(error?.message ? error.message : error));
    }
    const callout = callouts[action];
    if (typeof callout === 'function') {
      try {
        callout(response);
      } catch (error) {
        // A failing callout must not break the caller's promise; report it like an uncaught error.
        setTimeout(() => {
          throw error;
        });
      }
    }
    return response;
  }

  const api = {
    version: VERSION,
    setCallout(action, callback) {
      if (callback === null || callback === undefined) delete callouts[action];
      else callouts[action] = callback;
    },
    login(username, password, realMode, locale, remember) {
      if (typeof locale === 'string' && locale) language = locale.slice(0, 2);
      return request('Login', 'login', {
        username,
        password,
        realMode: realMode === 0 ? 0 : 1,
        locale: language,
        remember: remember === true || remember === 1,
      });
    },
    validateSecondFactor(code) {
      return request('ValidateSecondFactor', 'second-factor', { code: String(code) });
    },
    validateTermsVersion(termsVersion, accept) {
      return request('ValidateTermsVersion', 'terms', { termsVersion, accept: accept === true });
    },
    requestTemporaryToken(realMode) {
      return request('TemporaryToken', 'temporary-token', { realMode: realMode === 0 ? 0 : 1 });
    },
    getLoggedInPlayer() {
      return request('GetLoggedInPlayer', 'player');
    },
    logout(allSessions, realMode, behavior, invalidateRememberMe) {
      return request('Logout', 'logout', {
        allSessions: allSessions ? 1 : 0,
        realMode: realMode === 0 ? 0 : 1,
        behavior: behavior || 'root',
        invalidateRememberMe: invalidateRememberMe ? 1 : 0,
      });
    },
    keepAlive(millisFromLastAction) {
      return request('KeepAlive', 'keep-alive', { millisFromLastAction: Number(millisFromLastAction) || 0 });
    },
    validatePasswordChange(oldPassword, newPassword) {
      return request('ValidatePasswordChange', 'password', { oldPassword, newPassword });
    },
    getWaitingMessages(kinds) {
      return request('GetWaitingMessages', 'waiting-messages', { kinds: Array.from(kinds || []) });
    },
    confirmBonus(bonusId, accept) {
      return request('ConfirmBonus', 'confirm-bonus', { bonusId, accept: accept === true });
    },
    acceptPendingLimits() {
      return request('AcceptPendingLimits', 'accept-limits', {});
    },
  };

  window.Identa = Object.freeze(api);
})();
