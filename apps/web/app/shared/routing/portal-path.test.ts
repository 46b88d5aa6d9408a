import { ROUTES } from '@casino/core/routes';
import { describe, expect, it } from 'vitest';
import { portalPath } from './portal-path';

describe('portalPath: a portal path from its route pattern (ADR 0068)', () => {
  it.each([
    [portalPath('/'), '/'],
    [portalPath('/toate-jocurile'), '/toate-jocurile'],
    [portalPath('/furnizori/:slug', { slug: 'red-fox' }), '/furnizori/red-fox'],
    [portalPath('/play/:game/real', { game: 'g1' }), '/play/g1/real'],
    [portalPath('/invingatori/hol-de-faima'), '/invingatori/hol-de-faima'],
    [
      portalPath('/cazinou-live/utilizator/:slug', { slug: 'jetoane-aurii' }),
      '/cazinou-live/utilizator/jetoane-aurii',
    ],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('encodes each param as one path segment', () => {
    expect(portalPath('/joc/:game', { game: 'a b' })).toBe('/joc/a%20b');
    expect(portalPath('/pagina/:slug', { slug: 'a/b?c#d' })).toBe('/pagina/a%2Fb%3Fc%23d');
    expect(portalPath('/categorii/:slug', { slug: 'păcănele' })).toBe('/categorii/p%C4%83c%C4%83nele');
  });

  it('leaves out an optional param that is missing or empty', () => {
    expect(portalPath('/redirect/:page/:select?', { page: 'promotii' })).toBe('/redirect/promotii');
    expect(portalPath('/redirect/:page/:select?', { page: 'promotii', select: '' })).toBe(
      '/redirect/promotii',
    );
    expect(portalPath('/redirect/:page/:select?', { page: 'promotii', select: 'x' })).toBe(
      '/redirect/promotii/x',
    );
  });

  it('throws for a required param that is empty (the types refuse a missing one)', () => {
    expect(() => portalPath('/categorii/:slug', { slug: '' })).toThrow(/requires param 'slug'/);
  });

  it.each(ROUTES.map((route) => [route.path]))('%s with its params filled is that path', (pattern) => {
    const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, key]) => [key, `${key}-1`]));
    const expected = pattern.replace(/:(\w+)\??/g, (_match, key: string) => `${key}-1`);
    expect((portalPath as (path: string, params: object) => string)(pattern, params)).toBe(expected);
  });
});
