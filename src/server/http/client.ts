// Serves the built web client (CLIENT_DIR, written by webpack) from the same process as the API:
// - content-hashed files under assets/ are cached for a year (their name changes with them);
// - index.html and other unhashed files are revalidated on every use (no-cache);
// - any GET outside /api that is not a file and accepts HTML gets index.html (client routing);
// - without a build, HTML requests get a 503 page saying how to make one.
// Unknown /api paths always get the JSON 404 of the contract, never HTML. Source maps (*.map)
// are never served.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../errors';
import { errorBody } from './errorHandler';
import { cspNonceOf, isApiPath, NONCE_PLACEHOLDER } from './securityHeaders';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/') || HASHED_NAME.test(relative)) return IMMUTABLE;
  return 'no-cache';
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Surtidor</title></head>
<body><h1>Surtidor: falta compilar el cliente</h1>
<p>The web client has not been built. Run <code>npm run build</code>, then restart the server.</p>
</body></html>
`;

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  // Checked once: a client built after start-up is served after a restart.
  const served = fs.existsSync(clientDir);
  let indexTemplate: string | undefined;
  if (served) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      // Use webpack's .br/.gz siblings when present instead of compressing on every request.
      preCompressed: true,
      cacheControl: false,
      // Folders (e.g. '/') are not files: they fall through to index.html below. Source maps
      // stay on disk (the size gate reads them) but are not published: they hand out the source.
      allowedPath: (pathName) =>
        !isApiPath(pathName) &&
        !pathName.endsWith('/') &&
        pathName !== '/index.html' &&
        !pathName.endsWith('.map'),
      setHeaders: (res, filePath) =>
        res.setHeader('Cache-Control', cacheControlFor(clientDir, filePath)),
    });
  } else {
    app.log.warn(`No web client in ${clientDir}: run "npm run build" to serve it`);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send(errorBody(request, messages.notFound, 'not_found'));
    }
    if (!wantsHtml(request)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
    }
    if (!served || !fs.existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT_PAGE);
    }
    // index.html carries this response's CSP nonce, so it is written per request.
    indexTemplate ??= fs.readFileSync(indexFile, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexTemplate.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(request)));
  });
}
