import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled with the script, not on its first call. */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of the named chunks of the browser build (issue 13, ADR 0047).
 *
 * Chromium (136 and later) then compiles every function of those scripts while it streams them, off the
 * main thread, instead of compiling each one on the main thread the first time hydration calls it. The
 * hint is a comment: other browsers ignore it. It is added after minifying (which would drop it) and after
 * Vite's own changes, in the last `generateBundle`.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'portal:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    apply: 'build',
    // The hint changes the file, so it goes into the file's name too.
    augmentChunkHash: (chunk) => (chunkNames.includes(chunk.name) ? COMPILE_ALL_HINT : undefined),
    generateBundle: {
      // After Vite's own, which puts its preload helper's list at the top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
          if (output.map) throw new Error(`compile hints would shift ${output.fileName}'s source map`);
          output.code = COMPILE_ALL_HINT + output.code;
        }
      },
    },
  };
}
