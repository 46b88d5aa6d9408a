import type { MenuItem, SubmenuItem } from '@casino/core/schemas';
import { describe, expect, it } from 'vitest';
import { menuItemPath, submenuItemPath } from './menu-links';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: 'm',
  type: 'Internal',
  title: 'x',
  route: 'lobby',
  img: null,
  isPersonalized: false,
  lobby: 'casino',
  ...overrides,
});

const sub = (overrides: Partial<SubmenuItem>): SubmenuItem => ({
  id: 's',
  icon: null,
  title: 'x',
  type: 'external',
  slug: null,
  url: null,
  ...overrides,
});

describe('main menu links', () => {
  it.each([
    [item({ type: 'Internal', route: 'lobby' }), '/'],
    [item({ type: 'Internal', route: 'providers' }), '/furnizori'],
    [item({ type: 'Internal', route: 'live-casino', lobby: 'live' }), '/cazinou-live'],
    [item({ type: 'AllGames' }), '/toate-jocurile'],
    [item({ type: 'AllGames', lobby: 'live' }), '/cazinou-live/toate-jocurile'],
    [item({ type: 'Categories', route: 'populare' }), '/categorii/populare'],
    [item({ type: 'Categories', route: 'ruleta', lobby: 'live' }), '/cazinou-live/categorii/ruleta'],
    [item({ type: 'Collections', route: 'fructe' }), '/colectii/fructe'],
    [item({ type: 'Internal', route: 'no-such-route' }), null],
    [item({ type: 'Internal', route: 'providers-slug' }), null],
  ])('%o goes to %s', (menuItem, expected) => {
    expect(menuItemPath(menuItem)).toBe(expected);
  });
});

describe('submenu server links', () => {
  it.each([
    [sub({ type: 'content-page', slug: 'despre-noi' }), '/pagina/despre-noi'],
    [sub({ type: 'promotion', slug: 'bonus' }), '/promotii/bonus'],
    [sub({ type: 'external', url: 'https://sport.example.ro/' }), 'https://sport.example.ro/'],
    [sub({ type: 'internal', url: '/turnee' }), '/turnee'],
    [sub({ type: 'external', url: 'javascript:alert(1)' }), null],
    [sub({ type: 'content-page', slug: null }), null],
  ])('%o goes to %s', (submenuItem, expected) => {
    expect(submenuItemPath(submenuItem)).toBe(expected);
  });
});
