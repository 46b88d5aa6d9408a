/**
 * The production server's logs (issue 43 item 8): JSON lines from pino on stdout, one per page request
 * with its request id, route id, status and duration, and every console line of the server build as a
 * JSON line too, with the id of the request it was written for. Credentials never reach a line: the
 * request line holds no header and no cookie, its URL's credential-like query values are replaced, and
 * the console's lines are scrubbed of `name=value` pairs that look like one.
 */
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import pino from 'pino';

const REDACTED = '[redacted]';

/** Query parameters whose value is a credential (a preview secret, a token, a password, a session). */
const CREDENTIAL_PARAM =
  /^(code|otp|pin)$|pass|pwd|secret|token|session|auth|key|sig|ticket|credential|cookie/i;

/**
 * `name=value` / `name: value` pairs in free text whose name says credential, and bearer tokens: what
 * an error message or a URL in a console line could carry.
 */
const CREDENTIAL_PAIR =
  /((?:[\w-]*(?:password|passwd|pwd|secret|token|session|cookie|authorization)[\w-]*)["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\s"'&;,]+/gi;
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi;

/** The load balancer's `x-request-id` when it is a sane one, else a new one. */
export function requestIdOf(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && /^[\w.:@-]{1,128}$/.test(value) ? value : randomUUID();
}

/** A request's path and query for the log, credential-like query values replaced. */
export function redactUrl(originalUrl) {
  const at = originalUrl.indexOf('?');
  if (at === -1) return originalUrl;
  const params = new URLSearchParams(originalUrl.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys()))
    if (CREDENTIAL_PARAM.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  return changed ? `${originalUrl.slice(0, at)}?${params}` : originalUrl;
}

/** Free text with credential-like pairs and bearer tokens replaced. */
export function scrub(text) {
  return text.replace(BEARER, `$1${REDACTED}`).replace(CREDENTIAL_PAIR, `$1${REDACTED}`);
}

/**
 * The server's logger. `requestId()` names the request being served (the mixin adds it to every line
 * written while serving it); `destination` is stdout unless a test gives its own stream.
 */
export function createLogger({ requestId = () => undefined, level = 'info', destination } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const id = requestId();
        return id ? { reqId: id } : {};
      },
      // Defence in depth: the server logs no headers, but a line that carried some would lose these.
      redact: {
        paths: [
          'headers.cookie',
          'headers.authorization',
          'req.headers.cookie',
          'req.headers.authorization',
          'password',
          'token',
          'sessionToken',
        ],
        censor: REDACTED,
      },
    },
    destination,
  );
}

/** The console's lines (the server build writes warnings and errors there) as the logger's, scrubbed. */
export function bridgeConsole(logger, target = console) {
  const write =
    (level) =>
    (...args) => {
      logger[level](scrub(format(...args)));
    };
  target.log = write('info');
  target.info = write('info');
  target.debug = write('debug');
  target.warn = write('warn');
  target.error = write('error');
}

/** The fields of a request's line. */
export function requestLine({ requestId, method, originalUrl, route, status, durationMs, cache, aborted }) {
  const line = {
    reqId: requestId,
    method,
    url: redactUrl(originalUrl),
    route,
    status,
    ms: Math.round(durationMs * 10) / 10,
  };
  if (cache) line.cache = cache;
  if (aborted) line.aborted = true;
  return line;
}
