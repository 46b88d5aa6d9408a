/** Types of `build.mjs` for the TypeScript that imports it (the benchmarks). */
export function contentHash(paths: readonly string[]): string;
export function buildState(): 'current' | 'missing' | 'stale';
export function build(): number;
export function buildWhenNeeded(): void;
