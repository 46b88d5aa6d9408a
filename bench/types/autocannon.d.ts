// autocannon ships no types; bench/ssr.ts says which parts of its result it reads.
declare module 'autocannon' {
  const autocannon: (options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
  }) => Promise<unknown>;
  export default autocannon;
}
