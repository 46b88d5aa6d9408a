export {
  type CatalogueOptions,
  DEFAULT_GAMES,
  DEFAULT_LIVE_GAMES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  generateCatalogue,
  personalizedCategories,
  type SandboxCatalogue,
} from './catalogue.ts';
export { type FaultSpec, FaultStore } from './faults.ts';
export { createSandbox, DEFAULT_DATA_DIR, type SandboxOptions } from './server.ts';
