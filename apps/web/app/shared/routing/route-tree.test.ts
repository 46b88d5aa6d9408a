/**
 * The browser's route tree without the {preview} segment (ADR 0039) matches every published path as the
 * whole tree (the server's) does: the same routes and params. Paths under the segment, and a segment
 * that is not the word preview, are for the whole tree; without the segment they are unmatched.
 */
import { ROUTES } from '@casino/core/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dropPreviewSegment, isPublishedPage, PREVIEW_PATH } from './route-tree';

const { default: config } = await import('~/routes');

/** The route config as the browser's manifest lists it (id, parent, path), and as a tree of routes. */
function manifestOf(
  entries: RouteConfigEntry[],
  parentId?: string,
): Record<string, { path?: string; parentId?: string; index?: boolean }> {
  return Object.assign(
    {},
    ...entries.map((entry) => ({
      [entry.id as string]: { path: entry.path, parentId, index: entry.index },
      ...manifestOf(entry.children ?? [], entry.id),
    })),
  );
}

function treeOf(manifest: ReturnType<typeof manifestOf>, parentId?: string): RouteObject[] {
  return Object.entries(manifest)
    .filter(([, route]) => route.parentId === parentId)
    .map(([id, route]) =>
      route.index ? { id, index: true } : { id, path: route.path, children: treeOf(manifest, id) },
    );
}

const whole = manifestOf(config);
const published = structuredClone(whole);
dropPreviewSegment({ routes: published });

const matched = (manifest: ReturnType<typeof manifestOf>, path: string) =>
  matchRoutes(treeOf(manifest), path)?.map((match) => ({ id: match.route.id, params: match.params })) ?? null;

/** Each spec route at a path with its params filled in. */
const publishedPaths = ROUTES.map((route) =>
  route.path.replace(/\/:(\w+)\?/g, '/x').replace(/:(\w+)/g, (_match, key: string) => `${key}-1`),
);

describe('the published route tree', () => {
  it('has no {preview} segment left, and every other route as it was', () => {
    expect(Object.values(whole).filter((route) => route.path === PREVIEW_PATH)).toHaveLength(1);
    expect(Object.values(published).filter((route) => route.path === PREVIEW_PATH)).toHaveLength(0);
    for (const [id, route] of Object.entries(whole))
      if (route.path !== PREVIEW_PATH) expect(published[id], id).toEqual(route);
  });

  it.each(publishedPaths)('matches %s with the routes and params of the whole tree', (path) => {
    const expected = matched(whole, path);
    expect(expected?.at(-1)?.id).not.toBe('not-found');
    expect(matched(published, path)).toEqual(expected);
    expect(isPublishedPage(expected ?? [])).toBe(true);
  });

  it.each([
    '/preview',
    '/preview/toate-jocurile',
    '/previzualizare/toate-jocurile',
    '/turnee/toate-jocurile',
  ])('leaves %s, a page under the segment, to the whole tree', (path) => {
    const whole_ = matched(whole, path);
    expect(whole_?.map((match) => match.id)).toContain('shell');
    expect(isPublishedPage(whole_ ?? [])).toBe(false);
    expect(matched(published, path)?.map((match) => match.id)).toEqual(['not-found']);
  });

  it('matches an unknown path of several segments as the whole tree does', () => {
    expect(matched(published, '/nu/exista/deloc')).toEqual(matched(whole, '/nu/exista/deloc'));
    expect(isPublishedPage(matched(whole, '/nu/exista/deloc') ?? [])).toBe(true);
  });
});
