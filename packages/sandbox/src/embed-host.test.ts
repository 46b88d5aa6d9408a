import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerEmbedHost } from './embed-host.ts';

describe('embed host page', () => {
  const app = Fastify();
  registerEmbedHost(app);

  it('frames an http(s) address, escaped', async () => {
    const answer = await app.inject({
      url: '/embed-host?src=http%3A%2F%2Flocalhost%3A3000%2F%3Fa%3D1%26b%3D%22',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<iframe src="http://localhost:3000/?a=1&amp;b=%22"');
  });

  it('refuses anything else', async () => {
    for (const src of ['', 'javascript:alert(1)', 'not a url'])
      expect((await app.inject({ url: `/embed-host?src=${encodeURIComponent(src)}` })).statusCode).toBe(400);
  });
});
