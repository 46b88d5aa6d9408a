import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { PREVIEW_PATH } from './shared/routing/route-tree';

/**
 * shell.md section 2: every path under the optional {preview} segment, each route id equal to the
 * spec's route name, in five layouts. `routes.test.ts` checks the ids against core's ROUTES table.
 */
export default [
  route('api/catalog', 'routes/api.catalog.ts', { id: 'api-catalog' }),
  route('api/game-details/:game', 'routes/api.game-details.ts', { id: 'api-game-details' }),
  route('api/lobby-widgets', 'routes/api.lobby-widgets.ts', { id: 'api-lobby-widgets' }),
  route('api/personal-shelves', 'routes/api.personal-shelves.ts', { id: 'api-personal-shelves' }),
  route('api/preview/auth', 'routes/api.preview-auth.ts', { id: 'api-preview-auth' }),
  route('builds/latest.json', 'routes/builds.latest.ts', { id: 'builds-latest' }),
  route('builds/meta/:file', 'routes/builds.meta.ts', { id: 'builds-meta' }),
  route(PREVIEW_PATH, 'routes/shell.tsx', { id: 'shell' }, [
    layout('layouts/default.tsx', { id: 'layout-default' }, [
      index('routes/lobby.tsx', { id: 'preview' }),
      route('toate-jocurile', 'routes/all-games.tsx', { id: 'preview-all-games' }),
      route('joc/:game', 'routes/game.tsx', { id: 'preview-games-game' }),
      route('jackpots', 'routes/jackpots.tsx', { id: 'preview-jackpots' }),
      route('jackpots/:slug', 'routes/jackpot.tsx', { id: 'preview-jackpots-slug' }),
      route('furnizori', 'routes/providers.tsx', { id: 'preview-providers' }),
      route('furnizori/:slug', 'routes/provider.tsx', { id: 'preview-providers-slug' }),
      route('categorii/:slug', 'routes/category.tsx', { id: 'preview-categories-slug' }),
      route('colectii', 'routes/collections.tsx', { id: 'preview-collections' }),
      route('colectii/:slug', 'routes/collection.tsx', { id: 'preview-collections-slug' }),
      route('utilizator/preferate', 'routes/user-category.tsx', { id: 'preview-user-my-games' }),
      route('utilizator/:slug', 'routes/user-category.tsx', { id: 'preview-user-slug' }),
    ]),
    layout('layouts/clean.tsx', { id: 'layout-clean' }, [
      route('promotii', 'routes/promotions.tsx', { id: 'preview-promotions' }),
      route('promotii/:slug', 'routes/promotion.tsx', { id: 'preview-promotions-slug' }),
      route('pagina/:slug', 'routes/content-page.tsx', { id: 'preview-page-slug' }),
      route('turnee', 'routes/tournaments.tsx', { id: 'preview-tournaments' }),
    ]),
    layout('layouts/winners.tsx', { id: 'layout-winners' }, [
      route('invingatori', 'routes/winners.tsx', { id: 'preview-winners' }, [
        route('recente', 'routes/winners-list.tsx', { id: 'preview-winners-recente' }),
        route('jackpot', 'routes/winners-list.tsx', { id: 'preview-winners-jackpot' }),
        route('hol-de-faima', 'routes/winners-list.tsx', { id: 'preview-winners-hol-de-faima' }),
      ]),
    ]),
    layout('layouts/live-casino.tsx', { id: 'layout-live-casino' }, [
      route('live-casino', 'routes/live-casino-parent.tsx', { id: 'preview-live-casino-parent' }),
      route('cazinou-live', 'routes/live-lobby.tsx', { id: 'preview-live-casino' }),
      route('cazinou-live/toate-jocurile', 'routes/all-games.tsx', { id: 'preview-live-casino-all-games' }),
      route('cazinou-live/utilizator/preferate', 'routes/user-category.tsx', {
        id: 'preview-live-casino-user-my-games',
      }),
      route('cazinou-live/utilizator/:slug', 'routes/user-category.tsx', {
        id: 'preview-live-casino-user-slug',
      }),
      route('cazinou-live/categorii/:slug', 'routes/category.tsx', {
        id: 'preview-live-casino-categories-slug',
      }),
    ]),
    layout('layouts/game-play.tsx', { id: 'layout-game-play' }, [
      route('play/:game/demo', 'routes/play.tsx', { id: 'preview-play-game-demo' }),
      route('play/:game/real', 'routes/play.tsx', { id: 'preview-play-game-real' }),
    ]),
    route('redirect/:page/:select?', 'routes/preview-redirect.tsx', { id: 'preview-redirect-page-select' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
