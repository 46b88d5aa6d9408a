/** How long the browser waits for a JSON resource before giving up. */
export const FETCH_TIMEOUT_MS = 10_000;

/** The caller's signal and a timeout, as one signal (AbortSignal.any where the browser has it). */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if ('any' in AbortSignal) return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  timeout.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/** GET a JSON body; rejects on a network failure, a timeout, a non-OK status or a body that is not JSON. */
export async function fetchJson(
  url: string,
  {
    signal,
    timeoutMs = FETCH_TIMEOUT_MS,
    cache,
    credentials,
  }: {
    signal?: AbortSignal;
    timeoutMs?: number;
    cache?: RequestCache;
    credentials?: RequestCredentials;
  } = {},
): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: withTimeout(signal, timeoutMs),
    ...(cache ? { cache } : {}),
    ...(credentials ? { credentials } : {}),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${url}`);
  return response.json();
}
