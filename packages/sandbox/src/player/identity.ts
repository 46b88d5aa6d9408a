/**
 * The identity provider: the `window.Identa` script of core's identity-api.ts and its API. Every answer is
 * HTTP 200 with an errorCode (the callout style reports outcomes in the body); its cookies are its own,
 * apart from the gateway's (README, "Identity script" and "Cookies and sessions").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  IDENTITY_ERRORS,
  type IdentityAction,
  type IdentityReason,
  type PendingLoginStep,
  WAITING_MESSAGE_KINDS,
} from '@casino/core/identity-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context.ts';
import {
  bodyObject,
  clearCookie,
  type Language,
  readCookie,
  requestLanguage,
  sendJson,
  setCookie,
} from './http.ts';
import {
  type IdentitySession,
  type IdentityState,
  type PlayerRecord,
  REMEMBER_ME_DAYS,
  SECOND_FACTOR_ATTEMPTS,
  TEMPORARY_TOKEN_SECONDS,
} from './store.ts';

export const IDENTITY_SESSION_COOKIE = 'idn_session';
export const IDENTITY_REMEMBER_COOKIE = 'idn_remember';
export const IDENTITY_SCRIPT_PATH = '/identity/identity.js';
export const IDENTITY_API = '/identity/api';

const ERROR_TEXTS: Record<IdentityReason, [ro: string, en: string]> = {
  'invalid-credentials': [
    'Numele de utilizator sau parola nu sunt corecte.',
    'The username or password is wrong.',
  ],
  'second-factor-required': [
    'Introdu codul de verificare primit prin SMS.',
    'Enter the verification code we sent by text message.',
  ],
  'terms-acceptance-required': [
    'Acceptă noii termeni și condiții ca să continui.',
    'Accept the new terms and conditions to continue.',
  ],
  'invalid-second-factor-code': ['Codul de verificare nu este corect.', 'The verification code is wrong.'],
  'too-many-attempts': [
    'Prea multe încercări greșite. Autentifică-te din nou.',
    'Too many wrong attempts. Please log in again.',
  ],
  'terms-declined': [
    'Fără acceptarea termenilor nu te poți autentifica.',
    'You cannot log in without accepting the terms.',
  ],
  'terms-version-mismatch': [
    'Versiunea termenilor s-a schimbat. Reîncarcă pagina.',
    'The terms changed. Reload the page.',
  ],
  'remember-me-invalid': [
    'Sesiunea salvată a expirat. Autentifică-te din nou.',
    'The saved login expired. Please log in.',
  ],
  'not-logged-in': ['Nu ești autentificat.', 'You are not logged in.'],
  'no-pending-login': ['Nu există o autentificare în curs.', 'There is no login in progress.'],
  'password-too-weak': [
    'Parola nouă trebuie să aibă cel puțin 8 caractere, cu litere și cifre.',
    'The new password needs at least 8 characters, with letters and digits.',
  ],
  'password-unchanged': [
    'Parola nouă trebuie să difere de cea veche.',
    'The new password must differ from the old one.',
  ],
  'bonus-not-found': ['Bonusul nu există.', 'No such bonus.'],
  'bonus-not-pending': [
    'Bonusul nu mai așteaptă confirmarea.',
    'The bonus is no longer awaiting confirmation.',
  ],
  'invalid-request': ['Cererea nu este validă.', 'The request is not valid.'],
  'network-error': ['Serviciul de autentificare nu răspunde.', 'The login service does not answer.'],
  'server-error': ['Serviciul de autentificare a întâmpinat o eroare.', 'The login service failed.'],
};

/** `+40 7** *** 105`: enough for the player to recognise the phone. */
const maskPhone = (phone: string | null) =>
  phone ? `${phone.slice(0, 3)} ${phone.slice(3, 4)}** *** ${phone.slice(-3)}` : '';

