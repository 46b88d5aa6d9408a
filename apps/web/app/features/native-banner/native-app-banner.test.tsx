// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NativeAppBanner } from './native-app-banner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const STORE = 'https://play.google.com/store/apps/details?id=ro.cazinoregal.app';

vi.mock('react-router', () => ({
  useRouteLoaderData: () => ({
    locale: 'ro',
    config: {
      nativeBannerOs: ['android', 'ios'],
      appStoreUrls: { android: STORE, ios: 'https://apps.apple.com/ro/app/cazino-regal/id000000000' },
    },
  }),
}));

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NativeAppBanner', () => {
  it('renders nothing on the server', () => {
    useUserAgent(ANDROID);
    expect(renderToString(<NativeAppBanner />)).toBe('');
  });

  it('shows on an Android phone: a labelled region with title, text, view link and close button', async () => {
    useUserAgent(ANDROID);
    await act(async () => {
      render(<NativeAppBanner />);
    });
    const region = screen.getByRole('region', { name: 'Aplicația Cazino Regal' });
    expect(region.textContent).toContain('Cazino Regal');
    expect(region.textContent).toContain('Google Play');
    expect(screen.getByRole('link', { name: 'Vezi' }).getAttribute('href')).toBe(STORE);
    expect(screen.getByRole('button', { name: 'Închide bannerul' })).toBeTruthy();
    // Its slot keeps the banner's height while it shows.
    expect(document.documentElement.hasAttribute('data-native-banner')).toBe(true);
  });

  it('closing hides it and sets the cookie, so it stays hidden', async () => {
    useUserAgent(ANDROID);
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000);
    await act(async () => {
      render(<NativeAppBanner />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Închide bannerul' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('native-banner=1767225600000');
    expect(document.documentElement.hasAttribute('data-native-banner')).toBe(false);
    cleanup();
    await act(async () => {
      render(<NativeAppBanner />);
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('view opens the store outside the page, sets the cookie and hides the banner', async () => {
    useUserAgent(ANDROID);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await act(async () => {
      render(<NativeAppBanner />);
    });
    fireEvent.click(screen.getByRole('link', { name: 'Vezi' }));
    expect(open).toHaveBeenCalledWith(STORE, '_blank', 'noopener,noreferrer');
    expect(document.cookie).toContain('native-banner=');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('does not show on a desktop, and its slot gives back any height a head script kept', async () => {
    useUserAgent(DESKTOP);
    document.documentElement.setAttribute('data-native-banner', '');
    await act(async () => {
      render(<NativeAppBanner />);
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.documentElement.hasAttribute('data-native-banner')).toBe(false);
  });

  // Last: an embedded page load keeps the banner off for the rest of the page load (module state).
  it('does not show when embedded, even after the query loses embed', async () => {
    useUserAgent(ANDROID);
    window.history.replaceState(null, '', '/?embed=true');
    await act(async () => {
      render(<NativeAppBanner />);
    });
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    window.history.replaceState(null, '', '/toate-jocurile');
    await act(async () => {
      render(<NativeAppBanner />);
    });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
