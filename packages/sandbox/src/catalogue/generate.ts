/**
 * The catalogue generator: the steps in order, pure and deterministic (no I/O, no clock). Random draws
 * never depend on locale or status, so switching either only changes texts or adds draft records; the
 * order of the steps is part of the output (one random sequence, registries in step order).
 */
import { createRng } from '../prng.ts';
import { buildCarousels } from './carousels.ts';
import { buildCategories } from './categories.ts';
import { buildCollections } from './collections.ts';
import { createContext } from './context.ts';
import { applyDraft } from './draft.ts';
import { drawGames } from './draw-games.ts';
import { buildGames } from './games.ts';
import { buildJackpots } from './jackpots.ts';
import { buildLayouts } from './layouts.ts';
import { drawMembership, linkTaxonomy } from './membership.ts';
import { buildMenus, buildSubmenu } from './menus.ts';
import { buildPages } from './pages.ts';
import { buildPromotions } from './promotions.ts';
import { buildProviders, providerPools } from './providers.ts';
import { buildCmsConfiguration, buildGlobalSettings, buildRedirects } from './settings.ts';
import { buildTournaments } from './tournaments.ts';
import type { CatalogueOptions, SandboxCatalogue } from './types.ts';
import { buildVideoWidgets } from './video-widgets.ts';
import { buildWebMessages } from './web-messages.ts';
import { drawWinners } from './winners.ts';

export function generateCatalogue(options: CatalogueOptions = {}): SandboxCatalogue {
  const ctx = createContext(options);
  const rng = createRng(ctx.seed);
  const pools = providerPools();
  const seeds = drawGames(rng, ctx.casinoCount, ctx.liveCount, pools);
  const membership = drawMembership(rng, seeds);
  const links = linkTaxonomy(ctx, membership);
  const games = buildGames(ctx, seeds, pools.refs, links);
  const providers = buildProviders(ctx, pools, seeds);
  const categories = buildCategories(ctx, membership.categories, links);
  const { collections, collectionGroups } = buildCollections(ctx, membership.collections, links);
  const jackpots = buildJackpots(ctx, rng, membership.jackpots);
  const promotions = buildPromotions(ctx, rng, seeds);
  const carousels = buildCarousels(ctx);
  const videoWidgets = buildVideoWidgets(ctx, rng, games);
  const pages = buildPages(ctx);
  const tournaments = buildTournaments(ctx, rng, seeds);
  const winners = drawWinners(ctx, rng, seeds, jackpots);
  const { webMessages, webMessageTargets } = buildWebMessages(ctx);
  const menus = buildMenus(ctx, categories, collections);
  const submenu = buildSubmenu(ctx);
  const layouts = buildLayouts(ctx, { categories, collections, jackpots });

  const catalogue: SandboxCatalogue = {
    seed: ctx.seed,
    locale: ctx.locale,
    status: ctx.status,
    referenceDate: ctx.referenceDate,
    publicUrl: ctx.publicUrl,
    games,
    categories,
    providers,
    collections,
    collectionGroups,
    jackpots,
    promotions,
    menus,
    submenu,
    layouts,
    carousels,
    videoWidgets,
    seo: ctx.seo,
    globalSettings: buildGlobalSettings(seeds, pools),
    cmsConfiguration: buildCmsConfiguration(),
    webMessages,
    webMessageTargets,
    pages,
    tournaments,
    winners,
    redirects: buildRedirects(),
    assets: ctx.assets,
  };
  if (ctx.draft) applyDraft(ctx, catalogue, seeds);
  return catalogue;
}
