// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalLink, PortalNavLink } from './portal-link';

/** The links watched for the spec's prefetch (route-prefetch.tsx), as the observer sees them. */
const watched = new Set<Element>();
class NoObserver {
  observe(element: Element) {
    watched.add(element);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', NoObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Empty = () => null;

/** A router of the portal's shape: the root loader says whether the page is a preview. */
function mount(path: string, links: ReactNode, preview = false) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ preview }),
        element: <main>{links}</main>,
        children: [
          { path: 'toate-jocurile', Component: Empty },
          { path: 'jackpots', Component: Empty },
          { path: 'jackpots/:slug', Component: Empty },
          { path: 'preview/*', Component: Empty },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { preview } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });

describe('a portal link', () => {
  it('navigates in the page on a plain click, and pushes a history entry', async () => {
    const router = mount('/', <PortalLink to="/toate-jocurile">Toate jocurile</PortalLink>);
    expect(link('Toate jocurile').getAttribute('href')).toBe('/toate-jocurile');
    await act(async () => fireEvent.click(link('Toate jocurile')));
    expect(router.state.location.pathname).toBe('/toate-jocurile');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it links to the page shown', async () => {
    const router = mount('/toate-jocurile', <PortalLink to="/toate-jocurile">Toate jocurile</PortalLink>);
    await act(async () => fireEvent.click(link('Toate jocurile')));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified or middle click, another target and a prevented click to the browser', async () => {
    const router = mount(
      '/',
      <>
        <PortalLink to="/jackpots">Jackpoturi</PortalLink>
        <PortalLink to="/jackpots" target="_blank">
          Fereastră nouă
        </PortalLink>
        <PortalLink to="/jackpots" onClick={(event) => event.preventDefault()}>
          Detalii
        </PortalLink>
      </>,
    );
    // What the browser would get: whether the link kept the click (jsdom cannot follow it).
    const keptByLink: boolean[] = [];
    const browser = (event: Event) => {
      keptByLink.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      await act(async () => fireEvent.click(link('Jackpoturi'), init));
    }
    await act(async () => fireEvent.click(link('Fereastră nouă')));
    document.removeEventListener('click', browser);
    expect(keptByLink).toEqual([false, false, false, false, false]);
    await act(async () => fireEvent.click(link('Detalii')));
    expect(router.state.location.pathname).toBe('/');
  });

  it('is watched for the prefetch while in the page, and no longer once it has left', () => {
    mount('/', <PortalLink to="/jackpots">Jackpoturi</PortalLink>);
    const element = link('Jackpoturi');
    expect(watched.has(element)).toBe(true);
    cleanup();
    expect(watched.has(element)).toBe(false);
  });

  it('is prefixed with /preview while previewing', () => {
    mount('/preview/', <PortalLink to="/jackpots">Jackpoturi</PortalLink>, true);
    expect(link('Jackpoturi').getAttribute('href')).toBe('/preview/jackpots');
  });
});

describe("a menu's link", () => {
  it('is current on its page and the pages under it, unless it ends there', async () => {
    mount(
      '/jackpots/carpati',
      <>
        <PortalNavLink to="/jackpots" className="main-menu__item">
          Jackpoturi
        </PortalNavLink>
        <PortalNavLink to="/jackpots" end className="main-menu__item">
          Doar jackpoturi
        </PortalNavLink>
        <PortalNavLink to="/" end>
          Acasă
        </PortalNavLink>
      </>,
    );
    expect(link('Jackpoturi').getAttribute('aria-current')).toBe('page');
    expect(link('Jackpoturi').className).toBe('main-menu__item active');
    expect(link('Doar jackpoturi').getAttribute('aria-current')).toBeNull();
    expect(link('Doar jackpoturi').className).toBe('main-menu__item');
    expect(link('Acasă').getAttribute('aria-current')).toBeNull();
  });

  it('follows the page shown after a navigation', async () => {
    mount(
      '/',
      <>
        <PortalNavLink to="/" end>
          Acasă
        </PortalNavLink>
        <PortalNavLink to="/toate-jocurile">Toate jocurile</PortalNavLink>
      </>,
    );
    expect(link('Acasă').getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(link('Toate jocurile')));
    expect(link('Acasă').getAttribute('aria-current')).toBeNull();
    expect(link('Toate jocurile').getAttribute('aria-current')).toBe('page');
  });
});
