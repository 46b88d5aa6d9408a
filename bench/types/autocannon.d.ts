// autocannon ships no types; bench/ssr.ts and bench/load.ts say which parts of its result they read.
declare module 'autocannon' {
  const autocannon: (options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    /** Requests cycled by each connection; `setupRequest` may change each one before it is sent. */
    requests?: {
      method: string;
      path: string;
      setupRequest?: (request: { method: string; path: string }) => { method: string; path: string };
    }[];
  }) => Promise<unknown>;
  export default autocannon;
}
