// @vitest-environment jsdom
/**
 * The login dialog (shell.md section 4): the new dialog when the casino's CMS toggle is on, the old one
 * otherwise; the toggles fetched first when the shell has none; a new mount (the old one unmounted
 * first) when the toggle or the language changes. The micro-frontend host, the shell and the content
 * API's answer are stand-ins; the host itself is tested in `platform/browser/micro-frontends.test.ts`.
 */
import { LOGIN_DIALOG_V2_TOGGLES } from '@casino/core/micro-frontends';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '~test-support/modal-dialogs';

const page = vi.hoisted(() => ({
  locale: 'ro' as 'ro' | 'en',
  shell: { featureToggles: undefined as string[] | undefined },
  cmsAnswer: null as unknown,
  fetched: [] as string[],
  events: [] as string[],
}));

vi.mock('~/shared/i18n/i18n', async () => ({
  ...(await import('~test-support/romanian-i18n')),
  useLocale: () => page.locale,
}));
vi.mock('~/shared/context/shell-data', () => ({ useShell: () => page.shell }));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({
    contentApiUrl: 'http://content.test',
    registerUrl: 'http://account.test/register',
  }),
}));
vi.mock('~/shared/data/fetch-json', () => ({
  fetchJson: async (url: string) => {
    page.fetched.push(url);
    return page.cmsAnswer;
  },
}));
vi.mock('~/shared/micro-frontends/portal-host', () => ({
  portalMicroFrontendHost: () => ({
    mount: (name: string, _element: Element, props: { locale: string }) => {
      page.events.push(`mount ${name} ${props.locale}`);
      return { unmount: () => page.events.push(`unmount ${name} ${props.locale}`) };
    },
  }),
  portalMicroFrontendProps: (_config: unknown, locale: string) => ({ locale }),
  portalMountOptions: (locale: string) => ({ locale }),
}));

const { LoginDialog } = await import('./login-dialog');
const { openNamedModal, hideModal } = await import('~/shared/modals/modal-store');
const { MODALS } = await import('~/shared/modals/modal-ids');

beforeAll(allowModalDialogs);

beforeEach(() => {
  page.locale = 'ro';
  page.shell = { featureToggles: undefined };
  page.cmsAnswer = null;
  page.fetched = [];
  page.events = [];
});
afterEach(() => {
  act(() => hideModal(MODALS.login.id));
  cleanup();
});

const openDialog = () => act(() => openNamedModal('login'));

describe('the login dialog', () => {
  it("mounts the old dialog when the shell's toggles leave the casino's off, the new one when on", () => {
    page.shell = { featureToggles: ['something-else', LOGIN_DIALOG_V2_TOGGLES.virtual] };
    const { unmount } = render(<LoginDialog />);
    openDialog();
    expect(page.events).toEqual(['mount login-dialog ro']);
    unmount();
    page.events = [];
    page.shell = { featureToggles: [LOGIN_DIALOG_V2_TOGGLES.casino] };
    render(<LoginDialog />);
    openDialog();
    expect(page.events).toEqual(['mount login-dialog-2 ro']);
    // The shell had them: nothing was fetched.
    expect(page.fetched).toEqual([]);
  });

  it('fetches the toggles first when the shell has none, and mounts nothing until they are there', async () => {
    let answer: (body: unknown) => void = () => {};
    page.cmsAnswer = new Promise((resolve) => {
      answer = resolve;
    });
    render(<LoginDialog />);
    openDialog();
    expect(page.fetched).toEqual(['http://content.test/cms-client/configuration/web_global']);
    expect(page.events).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Verificăm sesiunea…');
    await act(async () => answer({ featureToggle: [LOGIN_DIALOG_V2_TOGGLES.casino] }));
    expect(page.events).toEqual(['mount login-dialog-2 ro']);
  });

  it('mounts the old dialog when the fetched toggles are malformed', async () => {
    page.cmsAnswer = { featureToggle: 'login-dialog-v2-casino' };
    render(<LoginDialog />);
    openDialog();
    await act(async () => {});
    expect(page.events).toEqual(['mount login-dialog ro']);
  });

  it('a language change unmounts the dialog, then mounts it in the new language', () => {
    page.shell = { featureToggles: [] };
    const { rerender } = render(<LoginDialog />);
    openDialog();
    page.locale = 'en';
    rerender(<LoginDialog />);
    expect(page.events).toEqual([
      'mount login-dialog ro',
      'unmount login-dialog ro',
      'mount login-dialog en',
    ]);
  });

  it('a toggle change unmounts the old dialog, then mounts the new one', () => {
    page.shell = { featureToggles: [] };
    const { rerender } = render(<LoginDialog />);
    openDialog();
    page.shell = { featureToggles: [LOGIN_DIALOG_V2_TOGGLES.casino] };
    rerender(<LoginDialog />);
    expect(page.events).toEqual([
      'mount login-dialog ro',
      'unmount login-dialog ro',
      'mount login-dialog-2 ro',
    ]);
  });
});
