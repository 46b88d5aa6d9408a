/**
 * The locale cookie (shell.md section 2): a page or its data asked for with `lang` stores the choice;
 * the portal's own `/api/` resources, which the browser loads in the background with the page's
 * language, store nothing.
 */
import { describe, expect, it } from 'vitest';
import { languageMiddleware } from './language.server';

async function cookieOf(path: string): Promise<string | null> {
  const request = new Request(`http://portal.test${path}`);
  const next = async () => new Response('ok');
  const run = languageMiddleware as unknown as (
    args: { request: Request },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  return (await run({ request }, next)).headers.get('set-cookie');
}

describe('the locale cookie', () => {
  it('is stored by a page or its data asked for with lang', async () => {
    expect(await cookieOf('/?lang=en')).toMatch(/^locale=en;/);
    expect(await cookieOf('/toate-jocurile.data?lang=ro')).toMatch(/^locale=ro;/);
    expect(await cookieOf('/toate-jocurile')).toBeNull();
  });

  it("is not stored by the portal's own API resources", async () => {
    for (const path of [
      '/api/lobby-widgets?page=Lobby&lang=en&status=published',
      '/api/catalog?lang=en&status=published&lobby=casino',
      '/api/game-details/book-of-lei?lang=ro',
    ])
      expect(await cookieOf(path), path).toBeNull();
  });
});
