/** The providers: their references (for games) and records. */
import type { Provider, TaxonomyRef } from '@casino/core/schemas';
import { PROVIDERS, type ProviderSeed } from '../names.ts';
import { slugify } from '../prng.ts';
import type { CatalogueContext } from './context.ts';
import type { GameSeed } from './game-seed.ts';

export interface ProviderPools {
  providers: (ProviderSeed & { index: number; slug: string })[];
  refs: TaxonomyRef[];
  /** Indexes of the providers that make casino games. */
  casino: number[];
  /** Indexes of the providers that make live games. */
  live: number[];
}

export function providerPools(): ProviderPools {
  const providers = PROVIDERS.map((provider, index) => ({
    ...provider,
    index,
    slug: slugify(provider.name),
  }));
  return {
    providers,
    refs: providers.map((p) => ({ id: `prov-${p.slug}`, slug: p.slug, name: p.name })),
    casino: providers.filter((p) => !p.liveOnly).map((p) => p.index),
    live: providers.filter((p) => p.liveOnly || p.live).map((p) => p.index),
  };
}

export function buildProviders(ctx: CatalogueContext, pools: ProviderPools, seeds: GameSeed[]): Provider[] {
  const { tr } = ctx;
  return pools.providers.map((p, index) => {
    const ref = pools.refs[index]!;
    const seoId = ctx.addSeo(
      `seo-furnizor-${p.slug}`,
      tr(`Jocuri ${p.name}`, `${p.name} games`),
      tr(`Toate jocurile de la ${p.name}, într-un singur loc.`, `Every game by ${p.name}, in one place.`),
      ctx.assetUrl(`prov-${p.slug}-light`),
    );
    return {
      id: ref.id,
      slug: p.slug,
      name: p.name,
      games: seeds.filter((game) => game.provider === index).map((game) => game.code),
      lightLogoImage: ctx.asset(`prov-${p.slug}-light`, p.name, 240, 96, 'logo-light'),
      darkLogoImage: ctx.asset(`prov-${p.slug}-dark`, p.name, 240, 96, 'logo-dark'),
      seoId,
    };
  });
}
