import type { Plugin } from 'vite';

/** A module of React Router's development build, and the part of its path the production build shares. */
const DEVELOPMENT_BUILD = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/][^\\/]+)$/;

/**
 * The browser build takes React Router's production build (issue 13, ADR 0055).
 *
 * React Router 7 publishes both builds but its package exports name only the development one
 * (remix-run/react-router#12532, #14102): with development warnings on, it checks and warns in the
 * players' browsers (`No routes matched location …` in the console of a broken link's page) and
 * ships those checks' code. This plugin resolves `react-router` and `react-router/dom` to the same
 * files of `dist/production` for the browser build only, where React Router is bundled whole, so every
 * import gets the one copy. The server keeps Node's resolution: it loads React Router itself, outside
 * the bundle, and two copies there would not share their contexts.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'portal:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT_BUILD, '$1production$2') };
    },
  };
}
