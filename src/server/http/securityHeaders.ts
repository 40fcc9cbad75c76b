// Security headers on every response. HTML pages get a Content-Security-Policy with a fresh
// nonce per response: the server writes it into index.html, where webpack and styled-components
// pick it up, so neither 'unsafe-inline' nor 'unsafe-eval' is needed. Only /public/ pages (shared
// panels and videos) may be framed, and only by the origins in PUBLIC_FRAME_ANCESTORS. API
// answers are not stored by any cache unless their handler says otherwise.
import { randomBytes } from 'node:crypto';
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

export function documentPolicy(
  nonce: string,
  frameAncestors: string,
  connectOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Downloads from presigned S3 URLs go to the storage's origin.
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

function frameAncestorsFor(request: FastifyRequest, config: ServerConfig): string {
  if (isPublicPage(request.url) && config.publicFrameAncestors.length > 0) {
    return config.publicFrameAncestors.join(' ');
  }
  return "'none'";
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const connectOrigins = storageConnectOrigins(config.storage);
  app.decorateRequest('cspNonce', '');
  app.addHook('onSend', async (request, reply, payload) => {
    const ancestors = frameAncestorsFor(request, config);
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'Content-Security-Policy',
      type.startsWith('text/html')
        ? documentPolicy(cspNonceOf(request), ancestors, connectOrigins)
        : `default-src 'none'; frame-ancestors ${ancestors}`,
    );
    if (ancestors === "'none'") reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // API answers are per user and carry tokens (the login answer): no cache keeps them, unless
    // the handler chose its caching (photos, whose names are never reused).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
