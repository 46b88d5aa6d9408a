import { describe, expect, it } from 'vitest';
import { accountFrameUrl, accountLinkOut } from './account-links';

describe('account and deposit links (shell.md section 2)', () => {
  const page = 'http://localhost:3000/toate-jocurile?x=1';

  it('links out to /my-account/deposit with client type, web platform and back_url; close_url only on touch', () => {
    const url = new URL(
      accountLinkOut('http://localhost:4000/sport', 'deposit', {
        currentUrl: page,
        mobile: false,
        touch: false,
      }),
    );
    expect(url.pathname).toBe('/sport/my-account/deposit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientType: 'casino',
      clientPlatform: 'web',
      back_url: page,
    });
  });

  it('on a touch phone the platform is mobile and close_url is the current page too', () => {
    const url = new URL(
      accountLinkOut('http://localhost:4000/sport/', 'dashboard', {
        currentUrl: page,
        mobile: true,
        touch: true,
      }),
    );
    expect(url.pathname).toBe('/sport/my-account');
    expect(url.searchParams.get('clientPlatform')).toBe('mobile');
    expect(url.searchParams.get('close_url')).toBe(page);
  });

  it('the modal iframe opens the account site page and names the portal origin for FTNCloseModal', () => {
    const url = new URL(accountFrameUrl('http://localhost:4000/account', 'deposit', 'http://localhost:3000'));
    expect(url.pathname).toBe('/account/deposit');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
  });

  it("names the app's client (clienttype, clientplatform of the page load) instead, in the link out and the frame", () => {
    const client = { clientType: 'casino-app', clientPlatform: 'ios' };
    const out = new URL(
      accountLinkOut('http://localhost:4000/sport', 'deposit', {
        currentUrl: page,
        mobile: true,
        touch: true,
        client,
      }),
    );
    expect(out.searchParams.get('clientType')).toBe('casino-app');
    expect(out.searchParams.get('clientPlatform')).toBe('ios');
    const frame = new URL(
      accountFrameUrl('http://localhost:4000/account', 'deposit', 'http://localhost:3000', client),
    );
    expect(frame.searchParams.get('clientType')).toBe('casino-app');
    expect(frame.searchParams.get('clientPlatform')).toBe('ios');
    // Only one of them: the other stays the portal's own.
    const typeOnly = { clientType: 'casino-app', clientPlatform: null };
    const mixed = new URL(
      accountLinkOut('http://localhost:4000/sport', 'dashboard', {
        currentUrl: page,
        mobile: false,
        touch: false,
        client: typeOnly,
      }),
    );
    expect(mixed.searchParams.get('clientPlatform')).toBe('web');
    const plainFrame = new URL(
      accountFrameUrl('http://localhost:4000/account', 'deposit', 'http://localhost:3000', typeOnly),
    );
    expect(plainFrame.searchParams.has('clientPlatform')).toBe(false);
  });
});
