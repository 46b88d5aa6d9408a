/**
 * What every step of the generator shares: the resolved options, the locale's text helpers, dates
 * relative to the reference date, and the two registries the records fill as they are built (asset
 * images and SEO records). The registries keep insertion order, which is the order they are served in,
 * so the steps that add to them run in a fixed order (see generate.ts).
 */
import type { ContentStatus, Locale } from '@casino/core/content-api';
import type { HeadResources, Seo } from '@casino/core/schemas';
import type { Text } from '../names.ts';
import { slugify } from '../prng.ts';
import {
  type AssetSpec,
  type CatalogueOptions,
  DEFAULT_GAMES,
  DEFAULT_LIVE_GAMES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
} from './types.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Amounts (RON), RTPs and multipliers are kept to two decimals. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

export interface CatalogueContext {
  seed: number;
  casinoCount: number;
  liveCount: number;
  locale: Locale;
  status: ContentStatus;
  draft: boolean;
  /** ISO form of the reference date. */
  referenceDate: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** The text in the catalogue's locale, from a pair or from the two strings. */
  tr: { (text: Text): string; (ro: string, en: string): string };
  /** `days` (and `hours`) after the reference date, as ISO. */
  at(days: number, hours?: number): string;
  /** Marks a title as draft content when the catalogue is the draft one. */
  draftTitle(title: string): string;
  /** Registers an asset image and returns the reference records carry. */
  asset(
    id: string,
    label: string,
    width: number,
    height: number,
    kind: AssetSpec['kind'],
  ): { id: string; seoName: string };
  assetUrl(id: string): string;
  /** Registers an SEO record (the title gets the site suffix) and returns its id. */
  addSeo(
    seoId: string,
    title: string,
    description: string,
    image: string | null,
    headResources?: HeadResources,
  ): string;
  assets: Record<string, AssetSpec>;
  seo: Record<string, Seo>;
}

export function createContext(options: CatalogueOptions): CatalogueContext {
  const locale: Locale = options.locale ?? 'ro';
  const status: ContentStatus = options.status ?? 'published';
  const referenceDate = new Date(options.referenceDate ?? DEFAULT_REFERENCE_DATE).toISOString();
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const draft = status === 'draft';
  const en = locale === 'en';
  const tr = (text: Text | string, english?: string) =>
    typeof text === 'string' ? (en ? english! : text) : en ? text.en : text.ro;
  const ref = Date.parse(referenceDate);
  const assets: Record<string, AssetSpec> = {};
  const seo: Record<string, Seo> = {};
  return {
    seed: options.seed ?? DEFAULT_SEED,
    casinoCount: Math.max(0, Math.floor(options.games ?? DEFAULT_GAMES)),
    liveCount: Math.max(0, Math.floor(options.liveGames ?? DEFAULT_LIVE_GAMES)),
    locale,
    status,
    draft,
    referenceDate,
    publicUrl,
    tr,
    at: (days, hours = 0) => new Date(ref + days * DAY + hours * HOUR).toISOString(),
    draftTitle: (title) => (draft ? `${title} ${tr('(Ciornă)', '(Draft)')}` : title),
    asset: (id, label, width, height, kind) => {
      assets[id] = { id, label, width, height, kind };
      return { id, seoName: slugify(label) || id };
    },
    assetUrl: (id) => `${publicUrl}/assets/${encodeURIComponent(id)}?format=webp`,
    addSeo: (seoId, title, description, image, headResources) => {
      seo[seoId] = {
        title: `${title}${tr(' | Cazinou Online', ' | Online Casino')}`,
        ogTitle: title,
        description,
        ogDescription: description,
        ogImage: image,
        twitterCard: 'summary_large_image',
        metaRobots: 'index, follow',
        ...(headResources ? { headResources } : {}),
      };
      return seoId;
    },
    assets,
    seo,
  };
}
