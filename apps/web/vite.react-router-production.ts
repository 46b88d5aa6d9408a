import type { Plugin } from 'vite';

/** A module of React Router's development build, and the part of its path the production build shares. */
const DEVELOPMENT_BUILD = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/][^\\/]+)$/;

/**
 * The browser build takes React Router's production build (issue 13, ADR 0055): the package exports name
 * only the development one, which checks and warns in players' browsers and ships that code. Only the
 * browser build is redirected, where React Router is bundled whole; the server keeps Node's resolution,
 * as two copies there would not share their contexts.
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