function identityScript(publicUrl: string): { body: string; etag: string } {
  const source = readFileSync(new URL('../../browser/identity.js', import.meta.url), 'utf8');
  const body = source.replace('__IDENTITY_API__', `${publicUrl}${IDENTITY_API}`);
  return { body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` };
}

export function registerIdentity(app: FastifyInstance, context: PlatformContext): void {
  const { cookies } = context;
  const store = () => context.players();
  const script = identityScript(context.publicUrl);

  app.get(IDENTITY_SCRIPT_PATH, async (request, reply) => {
    // Revalidated on every load, so a page always runs the current script.
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', script.etag);
    if (request.headers['if-none-match'] === script.etag) return reply.code(304).send('');
    return reply.send(script.body);
  });

  const languageOf = (request: FastifyRequest, session?: IdentitySession | null): Language => {
    const locale = (session?.locale ?? '').toLowerCase();
    if (locale.startsWith('en')) return 'en';
    if (locale.startsWith('ro')) return 'ro';
    return requestLanguage(request);
  };

  const answer = (
    reply: FastifyReply,
    action: IdentityAction,
    lang: Language,
    reason: IdentityReason | null,
    data: Record<string, unknown> = {},
  ) =>
    sendJson(reply, {
      action,
      errorCode: reason === null ? 0 : IDENTITY_ERRORS[reason],
      reason,
      errorText: reason === null ? null : ERROR_TEXTS[reason][lang === 'en' ? 1 : 0],
      ...data,
    });

  const sessionOf = (request: FastifyRequest) =>
    store().identitySession(readCookie(request, IDENTITY_SESSION_COOKIE));

  const nextState = (player: PlayerRecord, after: IdentityState | null): IdentityState => {
    if (after === null && player.secondFactorCode) return 'second-factor';
    if (after !== 'terms' && player.termsVersion !== store().currentTermsVersion()) return 'terms';
    return 'active';
  };

  /** What a pending login waits for: where the code went, or the terms to accept. */
  const pendingDetails = (state: IdentityState, player: PlayerRecord) =>
    state === 'second-factor'
      ? { secondFactor: { channel: 'sms', destination: maskPhone(player.phone), codeLength: 6 } }
      : { terms: { version: store().currentTermsVersion(), url: `${context.publicUrl}/account/termeni` } };

  /** The answer of a login step: success, or the step the login now waits for. */
  const loginAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    action: IdentityAction,
    session: IdentitySession,
    player: PlayerRecord,
  ) => {
    const lang = languageOf(request, session);
    const common = { username: player.username, userId: player.userId, realMode: session.realMode };
    if (session.state !== 'active')
      return answer(
        reply,
        action,
        lang,
        session.state === 'second-factor' ? 'second-factor-required' : 'terms-acceptance-required',
        { ...common, ...pendingDetails(session.state, player) },
      );
    if (session.remember)
      setCookie(
        reply,
        cookies,
        IDENTITY_REMEMBER_COOKIE,
        store().issueRememberToken(player.username),
        REMEMBER_ME_DAYS * 86_400,
      );
    return answer(reply, action, lang, null, common);
  };

  const api = (path: string) => `${IDENTITY_API}/${path}`;

  app.post(api('login'), async (request, reply) => {
    const body = bodyObject(request) ?? {};
    const locale = typeof body.locale === 'string' ? body.locale : requestLanguage(request);
    const lang: Language = locale.toLowerCase().startsWith('en') ? 'en' : 'ro';
    const { username, password } = body;
    if (typeof username !== 'string' || username === '' || typeof password !== 'string')
      return answer(reply, 'Login', lang, 'invalid-request');
    const remember = body.remember === true || body.remember === 1;
    const player = store().player(username);
    if (password === '') {
      const remembered = store().rememberedUsername(readCookie(request, IDENTITY_REMEMBER_COOKIE));
      if (!remember || !player || remembered !== player.username)
        return answer(reply, 'Login', lang, 'remember-me-invalid');
    } else if (!player || !store().verifyPassword(player.username, password)) {
      return answer(reply, 'Login', lang, 'invalid-credentials');
    } else if (!remember) {
      // Logging in without "remember me" forgets a remembered login on this browser.
      clearCookie(reply, cookies, IDENTITY_REMEMBER_COOKIE);
    }
    const previous = readCookie(request, IDENTITY_SESSION_COOKIE);
    if (previous) store().endIdentitySession(previous, 'logout');
    const realMode = body.realMode === 0 ? 0 : 1;
    const value = store().openIdentitySession(
      player.username,
      nextState(player, null),
      remember,
      realMode,
      locale,
    );
    setCookie(reply, cookies, IDENTITY_SESSION_COOKIE, value);
    const session = store().identitySession(value, false);
    return loginAnswer(request, reply, 'Login', session as IdentitySession, player);
  });

  app.post(api('second-factor'), async (request, reply) => {
    const session = sessionOf(request);
    const lang = languageOf(request, session);
    const action = 'ValidateSecondFactor';
    if (session?.state !== 'second-factor') return answer(reply, action, lang, 'no-pending-login');
    const player = store().player(session.username) as PlayerRecord;
    const code = bodyObject(request)?.code;
    if (typeof code !== 'string' || code.trim() !== player.secondFactorCode) {
      if (store().countSecondFactorAttempt(session.token) >= SECOND_FACTOR_ATTEMPTS) {
        store().endIdentitySession(session.token, 'logout');
        clearCookie(reply, cookies, IDENTITY_SESSION_COOKIE);
        return answer(reply, action, lang, 'too-many-attempts');
      }
      return answer(reply, action, lang, 'invalid-second-factor-code');
    }
    const state = nextState(player, 'second-factor');
    store().setIdentityState(session.token, state);
    return loginAnswer(request, reply, action, { ...session, state }, player);
  });

  app.post(api('terms'), async (request, reply) => {
    const session = sessionOf(request);
    const lang = languageOf(request, session);
    const action = 'ValidateTermsVersion';
    if (session?.state !== 'terms') return answer(reply, action, lang, 'no-pending-login');
    const body = bodyObject(request) ?? {};
    if (body.accept !== true) {
      store().endIdentitySession(session.token, 'logout');
      clearCookie(reply, cookies, IDENTITY_SESSION_COOKIE);
      return answer(reply, action, lang, 'terms-declined');
    }
    const current = store().currentTermsVersion();
    if (body.termsVersion !== current) return answer(reply, action, lang, 'terms-version-mismatch');
    store().acceptTerms(session.username, current);
    store().setIdentityState(session.token, 'active');
    const player = store().player(session.username) as PlayerRecord;
    return loginAnswer(request, reply, action, { ...session, state: 'active' }, player);
  });

  /** Actions of a logged-in player: the active session, or the not-logged-in answer. */
  const withPlayer =
    (
      action: IdentityAction,
      handler: (
        request: FastifyRequest,
        reply: FastifyReply,
        session: IdentitySession,
        lang: Language,
      ) => unknown,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const session = sessionOf(request);
      const lang = languageOf(request, session);
      if (session?.state !== 'active') return answer(reply, action, lang, 'not-logged-in');
      return handler(request, reply, session, lang);
    };

  app.post(
    api('temporary-token'),
    withPlayer('TemporaryToken', (_request, reply, session, lang) =>
      answer(reply, 'TemporaryToken', lang, null, {
        username: session.username,
        temporaryToken: store().issueTemporaryToken(session.username, session.token),
        expiresIn: TEMPORARY_TOKEN_SECONDS,
      }),
    ),
  );

  app.get(api('player'), async (request, reply) => {
    const session = sessionOf(request);
    const lang = languageOf(request, session);
    if (!session) return answer(reply, 'GetLoggedInPlayer', lang, null, { player: null, pendingStep: null });
    const player = store().player(session.username) as PlayerRecord;
    if (session.state !== 'active')
      return answer(reply, 'GetLoggedInPlayer', lang, null, {
        player: null,
        pendingStep: session.state satisfies PendingLoginStep,
        ...pendingDetails(session.state, player),
      });
    return answer(reply, 'GetLoggedInPlayer', lang, null, {
      player: { username: player.username, userId: player.userId, realMode: session.realMode },
      pendingStep: null,
    });
  });

  app.post(api('logout'), async (request, reply) => {
    const session = store().identitySession(readCookie(request, IDENTITY_SESSION_COOKIE), false);
    const lang = languageOf(request, session);
    const body = bodyObject(request) ?? {};
    const truthy = (value: unknown) => value === 1 || value === true;
    const username =
      session?.username ?? store().rememberedUsername(readCookie(request, IDENTITY_REMEMBER_COOKIE));
    if (session) {
      if (truthy(body.allSessions)) store().endAllSessions(session.username, 'all-sessions');
      else store().endIdentitySession(session.token, 'logout');
    }
    if (truthy(body.invalidateRememberMe)) {
      if (username) store().forgetRememberTokens(username);
      clearCookie(reply, cookies, IDENTITY_REMEMBER_COOKIE);
    }
    clearCookie(reply, cookies, IDENTITY_SESSION_COOKIE);
    return answer(reply, 'Logout', lang, null, {
      behavior: typeof body.behavior === 'string' ? body.behavior : null,
    });
  });

  // As the gateway's: a player idle longer than the session limit is logged out of the identity.
  app.post(
    api('keep-alive'),
    withPlayer('KeepAlive', (request, reply, session, lang) => {
      const raw = bodyObject(request)?.millisFromLastAction ?? 0;
      const millis = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null;
      if (millis === null) return answer(reply, 'KeepAlive', lang, 'invalid-request');
      if (millis > store().sessionIdleMs) {
        store().endIdentitySession(session.token, 'idle');
        clearCookie(reply, cookies, IDENTITY_SESSION_COOKIE);
        return answer(reply, 'KeepAlive', lang, 'not-logged-in');
      }
      return answer(reply, 'KeepAlive', lang, null, {
        secondsToExpire: Math.floor((store().sessionIdleMs - millis) / 1000),
      });
    }),
  );

  app.post(
    api('password'),
    withPlayer('ValidatePasswordChange', (request, reply, session, lang) => {
      const body = bodyObject(request) ?? {};
      const { oldPassword, newPassword } = body;
      const action = 'ValidatePasswordChange';
      if (typeof oldPassword !== 'string' || typeof newPassword !== 'string')
        return answer(reply, action, lang, 'invalid-request');
      if (!store().verifyPassword(session.username, oldPassword))
        return answer(reply, action, lang, 'invalid-credentials');
      if (newPassword === oldPassword) return answer(reply, action, lang, 'password-unchanged');
      if (newPassword.length < 8 || !/\p{L}/u.test(newPassword) || !/\d/.test(newPassword))
        return answer(reply, action, lang, 'password-too-weak');
      store().changePassword(session.username, newPassword);
      return answer(reply, action, lang, null);
    }),
  );

  app.post(
    api('waiting-messages'),
    withPlayer('GetWaitingMessages', (request, reply, session, lang) => {
      const kinds = bodyObject(request)?.kinds;
      if (!Array.isArray(kinds) || !kinds.every((kind) => typeof kind === 'string'))
        return answer(reply, 'GetWaitingMessages', lang, 'invalid-request');
      const wanted = (kinds as string[]).filter((kind) =>
        (WAITING_MESSAGE_KINDS as readonly string[]).includes(kind),
      );
      const messages = store()
        .takeWaitingMessages(session.username, wanted)
        .map((message) => ({
          id: message.id,
          kind: message.kind,
          type: message.type,
          templateId: message.templateId,
          displayType: message.displayType,
          title: message.title[lang],
          message: message.message[lang],
          bonusCode: message.bonusId === null ? null : String(message.bonusId),
          // The limits the player may now accept, with the message that says so.
          ...(message.kind === 'rg:limits-cool-off'
            ? { pendingLimits: store().player(session.username)?.pendingLimits ?? [] }
            : {}),
        }));
      return answer(reply, 'GetWaitingMessages', lang, null, {
        messages,
        pendingBonusCode: store().pendingBonusCode(session.username),
      });
    }),
  );

  app.post(
    api('confirm-bonus'),
    withPlayer('ConfirmBonus', (request, reply, session, lang) => {
      const body = bodyObject(request) ?? {};
      const id = Number(body.bonusId);
      if (!Number.isInteger(id) || typeof body.accept !== 'boolean')
        return answer(reply, 'ConfirmBonus', lang, 'invalid-request');
      const result = store().confirmBonus(session.username, id, body.accept);
      if (!result.ok) return answer(reply, 'ConfirmBonus', lang, result.reason);
      return answer(reply, 'ConfirmBonus', lang, null, {
        bonusId: result.bonus.id,
        status: result.bonus.status,
      });
    }),
  );

  app.post(
    api('accept-limits'),
    withPlayer('AcceptPendingLimits', (_request, reply, session, lang) =>
      answer(reply, 'AcceptPendingLimits', lang, null, {
        limits: store().acceptPendingLimits(session.username),
      }),
    ),
  );
}
