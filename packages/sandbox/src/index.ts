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
export {
  DEFAULT_HUB_PING_MS,
  LIVE_HUB_METHODS,
  LIVE_HUB_PATH,
  LIVE_HUB_TARGETS,
  LiveHub,
  RECORD_SEPARATOR,
} from './live-hub.ts';
export { generateLiveTables, LiveTableStore } from './live-tables.ts';
export { createSandbox, DEFAULT_DATA_DIR, type SandboxOptions } from './server.ts';
