import type { AssetImage, Collection, Provider } from '@casino/core/schemas';

/** A collection as its card shows it. */
export interface CollectionCard {
  id: string;
  slug: string;
  title: string;
  iconImage: AssetImage | null;
  count: number;
}

/** A provider as its card shows it: both logos (light and dark colour modes). */
export interface ProviderCard {
  id: string;
  slug: string;
  name: string;
  lightLogoImage: AssetImage | null;
  darkLogoImage: AssetImage | null;
  count: number;
}

export function collectionCard(collection: Collection): CollectionCard {
  return {
    id: collection.id,
    slug: collection.slug,
    title: collection.title,
    iconImage: collection.iconImage,
    count: collection.games.length,
  };
}

export function providerCard(provider: Provider): ProviderCard {
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    lightLogoImage: provider.lightLogoImage,
    darkLogoImage: provider.darkLogoImage,
    count: provider.games.length,
  };
}
