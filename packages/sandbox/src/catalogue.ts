/**
 * The sandbox's content catalogue: every record of the content API, generated from a seed. The
 * generator lives in `catalogue/` (fixture tables in `catalogue/fixtures/`, one module per step); this
 * module is its public face.
 */
export { gameInfo } from './catalogue/games.ts';
export { generateCatalogue } from './catalogue/generate.ts';
export {
  type AssetSpec,
  type CatalogueOptions,
  DEFAULT_GAMES,
  DEFAULT_LIVE_GAMES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  PERSONAL_SOURCES,
  type PersonalCategoryType,
  PLATFORMS,
  type Platform,
  type RedirectRule,
  type SandboxCatalogue,
} from './catalogue/types.ts';
