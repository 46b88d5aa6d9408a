import { describe, expect, it } from 'vitest';
import {
  analyticsRouteName,
  isValidPreviewSegment,
  previewLink,
  ROUTES,
  routeNameForPath,
} from './routes.ts';

describe('route table (shell.md section 2)', () => {
  it('every name carries the preview- prefix (the lobby is preview) and is unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name === 'preview' || name.startsWith('preview-'))).toBe(true);
  });

  it.each([
    ['preview-user-slug', true],
    ['preview-user-my-games', true],
    ['preview-live-casino-user-slug', true],
    ['preview-live-casino-user-my-games', true],
    ['preview-play-game-real', true],
    ['preview-play-game-demo', undefined],
    ['preview-all-games', undefined],
  ])('%s requires login: %s', (name, requiresLogin) => {
    expect(ROUTES.find((route) => route.name === name)?.requiresLogin).toBe(requiresLogin);
  });

  it.each([
    ['preview', 'lobby'],
    ['preview-all-games', 'all-games'],
    ['preview-live-casino', 'live-casino'],
    ['winners', 'winners'],
  ])('analytics name of %s is %s', (name, analytics) => {
    expect(analyticsRouteName(name)).toBe(analytics);
  });

  it.each([
    [undefined, true],
    ['preview', true],
    ['Preview', false],
    ['draft', false],
    ['', false],
  ])('preview segment %j valid: %s', (segment, valid) => {
    expect(isValidPreviewSegment(segment)).toBe(valid);
  });
});

describe('preview links (catalogue.md section 2)', () => {
  it.each([
    ['/toate-jocurile', true, '/preview/toate-jocurile'],
    ['/', true, '/preview'],
    ['furnizori/x', true, '/preview/furnizori/x'],
    ['/preview', true, '/preview'],
    ['/preview/joc/a', true, '/preview/joc/a'],
    ['https://sport.example/x', true, 'https://sport.example/x'],
    ['//cdn.example/x', true, '//cdn.example/x'],
    ['sisterbrand://open', true, 'sisterbrand://open'],
    ['mailto:help@example.ro', true, 'mailto:help@example.ro'],
    ['/toate-jocurile', false, '/toate-jocurile'],
    ['/preview?x=1', true, '/preview?x=1'],
    ['/preview#a', true, '/preview#a'],
    ['/?q=1', true, '/preview?q=1'],
    ['/toate-jocurile?lang=en#sus', true, '/preview/toate-jocurile?lang=en#sus'],
    ['?tab=1', true, '?tab=1'],
    ['#top', true, '#top'],
  ])('%s in preview %s is %s', (path, preview, link) => {
    expect(previewLink(path, preview)).toBe(link);
  });
});

describe('route name of a path (analytics)', () => {
  it.each([
    ['/', 'preview'],
    ['/preview', 'preview'],
    ['/toate-jocurile', 'preview-all-games'],
    ['/preview/toate-jocurile?x=1', 'preview-all-games'],
    ['/furnizori', 'preview-providers'],
    ['/furnizori/aurora-reels', 'preview-providers-slug'],
    ['/utilizator/preferate', 'preview-user-my-games'],
    ['/utilizator/cele-mai-jucate', 'preview-user-slug'],
    ['/cazinou-live/toate-jocurile', 'preview-live-casino-all-games'],
    ['/cazinou-live/utilizator/preferate', 'preview-live-casino-user-my-games'],
    ['/play/abc/demo', 'preview-play-game-demo'],
    ['/redirect/promotion', 'preview-redirect-page-select'],
    ['/redirect/promotion/bonus', 'preview-redirect-page-select'],
    ['/nu/exista/deloc', null],
  ])('%s is %s', (path, name) => {
    expect(routeNameForPath(path)).toBe(name);
  });

  it('names every route of the table from its own path', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)\?/g, 'x').replace(/:(\w+)/g, 'x');
      expect(routeNameForPath(path)).toBe(route.name);
    }
  });
});
