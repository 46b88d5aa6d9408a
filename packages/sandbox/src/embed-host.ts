/**
 * `GET /embed-host?src={portal URL}`: a page of the sandbox's origin that frames the portal, as an
 * operator's partner site or a native app's web view would (the portal's FRAME_ANCESTORS decides
 * whether it may). Only an http(s) address is framed.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './launch.ts';

export function registerEmbedHost(app: FastifyInstance): void {
  app.get('/embed-host', async (request, reply) => {
    const { src } = request.query as { src?: string };
    let url: URL | null = null;
    try {
      url = src ? new URL(src) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return reply.code(400).type('text/plain; charset=utf-8').send('src must be an http(s) address');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="ro"><meta charset="utf-8"><title>Site partener</title>` +
          `<body style="margin:0;font-family:system-ui"><p style="padding:8px">Site partener care încadrează portalul</p>` +
          `<iframe src="${escapeHtml(url.href)}" title="Cazino" style="border:0;width:100%;height:90vh"></iframe></body></html>`,
      );
  });
}
