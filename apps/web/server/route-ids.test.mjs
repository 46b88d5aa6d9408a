import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteIds } from './route-ids.mjs';

/** A server build's route manifest in miniature: a root, a layout, an index route and pages. */
const routes = {
  root: { id: 'root', path: '' },
  'layouts/casino': { id: 'layouts/casino', parentId: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'layouts/casino', index: true },
  'routes/game-details': { id: 'routes/game-details', parentId: 'layouts/casino', path: 'joc/:game' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
};

describe('route ids', () => {
  const routeIdOf = createRouteIds(routes, matchRoutes);

  it('names the deepest route a path renders, its data requests included', () => {
    expect(routeIdOf('/')).toBe('routes/home');
    expect(routeIdOf('/_root.data')).toBe('routes/home');
    expect(routeIdOf('/joc/book-of-ra')).toBe('routes/game-details');
    expect(routeIdOf('/joc/book-of-ra.data')).toBe('routes/game-details');
    expect(routeIdOf('/nu/exista')).toBe('routes/not-found');
  });

  it("answers 'unmatched' when no route matches", () => {
    const withoutSplat = createRouteIds({ root: { id: 'root', path: '/' } }, matchRoutes);
    expect(withoutSplat('/x')).toBe('unmatched');
  });
});
