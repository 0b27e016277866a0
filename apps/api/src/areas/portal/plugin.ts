// The portal area (docs/api.md "Running it"): the built portal's files, its routes answered by its
// page or by the page the build prerendered for them (docs/performance.md "Prerendered pages"),
// and a short page saying how to build it when it is not. It also answers every URL no route has
// (an unknown API path: 404 with the error body of spec §8), so it is a fastify-plugin: the
// not-found answer and `reply.sendFile` are the whole server's, not one area's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, SESSION_HINT_COOKIE, errorCodes } from '@salon/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { loginRedirectFor, readAccessManifest } from './access';
import { portalNotBuiltPage } from './not-built';
import { prerenderedFile } from './prerendered';

async function serveBuiltPortal(app: FastifyInstance, portalDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: portalDir,
    prefix: '/',
    index: ['index.html'],
    // The portal's build writes Brotli and gzip copies beside each file (apps/portal
    // scripts/compress.mjs): served by Accept-Encoding, with Vary, and the file itself otherwise.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; the page itself is revalidated at every visit.
      res.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

function answerUnknownUrls(app: FastifyInstance, portalDir: string, portalBuilt: boolean): void {
  const access = portalBuilt ? readAccessManifest(portalDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`);
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (
      !isApi &&
      portalBuilt &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeFile
    ) {
      // A private path without the session hint: the prerendered login page at once (./access.ts).
      const login =
        access && request.cookies[SESSION_HINT_COOKIE] !== '1'
          ? loginRedirectFor(access, request.url)
          : null;
      if (login) return reply.header('cache-control', 'no-store').redirect(login, 302);
      // The portal's routes (spec §2) are the SPA's: serve its page for them, or the page's
      // prerendered HTML when the build wrote one (docs/performance.md "Prerendered pages").
      const file = prerenderedFile(portalDir, url) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply.status(404).send({ code: errorCodes.notFound, description: 'error.not_found' });
  });
}

const plugin: FastifyPluginAsync<{ portalDir: string }> = async (app, { portalDir }) => {
  const portalBuilt = existsSync(path.join(portalDir, 'index.html'));
  if (portalBuilt) {
    await serveBuiltPortal(app, portalDir);
  } else {
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(portalNotBuiltPage(portalDir)),
    );
  }
  answerUnknownUrls(app, portalDir, portalBuilt);
};

export const portalPlugin = fastifyPlugin(plugin, { name: 'salon-portal' });
