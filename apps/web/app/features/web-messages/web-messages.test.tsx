// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeMessageUrl, webMessagesUrl } from './api/web-messages';
import { DISMISSALS_KEY, parseDismissals } from './dismissal-storage';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ contentApiUrl: 'http://content' }),
}));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));
vi.mock('~/shared/i18n/i18n', async () => {
  const { createTranslate } = await import('~/shared/i18n/translate');
  const ro = (await import('~/i18n/ro.json')).default;
  const t = createTranslate('ro-RO', ro);
  return { useLocale: () => 'ro', useT: () => t };
});

const { WebMessages } = await import('./web-messages');
const { dataClient } = await import('~/shared/data/client');

const message = (id: string, priority: number, url: string | null = null) => ({
  id,
  title: `Titlu ${id}`,
  text: `Text ${id}`,
  start: '2020-01-01T00:00:00.000Z',
  end: null,
  priority,
  url,
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  dataClient.remove([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebMessages', () => {
  it('on a phone, folds the message to its title once read, and its title unfolds it for another read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 1023px)' }));
    vi.stubGlobal('fetch', async () => answer([message('a', 1, '/promotii')]));
    try {
      await act(async () => {
        render(<WebMessages platform="CasinoMobile" />);
      });
      expect(screen.getByText('Text a')).toBeTruthy();
      // 'Titlu a' and 'Text a': 13 characters, the least reading time (5 s).
      await act(async () => vi.advanceTimersByTime(4_999));
      expect(screen.getByText('Text a')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Text a')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      const unfold = screen.getByRole('button', { name: 'Titlu a' });
      expect(unfold.getAttribute('aria-expanded')).toBe('false');
      // Still dismissible when folded.
      expect(screen.getByRole('button', { name: 'Închide mesajul' })).toBeTruthy();
      fireEvent.click(unfold);
      expect(screen.getByText('Text a')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(screen.queryByText('Text a')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays whole on a desktop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal('fetch', async () => answer([message('a', 1)]));
    try {
      await act(async () => {
        render(<WebMessages platform="CasinoDesktop" />);
      });
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('Text a')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches for the platform and shows the highest-priority message, then the next once dismissed', async () => {
    const fetchMock = vi.fn(async () => answer([message('a', 1), message('b', 5, 'javascript:alert(1)')]));
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      render(<WebMessages platform="LiveMobile" />);
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://content/webmessages?target=LiveMobile&locale=ro&status=published',
      expect.anything(),
    );
    const titles = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['Titlu b']);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Închide mesajul' }));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Titlu a']);
    expect(Object.keys(JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? '{}'))).toEqual(['b']);
  });

  it('reports a failed fetch with a try-again action, and again when the retry fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({}, 500))
      .mockResolvedValueOnce(answer({}, 500))
      .mockResolvedValueOnce(answer([message('a', 1, '/promotii')]));
    vi.stubGlobal('fetch', fetchMock);
    const onFailure = vi.fn();
    await act(async () => {
      render(<WebMessages platform="CasinoDesktop" onFailure={onFailure} />);
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    await act(async () => onFailure.mock.calls[0]?.[0]());
    expect(onFailure).toHaveBeenCalledTimes(2);
    await act(async () => onFailure.mock.calls[1]?.[0]());
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Află mai multe' }).getAttribute('href')).toBe('/promotii');
  });

  it('shows a message when its start passes and hides it at its end', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00.000Z') });
    const soon = {
      ...message('soon', 1),
      start: '2026-03-01T12:10:00.000Z',
      end: '2026-03-01T12:20:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([soon])),
    );
    await act(async () => {
      render(<WebMessages platform="CasinoDesktop" />);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('heading')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000 + 1));
    expect(screen.getByRole('heading').textContent).toBe('Titlu soon');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.queryByRole('heading')).toBeNull();
    vi.useRealTimers();
  });

  it('remembers a dismissal for 12 hours, and honours one stored by an earlier visit', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00.000Z') });
    const now = Date.now();
    localStorage.setItem(
      DISMISSALS_KEY,
      JSON.stringify({ b: now - 13 * 60 * 60 * 1000, c: now - 60 * 60 * 1000 }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([message('a', 3), message('b', 2), message('c', 9)])),
    );
    await act(async () => {
      render(<WebMessages platform="CasinoDesktop" />);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading').textContent).toBe('Titlu a');
    fireEvent.click(screen.getByRole('button', { name: 'Închide mesajul' }));
    expect(screen.getByRole('heading').textContent).toBe('Titlu b');
    expect(JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? '{}').a).toBe(now);
    // The page re-checks at least hourly and at the next change: hour by hour up to c's expiry.
    for (let hour = 0; hour < 11; hour++) await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000));
    await act(() => vi.advanceTimersByTimeAsync(1));
    // c's dismissal turned 12 hours old: it is back, and first by priority.
    expect(screen.getByRole('heading').textContent).toBe('Titlu c');
    vi.useRealTimers();
  });
});

describe('web messages API and storage', () => {
  it('asks for the platform, locale and status', () => {
    expect(webMessagesUrl('http://content', 'CasinoMobile', { locale: 'ro', status: 'published' })).toBe(
      'http://content/webmessages?target=CasinoMobile&locale=ro&status=published',
    );
  });

  it('reads only a map of id to time from storage', () => {
    expect(parseDismissals('{"a":1,"b":"x","c":null}')).toEqual({ a: 1 });
    expect(parseDismissals('[1]')).toEqual({});
    expect(parseDismissals('nope')).toEqual({});
    expect(parseDismissals(null)).toEqual({});
  });

  it('follows only http(s) links and paths on this site', () => {
    expect(safeMessageUrl('/promotii/bonus')).toBe('/promotii/bonus');
    expect(safeMessageUrl('https://example.ro/a')).toBe('https://example.ro/a');
    expect(safeMessageUrl('javascript:alert(1)')).toBeNull();
    // Protocol-relative is an external http(s) link, never mistaken for a path of this site.
    expect(safeMessageUrl('//other.example')).toBe('http://other.example/');
    expect(safeMessageUrl(null)).toBeNull();
  });
});
