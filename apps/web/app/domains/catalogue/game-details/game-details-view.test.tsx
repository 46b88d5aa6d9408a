// @vitest-environment jsdom
/**
 * The details' play buttons (catalogue.md section 4): real always, demo when the game allows it; in the
 * native app's view (`nativeapp=1`) one link, the app's deep link `{scheme}{location}://play/{game}`,
 * for the rest of the page load. Favourites, live tables and the launch are stand-ins.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameDetailsView } from './game-details.server';

const launchGame = vi.fn();
vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/domains/catalogue/game-launch', () => ({ launchGame }));
vi.mock('~/domains/catalogue/favourites', () => ({ FavouriteHeart: () => null }));
vi.mock('~/domains/catalogue/live-tables', () => ({ useLiveTable: () => undefined }));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', preview: false, lobby: 'casino' }),
}));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({
    assetsUrl: 'http://assets.test',
    nativeAppLink: { scheme: 'cazinoregal', location: 'ro' },
  }),
}));
vi.mock('~/shared/links/portal-link', () => ({
  PortalLink: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const { GameDetails } = await import('./game-details-view');

const game: GameDetailsView = {
  gameCode: 'book-of-lei',
  name: 'Book of Lei',
  type: 'Slot',
  provider: { name: 'Carpați Gaming', slug: 'carpati-gaming' },
  fileVersion: 1,
  description: '',
  videoPreview: null,
  labels: [],
  tags: [],
  rtp: 96.1,
  volatility: 3,
  numberOfReels: 5,
  lines: 10,
  betRange: ['0,20 lei', '100,00 lei'],
  maxWin: null,
  jackpot: false,
  minBet: 0.2,
  demoEnabled: true,
  requirePassword: false,
  launchUrls: null,
};

afterEach(cleanup);

function renderAt(path: string, shown: GameDetailsView = game) {
  const element = <GameDetails game={shown} origin="game-page" />;
  const router = createMemoryRouter(
    [
      { path: '/joc/:game', element },
      { path: '/', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const actions = () => screen.getByRole('article').querySelector('.game-details__actions') as HTMLElement;

// The native view holds for the rest of a page load once seen: these run in this order, as one page load.
describe('the play buttons of the details', () => {
  it('in a browser: real play always, demo when the game allows it', () => {
    renderAt('/joc/book-of-lei');
    expect([...actions().children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['BUTTON', 'Joacă pe bani reali'],
      ['BUTTON', 'Joacă demo'],
    ]);
    cleanup();
    renderAt('/joc/book-of-lei', { ...game, demoEnabled: false });
    expect([...actions().children].map((child) => child.textContent)).toEqual(['Joacă pe bani reali']);
  });

  it("in the native app's view: one link, the app's deep link to the game", () => {
    renderAt('/joc/book-of-lei?nativeapp=1');
    const link = screen.getByRole('link', { name: 'Joacă' });
    expect(link.getAttribute('href')).toBe('cazinoregalro://play/book-of-lei');
    expect(actions().querySelectorAll('button, a')).toHaveLength(1);
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('stays the deep link after a navigation inside the app drops the parameter', async () => {
    const router = renderAt('/?nativeapp=1');
    await act(() => router.navigate('/joc/book-of-lei'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Joacă' }).getAttribute('href')).toBe(
      'cazinoregalro://play/book-of-lei',
    );
    expect(screen.queryByRole('button', { name: 'Joacă pe bani reali' })).toBeNull();
  });
});
