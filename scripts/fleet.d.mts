/** Types of `fleet.mjs` for the TypeScript that imports it (bench/fleet.ts). */
export interface FleetOptions {
  size?: number;
  host?: string;
  port?: number;
  portalPort?: number;
  metricsPort?: number;
  sandboxPort?: number;
  redisPort?: number;
  drainDelaySeconds?: number | string;
  portalEnv?: Record<string, string>;
  sandboxEnv?: Record<string, string>;
  log?: (name: string, line: string) => void;
  say?: (message: string) => void;
}
export interface Fleet {
  url: string;
  sandboxUrl: string;
  redisUrl: string;
  dir: string;
  haproxyCfg: string;
  statsSocket: string;
  portals: { name: string; url: string; metrics: string }[];
  rollingRestart(): Promise<void>;
  restartPortal(index: number): Promise<void>;
  signalPortal(
    index: number,
    signal: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: string | null }>;
  portalUp(index: number, ms?: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  serverStates(): Promise<Record<string, string>>;
  /** HAProxy's `show stat` columns for each server of the portals' backend and for BACKEND. */
  haproxyStats(): Promise<Record<string, Record<string, string>>>;
  stop(): Promise<void>;
}
export function startFleet(options?: FleetOptions): Promise<Fleet>;
export function binary(name: string, variable: string): string;
export function haproxyConfig(options: {
  host: string;
  port: number;
  portals: { name: string; port: number }[];
  statsSocket: string;
  drainDelaySeconds: number | string;
}): string;
