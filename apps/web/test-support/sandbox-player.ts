/**
 * For the player features' tests: a throwaway clone of the sandbox's `demo` (6 favourites, seeded rounds
 * and wins) logged in the way the page does it (identity API, then the gateway), with one browser's
 * cookie jar (`fetch`, which carries the gateway session to the content API too), and the portal's
 * gateway client for that browser.
 */
import { createGatewayClient, type GatewayClient } from '~/platform/browser/gateway-client';
import { cookieFetch, type TestSandbox } from '~test-support/sandbox';

export async function sandboxPlayer(sandbox: TestSandbox): Promise<{
  username: string;
  gateway: GatewayClient;
  fetch: typeof fetch;
  favourites: () => Promise<string[]>;
}> {
  const created = await sandbox.control('/__sandbox/players', { profile: 'demo' });
  if (!created.ok) throw new Error(`No throwaway player: HTTP ${created.status}`);
  const { username } = (await created.json()) as { username: string };
  const doFetch = cookieFetch();
  const post = async (path: string, body: unknown) =>
    (await (
      await doFetch(`${sandbox.origin}/identity/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  const login = await post('login', { username, password: 'parola123', realMode: 1, locale: 'ro' });
  if (login.errorCode !== 0) throw new Error(`Identity login failed: ${JSON.stringify(login)}`);
  const { temporaryToken } = await post('temporary-token', { realMode: 1 });
  const gateway = createGatewayClient({ baseUrl: sandbox.origin, fetch: doFetch, locale: () => 'ro' });
  const answer = await gateway.login({
    username,
    ims_temporary_token: String(temporaryToken),
    device_type: 'desktop',
    os_name: 'Linux',
    client_platform: 'web',
  });
  if (!answer.ok) throw new Error(`Gateway login failed: ${answer.error.code}`);
  return {
    username,
    gateway,
    fetch: doFetch,
    /** What the sandbox's store holds, newest first. */
    favourites: async () =>
      (
        (await (await fetch(`${sandbox.origin}/__sandbox/players/${username}`)).json()) as {
          favourites: string[];
        }
      ).favourites,
  };
}
