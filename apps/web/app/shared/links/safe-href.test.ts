import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safe link targets', () => {
  it.each([
    ['/promotii/bonus?x=1#a', { href: '/promotii/bonus?x=1#a', internal: true }],
    ['https://sport.example.ro/', { href: 'https://sport.example.ro/', internal: false }],
    ['http://localhost:3000/furnizori', { href: '/furnizori', internal: true }],
    ['//evil.example/x', { href: 'http://evil.example/x', internal: false }],
    ['/\\evil.example', { href: 'http://evil.example/', internal: false }],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['mailto:help@example.ro', null],
    ['', null],
    [null, null],
  ])('%j is %j', (target, expected) => {
    expect(safeHref(target, 'http://localhost:3000')).toEqual(expected);
  });
});
