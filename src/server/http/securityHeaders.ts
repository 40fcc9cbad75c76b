// Security headers on every response, written by helmet (@fastify/helmet): this file only
// decides the policy of each response. HTML pages get a Content-Security-Policy with a fresh
// nonce per response: the server writes it into index.html, where webpack and styled-components
// pick it up, so neither 'unsafe-inline' nor 'unsafe-eval' is needed. Only /public/ pages (shared
// panels and videos) may be framed, and only by the origins in PUBLIC_FRAME_ANCESTORS. API
// answers are not stored by any cache unless their handler says otherwise.
// The policy depends on the response's content type, so it is applied in onSend, not in helmet's
// own onRequest hook (global: false); hijacked answers (file downloads) write their own headers.
import { randomBytes } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { storageConnectOrigins } from '../storage';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * This response's nonce, made on first use: only HTML pages need one, so the JSON answers that
 * make up nearly all traffic spend no random bytes on it.
 */
export function cspNonceOf(request: FastifyRequest): string {
  request.cspNonce ||= randomBytes(16).toString('base64');
  return request.cspNonce;
}

const isPublicPage = (url: string) => url.startsWith('/public/');

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

type Directives = Record<string, string[]>;

/** The policy of an HTML page: its own scripts and styles, and those carrying its nonce. */
export function documentDirectives(
  nonce: string,
  frameAncestors: string[],
  connectOrigins: readonly string[] = [],
): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Downloads from presigned S3 URLs go to the storage's origin.
    'connect-src': ["'self'", ...connectOrigins],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** Anything that is not a page (JSON, files, plain text) may load nothing. */
const resourceDirectives = (frameAncestors: string[]): Directives => ({
  'default-src': ["'none'"],
  'frame-ancestors': frameAncestors,
});

/** The headers every response gets; helmet's others are left off, as they were never sent. */
const BASE_HEADERS: FastifyHelmetOptions = {
  global: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const NOT_FRAMED = ["'none'"];

function frameAncestorsFor(request: FastifyRequest, config: ServerConfig): string[] {
  if (isPublicPage(request.url) && config.publicFrameAncestors.length > 0) {
    return config.publicFrameAncestors;
  }
  return NOT_FRAMED;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  const connectOrigins = storageConnectOrigins(config.storage);
  app.decorateRequest('cspNonce', '');
  await app.register(fastifyHelmet, BASE_HEADERS);
  app.addHook('onSend', async (request, reply, payload) => {
    const ancestors = frameAncestorsFor(request, config);
    const type = String(reply.getHeader('content-type') ?? '');
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: type.startsWith('text/html')
          ? documentDirectives(cspNonceOf(request), ancestors, connectOrigins)
          : resourceDirectives(ancestors),
      },
      // A page that may be framed by a partner must not be refused by older browsers either.
      xFrameOptions: ancestors === NOT_FRAMED ? { action: 'deny' } : false,
      strictTransportSecurity:
        request.protocol === 'https' ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    // API answers are per user and carry tokens (the login answer): no cache keeps them, unless
    // the handler chose its caching (photos, whose names are never reused).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
