import { ROUTES } from '@casino/core/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { PREVIEW_PATH } from './shared/routing/route-tree';

function flatten(entries: RouteConfigEntry[], prefix = ''): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const own =
      entry.id && (entry.path !== undefined || entry.index) ? [{ id: entry.id, path: path || '/' }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

describe('the portal route table', async () => {
  const { default: routes } = await import('./routes');
  const pages = flatten(routes).filter((route) => route.id.startsWith('preview'));

  it('has a route whose id is each spec route name, at the spec path under the optional preview segment', () => {
    const actual = pages.map((route) => ({
      name: route.id,
      path: route.path.replace(`/${PREVIEW_PATH}`, '') || '/',
    }));
    const expected = ROUTES.map((route) => ({ name: route.name, path: route.path }));
    expect(actual.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('puts every page under the {preview} segment and ends with the unmatched-path route', () => {
    expect(pages.every((route) => route.path.startsWith(`/${PREVIEW_PATH}`))).toBe(true);
    expect(routes.at(-1)?.path).toBe('*');
  });
});
