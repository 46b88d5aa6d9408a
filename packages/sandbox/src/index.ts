export {
  type CatalogueOptions,
  DEFAULT_GAMES,
  DEFAULT_LIVE_GAMES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  generateCatalogue,
  type SandboxCatalogue,
} from './catalogue.ts';
export { CHAT_SOCKET_PATH } from './chat/index.ts';
export { EMBED_HOST_PATH, localPortalUrl } from './embed-host.ts';
export { type FaultSpec, FaultStore } from './faults.ts';
export { FeatureToggles, LOGIN_DIALOG_V2_TOGGLES } from './feature-toggles.ts';
export {
  DEFAULT_HUB_PING_MS,
  LIVE_HUB_METHODS,
  LIVE_HUB_PATH,
  LIVE_HUB_TARGETS,
  LiveHub,
  RECORD_SEPARATOR,
} from './live-hub.ts';
export { generateLiveTables, LiveTableStore } from './live-tables.ts';
export { BROKER_PATH, NotificationBroker } from './notifications/broker.ts';
export { PROFILES, type Profile, SECOND_FACTOR_CODE, SEEDED_PASSWORD } from './player/profiles.ts';
export {
  type BalanceChangedEvent,
  type BonusChangedEvent,
  type PlayerEventMap,
  type PlayerLoggedOutEvent,
  PlayerStore,
} from './player/store.ts';
export { createSandbox, DEFAULT_DATA_DIR, playerDbFile, type SandboxOptions } from './server.ts';
