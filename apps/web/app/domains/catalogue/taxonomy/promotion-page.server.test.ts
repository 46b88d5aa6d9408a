/**
 * A promotion's page on the server over the sandbox's content: every audience's promotion has one (the
 * browser picks what it shows, core's promotionPageView), read with the spec's single-promotion call
 * (`GET /Promotions/{id}`, catalogue.md section 7), the list's record when that call fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';

let sandbox: TestSandbox;
let pages: typeof import('./taxonomy-page.server');
beforeAll(async () => {
  sandbox = await startSandbox('promotion-page');
  process.env.CONTENT_API_URL = sandbox.origin;
  pages = await import('./taxonomy-page.server');
});
afterAll(() => sandbox.close());

const ctx = { locale: 'ro' as const, status: 'published' as const, preview: false };
const load = (slug: string) =>
  pages.loadTaxonomyPage(ctx, 'promotion', { slug, path: `/promotii/${slug}`, lobby: 'casino' });

describe("a promotion's page on the server", () => {
  it.each([
    ['rotiri-gratuite-de-weekend', 'logged-in'],
    ['bonus-de-bun-venit', 'not-logged-in'],
    ['turneul-de-sloturi', 'all'],
  ])('%s (%s) has a page, whatever the audience', async (slug, audience) => {
    const page = await load(slug);
    expect(page.promotion).toMatchObject({ slug, visibleTo: audience });
  });

  it('reads the promotion with the single-promotion call', async () => {
    const title = 'Titlul din apelul unei singure promoții';
    const list = (await (await fetch(`${sandbox.origin}/promotions?locale=ro&status=published`)).json()) as {
      slug: string;
    }[];
    const listed = list.find((promotion) => promotion.slug === 'invita-un-prieten')!;
    // The single call answers a record of its own for the page's promotion (a slug not loaded before).
    const response = await sandbox.control('/__sandbox/faults', {
      path: '/Promotions/',
      json: { ...listed, title },
      times: 1,
    });
    expect(response.ok).toBe(true);
    const id = (await response.json()).id;
    const page = await load('invita-un-prieten');
    // The fault's answer was taken (its one time spent), and its record shown...
    expect((await sandbox.control(`/__sandbox/faults/${id}`, undefined, 'DELETE')).status).toBe(404);
    expect(page.promotion?.title).toBe(title);
  });

  it("keeps the list's record when the single call fails", async () => {
    await sandbox.control('/__sandbox/faults', { path: '/Promotions/', status: 500, times: 1 });
    const page = await load('jetoane-de-aur-la-ruleta');
    expect(page.promotion).toMatchObject({ slug: 'jetoane-de-aur-la-ruleta', visibleTo: 'logged-in' });
  });
});
