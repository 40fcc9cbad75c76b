// The request id: on every log line of a request (pino's reqId), in the X-Request-Id response
// header and in every error body (request_id), so what a user quotes finds the log. Behind a
// trusted proxy (TRUST_PROXY set) the proxy's X-Request-Id is kept, so its logs and ours
// share the id; it is taken only when short and made of safe characters, else ours is used.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short, and nothing a log reader or a header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the proxy's id when trusted and safe, else a UUID (unique across nodes). */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const fromProxy = trustProxy !== false && trustProxy !== 0;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (fromProxy && typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}
