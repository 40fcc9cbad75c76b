// Keeps the exact bytes of a request body for the few operations that must check a signature
// over them (the WhatsApp webhook): a JSON parse and re-serialisation would not give back the
// bytes that were signed. Only the named operations get the hook; every other route parses
// its body as before, without the copy.
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, on operations registered with keepRawBody. */
    rawBody?: Buffer;
  }
}

function captureRawBody(
  request: FastifyRequest,
  _reply: unknown,
  payload: NodeJS.ReadableStream,
): Promise<NodeJS.ReadableStream> {
  const chunks: Buffer[] = [];
  // Passes the bytes on untouched (the body limit still applies downstream) and keeps a copy.
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      request.rawBody = Buffer.concat(chunks);
      callback();
    },
  });
  payload.on('error', (error) => tee.destroy(error));
  return Promise.resolve(payload.pipe(tee));
}

/** Must run before the contract routes are added: it hooks into their registration. */
export function keepRawBody(app: FastifyInstance, operationIds: readonly string[]): void {
  const wanted = new Set(operationIds);
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = route.config?.operation?.operationId;
    if (!operationId || !wanted.has(operationId)) return;
    const existing = route.preParsing
      ? Array.isArray(route.preParsing)
        ? route.preParsing
        : [route.preParsing]
      : [];
    route.preParsing = [...existing, captureRawBody];
  });
}
