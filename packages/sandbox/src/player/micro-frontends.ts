/**
 * The micro-frontend host (core's micro-frontends.ts protocol): `GET /fe/{name}/manifest.json` names a
 * small dependency-free bundle and its stylesheet, served from `browser/fe/` at
 * `/fe/{name}/{name}.js|css?v={version}`. A bundle is its source files joined inside one function
 * scope (the login dialogs share login-flow.js), with the sandbox's address filled in; the version is
 * a hash of what is served, so the assets can be cached for good while the manifest is revalidated.
 * Every name of core's MICRO_FRONTEND_NAMES is built; other names answer 404.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MicroFrontendManifest } from '@casino/core/micro-frontends';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context.ts';
import { JSON_TYPE } from './http.ts';

const SOURCES: Record<string, { scripts: string[]; styles: string[] }> = {
  'login-dialog': { scripts: ['login-flow.js', 'login-dialog.js'], styles: ['login-dialog.css'] },
  'login-dialog-2': { scripts: ['login-flow.js', 'login-dialog-2.js'], styles: ['login-dialog-2.css'] },
  'my-account': { scripts: ['my-account.js'], styles: ['my-account.css'] },
  'in-app-notification': {
    scripts: ['notification-common.js', 'in-app-notification.js'],
    styles: ['in-app-notification.css'],
  },
  'notification-hub': {
    scripts: ['notification-common.js', 'notification-hub.js'],
    styles: ['notification-hub.css'],
  },
  'cookie-consent': { scripts: ['cookie-consent.js'], styles: ['cookie-consent.css'] },
};

interface Bundle {
  script: string;
  style: string;
  version: string;
}

const read = (file: string) => readFileSync(new URL(`../../browser/fe/${file}`, import.meta.url), 'utf8');

function buildBundles(publicUrl: string): Map<string, Bundle> {
  const bundles = new Map<string, Bundle>();
  for (const [name, { scripts, styles }] of Object.entries(SOURCES)) {
    const script = `(() => {\n${scripts.map(read).join('\n')}\n})();\n`.replaceAll(
      '__SANDBOX_URL__',
      publicUrl,
    );
    const style = styles.map(read).join('\n');
    const version = createHash('sha256').update(script).update(style).digest('hex').slice(0, 12);
    bundles.set(name, { script, style, version });
  }
  return bundles;
}

export function registerMicroFrontends(app: FastifyInstance, context: PlatformContext): void {
  const bundles = buildBundles(context.publicUrl);

  app.get<{ Params: { name: string } }>('/fe/:name/manifest.json', async (request, reply) => {
    const { name } = request.params;
    const bundle = bundles.get(name);
    reply.type(JSON_TYPE).header('cache-control', 'no-cache');
    if (!bundle)
      return reply
        .code(404)
        .send(JSON.stringify({ error: 'Not Found', statusCode: 404, message: `No micro-frontend ${name}` }));
    const base = `${context.publicUrl}/fe/${name}/${name}`;
    const manifest: MicroFrontendManifest = {
      name,
      version: bundle.version,
      entry: `${base}.js?v=${bundle.version}`,
      styles: [`${base}.css?v=${bundle.version}`],
    };
    return reply.send(JSON.stringify(manifest));
  });

  app.get<{ Params: { name: string; file: string } }>('/fe/:name/:file', async (request, reply) => {
    const { name, file } = request.params;
    const bundle = bundles.get(name);
    const kind = file === `${name}.js` ? 'script' : file === `${name}.css` ? 'style' : null;
    if (!bundle || !kind)
      return reply
        .code(404)
        .type(JSON_TYPE)
        .send(JSON.stringify({ error: 'Not Found', statusCode: 404, message: `No file ${name}/${file}` }));
    const current = (request.query as { v?: string }).v === bundle.version;
    return reply
      .type(kind === 'script' ? 'application/javascript; charset=utf-8' : 'text/css; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(kind === 'script' ? bundle.script : bundle.style);
  });
}
