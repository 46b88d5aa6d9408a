import { ROUTES } from '@casino/core/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PREVIEW_PATH } from './shared/routing/route-tree';

/**
 * The router's config is built from core's table (ADR 0068): each page of the table is routed, in its
 * layout, and the config has no page the table lacks. The type check adds the rest: a page without a
 * module, and a link pattern or param no page has (shared/routing/portal-path.test-d.ts).
 */
const { default: config } = await import('./routes');

const tree = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: tree(entry.children ?? []) },
  );

const ids = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id as string, ...ids(entry.children ?? [])]);

/** A page's path with each param filled in. */
const filled = (path: string) => path.replace(/:(\w+)\??/g, (_match, key: string) => `${key}-1`);

describe('the portal route table', () => {
  it.each(ROUTES.map((route) => [route.name, route]))(
    'routes %s at its path, in its layout',
    (_name, route) => {
      for (const path of [filled(route.path), `/preview${filled(route.path)}`.replace(/\/$/, '')]) {
        const matched = matchRoutes(tree(config), path)?.map((match) => match.route.id);
        expect(matched?.at(-1), path).toBe(route.name);
        expect(matched?.[0], path).toBe('shell');
        if (route.layout) expect(matched, path).toContain(`layout-${route.layout}`);
      }
    },
  );

  it('has no page that the table lacks', () => {
    const names = new Set<string>(ROUTES.map((route) => route.name));
    const pages = ids(config).filter((id) => id.startsWith('preview'));
    expect(pages.filter((id) => !names.has(id))).toEqual([]);
    expect(pages).toHaveLength(ROUTES.length);
  });

  it('puts every page under the {preview} segment and ends with the unmatched-path route', () => {
    const shell = config.find((entry) => entry.id === 'shell');
    expect(shell?.path).toBe(PREVIEW_PATH);
    expect(ids(shell?.children ?? []).filter((id) => id.startsWith('preview'))).toHaveLength(ROUTES.length);
    expect(config.at(-1)?.path).toBe('*');
  });
});
