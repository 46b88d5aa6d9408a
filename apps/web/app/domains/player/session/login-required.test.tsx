// @vitest-environment jsdom
/**
 * A login-required page (shell.md sections 4 and 6): a player who logs out there goes to the home page
 * and the authentication order runs again; a player whose session the platform ended stays, with the
 * login dialog, so a new login returns to the page (issue 41).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '~/domains/player/session';
import { drivenSession } from '~test-support/driven-session';
import { LoginRequired } from './login-required';
import { setCurrentSession } from './session-instance';

const page = vi.hoisted(() => ({ navigated: [] as string[], opened: [] as string[] }));
vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  useNavigate: () => (to: string) => page.navigated.push(to),
}));
vi.mock('~/shared/links/portal-href', () => ({ usePortalHref: () => (path: string) => path }));
vi.mock('~/shared/modals/modal-store', () => ({ openNamedModal: (name: string) => page.opened.push(name) }));

afterEach(() => {
  cleanup();
  setCurrentSession(null);
  page.navigated.length = 0;
  page.opened.length = 0;
});

function playerOnTheLoginRequiredPage() {
  const driven = drivenSession('authenticated', 'demo');
  const start = vi.fn(async () => {});
  (driven.session as Session & { start: unknown }).start = start;
  setCurrentSession(driven.session);
  render(<LoginRequired>pagina jucătorului</LoginRequired>);
  return { driven, start };
}

describe('LoginRequired', () => {
  it('a logout there goes to the home page and runs the authentication order again', () => {
    const { driven, start } = playerOnTheLoginRequiredPage();
    act(() => driven.move({ status: 'guest', username: null }));
    expect(page.navigated).toEqual(['/']);
    expect(start).toHaveBeenCalledOnce();
    expect(page.opened).toEqual([]);
  });

  it('a session the platform ended stays on the page with the login dialog, and runs nothing', () => {
    const { driven, start } = playerOnTheLoginRequiredPage();
    act(() => driven.move({ status: 'guest', username: null, endReason: 'platform' }));
    expect(page.navigated).toEqual([]);
    expect(page.opened).toEqual(['login']);
    expect(start).not.toHaveBeenCalled();
  });
});
