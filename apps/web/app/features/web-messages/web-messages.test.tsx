// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSALS_KEY } from './dismissal-storage';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ contentApiUrl: 'http://content' }),
}));
vi.mock('~/shared/context/shell-data', () => ({ useShell: () => ({ preview: false }) }));
vi.mock('~/shared/i18n/i18n', async () => {
  const { createTranslate } = await import('~/shared/i18n/translate');
  const ro = (await import('~/i18n/ro.json')).default;
  const t = createTranslate('ro-RO', ro);
  return { useLocale: () => 'ro', useT: () => t };
});

const { WebMessages } = await import('./web-messages');

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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebMessages', () => {
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
});
