import { describe, expect, it } from 'vitest';
import { isLocalHost, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie by its exact name, decoded; a malformed value reads as none', () => {
    expect(readCookie('a=1; native-banner=1767225600000; b=2', 'native-banner')).toBe('1767225600000');
    expect(readCookie('native-banner=', 'native-banner')).toBe('');
    expect(readCookie('native-banner-x=1; x-native-banner=1', 'native-banner')).toBeUndefined();
    expect(readCookie('locale=en%2Dx', 'locale')).toBe('en-x');
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
    expect(readCookie(null, 'locale')).toBeUndefined();
  });

  it('writes Path=/ and SameSite=Lax, HttpOnly and Max-Age when asked, Secure outside a local host', () => {
    expect(serializeCookie('locale', 'en', { maxAge: 60, requestUrl: 'https://cazino.ro/' })).toBe(
      'locale=en; Max-Age=60; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie('s', 'a b', { httpOnly: true, requestUrl: 'http://localhost:3000/x' })).toBe(
      's=a%20b; Path=/; SameSite=Lax; HttpOnly',
    );
  });

  it('knows the local hosts', () => {
    expect(['localhost', 'portal.localhost', '127.0.0.1', '[::1]'].every(isLocalHost)).toBe(true);
    expect(isLocalHost('localhost.example.ro')).toBe(false);
  });
});
