import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSE_MESSAGE,
  isAccountCloseMessage,
  LoginMessage,
  loginDialogName,
  MicroFrontendManifest,
  microFrontendManifestUrl,
  minuteCacheBuster,
  resolveManifestAsset,
} from './micro-frontends.ts';

describe('micro-frontend manifests', () => {
  it('builds the manifest address with the cache buster', () => {
    expect(microFrontendManifestUrl('http://localhost:4000/', 'login-dialog-2', 'abc 1')).toBe(
      'http://localhost:4000/fe/login-dialog-2/manifest.json?v=abc%201',
    );
    expect(microFrontendManifestUrl('https://fe.example.ro', 'my-account', '7')).toBe(
      'https://fe.example.ro/fe/my-account/manifest.json?v=7',
    );
  });

  it('the cache buster changes with the minute, not within it', () => {
    const minute = 29_926_177 * 60_000;
    expect(minuteCacheBuster(minute)).toBe('29926177');
    expect(minuteCacheBuster(minute + 59_999)).toBe('29926177');
    expect(minuteCacheBuster(minute + 60_000)).toBe('29926178');
  });

  it('parses a manifest, styles defaulting to none', () => {
    expect(v.parse(MicroFrontendManifest, { name: 'x', version: '1', entry: 'x.js' })).toEqual({
      name: 'x',
      version: '1',
      entry: 'x.js',
      styles: [],
    });
    expect(v.safeParse(MicroFrontendManifest, { name: 'x', version: '1' }).success).toBe(false);
  });

  it.each([
    ['https://cdn.example.ro/a.js', 'https://cdn.example.ro/a.js'],
    ['/fe/x/a.js?v=1', 'http://localhost:4000/fe/x/a.js?v=1'],
    ['a.js', 'http://localhost:4000/fe/x/a.js'],
    ['css/a.css', 'http://localhost:4000/fe/x/css/a.css'],
  ])('resolves %s against the manifest', (asset, expected) => {
    expect(resolveManifestAsset('http://localhost:4000/fe/x/manifest.json?v=2', asset)).toBe(expected);
  });

  it('resolves against a manifest address without a path', () => {
    expect(resolveManifestAsset('http://fe.example.ro', 'a.js')).toBe('http://fe.example.ro/a.js');
  });

  it('picks the new login dialog when the toggle is on', () => {
    expect(loginDialogName(true)).toBe('login-dialog-2');
    expect(loginDialogName(false)).toBe('login-dialog');
  });
});

describe('micro-frontend events and cross-frame messages', () => {
  it('parses login messages', () => {
    expect(v.safeParse(LoginMessage, { status: 'success', username: 'demo' }).success).toBe(true);
    expect(v.safeParse(LoginMessage, { status: 'failure', reason: 'invalid-credentials' }).success).toBe(
      true,
    );
    expect(v.safeParse(LoginMessage, { status: 'maybe' }).success).toBe(false);
  });

  it.each([
    [ACCOUNT_CLOSE_MESSAGE, true],
    ['FTNCloseModal', true],
    [{ type: 'FTNCloseModal', extra: 1 }, true],
    [{ type: 'openGame' }, false],
    ['close', false],
    [null, false],
    [42, false],
  ])('close message %j: %s', (data, expected) => {
    expect(isAccountCloseMessage(data)).toBe(expected);
  });
});
