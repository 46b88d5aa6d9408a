import type { Plugin } from 'vite';

/** The module the server entry imports the inlined stylesheet from. */
export const INLINE_CSS_MODULE = 'virtual:frame-css';
const RESOLVED = `\0${INLINE_CSS_MODULE}`;

/**
 * A relative `url()` would resolve against the page instead of `/assets/` once the rules sit in the HTML,
 * and `</style` would end the element early: either fails the build rather than break the page.
 */
export function checkInlinable(css: string, file: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")\s]*)\1\s*\)/g)) {
    const target = match[2] ?? '';
    if (!/^(\/|data:|https?:|#)/.test(target)) {
      throw new Error(`${file} has a relative url(${target}) and cannot be inlined`);
    }
  }
  return css;
}

interface CssMetadata {
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chrome's stylesheet (the `frame` chunk's CSS, the only one every page needs for its first paint)
 * goes in the HTML as a `<style>` instead of a render-blocking `<link>` (issue 13, ADR 0023): taken out of
 * the client build's manifest and preload lists, handed to the server build as `virtual:frame-css`.
 */
export function inlineFrameCss(chunkName = 'frame'): Plugin {
  let css: string | null = null;
  let building = false;
  return {
    name: 'portal:inline-frame-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === INLINE_CSS_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (building && this.environment.name === 'client') {
        this.error(`${INLINE_CSS_MODULE} is the server's: the client must not carry the stylesheet twice`);
      }
      if (building && css === null) {
        this.error(`${INLINE_CSS_MODULE}: the client build found no CSS for the "${chunkName}" chunk`);
      }
      return `export default ${JSON.stringify(css ?? '')};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const frame = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.name === chunkName,
      ) as CssMetadata | undefined;
      const files = [...(frame?.viteMetadata?.importedCss ?? [])];
      if (files.length === 0) return;
      const parts: string[] = [];
      for (const file of files) {
        const asset = bundle[file];
        if (asset?.type !== 'asset') this.error(`${file}: expected a CSS asset`);
        parts.push(checkInlinable(String(asset.source), file));
        delete bundle[file];
      }
      for (const output of Object.values(bundle)) {
        const imported = (output as CssMetadata).viteMetadata?.importedCss;
        for (const file of files) imported?.delete(file);
      }
      css = parts.join('\n');
    },
  };
}
