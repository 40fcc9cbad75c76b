// Security headers on every response, written by helmet: this file only decides the policy of
// each response. HTML pages get a Content-Security-Policy with a fresh nonce per response: the
// server writes it into index.html, where webpack and styled-components pick it up, so neither
// 'unsafe-inline' nor 'unsafe-eval' is needed. Only /public/ pages (shared panels and videos) may
// be framed, and only by the origins in PUBLIC_FRAME_ANCESTORS. API answers are not stored by any
// cache unless their handler says otherwise.
// The policy depends on the response's content type, so it is applied in onSend; hijacked
// answers (file downloads) write their own headers. The few policies there are (page or
// resource, framed by partners or not, HTTPS or not) are compiled into helmet middlewares once,
// at start-up: @fastify/helmet's reply.helmet(options) would rebuild one on every response.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/** A directive's sources; a function is asked per response (the page's nonce). */
type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);
type Directives = Record<string, Source[]>;

/** The policy of an HTML page: its own scripts and styles, and those carrying its nonce. */
export function documentDirectives(
  nonceSource: Source,
  frameAncestors: string[],
  connectOrigins: readonly string[] = [],
): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource],
    'style-src': ["'self'", nonceSource],
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
const BASE_HEADERS = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

const NOT_FRAMED = ["'none'"];

function frameAncestorsFor(request: FastifyRequest, config: ServerConfig): string[] {
  if (isPublicPage(request.url) && config.publicFrameAncestors.length > 0) {
    return config.publicFrameAncestors;
  }
  return NOT_FRAMED;
}

/** The nonce each page response is sent with, for the page policy's nonce sources. */
const pageNonces = new WeakMap<IncomingMessage, string>();
const pageNonce: Source = (req) => `'nonce-${pageNonces.get(req) ?? ''}'`;

type HeaderWriter = ReturnType<typeof helmet>;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  const connectOrigins = storageConnectOrigins(config.storage);
  const compile = (page: boolean, ancestors: string[], https: boolean): HeaderWriter => {
    const options: HelmetOptions = {
      ...BASE_HEADERS,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: page
          ? documentDirectives(pageNonce, ancestors, connectOrigins)
          : resourceDirectives(ancestors),
      },
      // A page that may be framed by a partner must not be refused by older browsers either.
      xFrameOptions: ancestors === NOT_FRAMED ? { action: 'deny' } : false,
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    };
    return helmet(options);
  };
  // Indexed by [page][framed by partners][https]; without partners nothing is framed.
  const partners =
    config.publicFrameAncestors.length > 0 ? config.publicFrameAncestors : NOT_FRAMED;
  const writers = [false, true].map((page) =>
    [NOT_FRAMED, partners].map((ancestors) =>
      [false, true].map((https) => compile(page, ancestors, https)),
    ),
  );

  app.decorateRequest('cspNonce', '');
  app.addHook('onSend', async (request, reply, payload) => {
    const ancestors = frameAncestorsFor(request, config);
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (page) pageNonces.set(request.raw, cspNonceOf(request));
    const write =
      writers[Number(page)]![Number(ancestors !== NOT_FRAMED)]![
        Number(request.protocol === 'https')
      ]!;
    // helmet's middleware sets headers on the raw response synchronously and calls back.
    write(request.raw, reply.raw, () => undefined);
    // API answers are per user and carry tokens (the login answer): no cache keeps them, unless
    // the handler chose its caching (photos, whose names are never reused).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
