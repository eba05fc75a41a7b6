import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, ERROR_CODES, type PublicConfig } from '@degreeworth/core';
import { errorBody } from './error-handler';

const CONFIG_PLACEHOLDER = '<!--dw-public-config-->';

/** Embeds the browser's settings as a JSON data block (not executed, so CSP allows it). */
export function renderIndexHtml(template: string, publicConfig: PublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  return template.replace(
    CONFIG_PLACEHOLDER,
    `<script type="application/json" id="dw-public-config">${json}</script>`,
  );
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = `No route matches ${request.method} ${request.url.split('?')[0]}.`;
  return reply.status(404).send(errorBody(404, ERROR_CODES.notFound, message, String(request.id)));
}

/**
 * Serves the built React app on the same port: hashed assets with a long, immutable cache
 * (brotli or gzip files made at build time when the client accepts them),
 * index.html (with the public config) for `/` and every non-API GET that is not a file,
 * and a JSON 404 for unknown /api/v1 paths.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  opts: { webDistDir: string; publicConfig: PublicConfig },
): Promise<void> {
  const indexFile = join(opts.webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild
    ? renderIndexHtml(readFileSync(indexFile, 'utf8'), opts.publicConfig)
    : null;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === null) {
      const message =
        'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return reply
        .status(503)
        .send(errorBody(503, ERROR_CODES.unavailable, message, String(request.id)));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      index: false,
      wildcard: true,
      // x.js.br / x.js.gz written by the web build, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(opts.webDistDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === API_BASE_PATH ||
      request.url.startsWith(`${API_BASE_PATH}/`) ||
      request.url.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    return wantsPage ? sendIndex(request, reply) : sendNotFound(request, reply);
  });
}
