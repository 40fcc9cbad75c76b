// Every failure becomes a JSON body of the contract's Error shape, never a stack trace:
// HttpError as thrown; Fastify's own request errors (bad JSON, wrong content type, body too
// large) with a Spanish message; requests Node's HTTP parser refuses before Fastify sees them
// (headers too large, a malformed request line, a client too slow) likewise; the database out
// of reach a 503 with Retry-After; anything else a logged 500 with a fixed message.
// Every body carries the request's id (request_id), as do its log lines (reqId) and the
// X-Request-Id header, so support finds the log from what the user saw.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/errors';
import { HttpError, messages, RETRY_AFTER_SECONDS } from '../errors';
import { StorageUnavailableError } from '../storage/objectStorage';

interface KnownError {
  status: number;
  message: string;
  code: string;
}

/** Fastify's request-level error codes -> what the client is told. */
const FRAMEWORK_ERRORS: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'El cuerpo de la solicitud no es JSON válido',
    code: 'invalid_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'El cuerpo de la solicitud está vacío',
    code: 'invalid_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'El cuerpo de la solicitud es demasiado grande',
    code: 'payload_too_large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de contenido no soportado',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Longitud de contenido inválida',
    code: 'bad_request',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    message: 'Tipo de contenido inválido',
    code: 'bad_request',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'La dirección de la solicitud no es válida',
    code: 'bad_url',
  },
  FST_ERR_INVALID_URL: {
    status: 400,
    message: 'La dirección de la solicitud no es válida',
    code: 'bad_url',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'La dirección de la solicitud es demasiado larga',
    code: 'uri_too_long',
  },
};

/** What Node's HTTP parser refuses (clientError), by its error code; anything else is a 400. */
const CLIENT_ERRORS: Record<string, KnownError> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'Los encabezados de la solicitud son demasiado grandes',
    code: 'headers_too_large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'La solicitud tardó demasiado en llegar',
    code: 'request_timeout',
  },
};
const MALFORMED_REQUEST: KnownError = {
  status: 400,
  message: 'La solicitud HTTP está mal formada',
  code: 'bad_request',
};

/** The contract's Error body of this request. */
export function errorBody(
  request: FastifyRequest,
  message: string,
  code?: string,
  errors?: unknown[],
): Record<string, unknown> {
  return {
    message,
    ...(code ? { code } : {}),
    ...(errors ? { errors } : {}),
    request_id: request.id,
  };
}

function classify(error: FastifyError): KnownError | null {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  // The JSON parser's SyntaxError carries statusCode 400 but, depending on the path, no code.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (error.statusCode === 413) return FRAMEWORK_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!;
  if (error.statusCode === 415) return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: 'Solicitud inválida', code: 'bad_request' };
  }
  return null;
}

/**
 * Errors Fastify raises before routing (a URL that does not decode), which skip the error
 * handler: the same Spanish body instead of Fastify's English one. Pass as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = classify(error) ?? {
    status: 400,
    message: 'Solicitud inválida',
    code: 'bad_request',
  };
  request.log.info({ code: error.code, reason: error.message }, 'request refused');
  // A refused WebSocket upgrade never reaches the hooks that close its socket (the URL did not
  // even decode): close it here, or a hostile client could hold it open.
  if (request.headers.upgrade) {
    reply.header('connection', 'close');
    reply.raw.once('finish', () => request.raw.socket.destroy());
  }
  void reply.code(known.status).send(errorBody(request, known.message, known.code));
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused never becomes a Fastify
 * request, so no hook or header plugin runs; the answer is written on the socket, which is
 * then closed (the parser cannot go on after such an error).
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED_REQUEST;
  // No Fastify request exists: an id of its own ties this answer to its log line.
  const requestId = randomUUID();
  this.log.info(
    { reqId: requestId, code: error.code, reason: error.message },
    'request refused by the parser',
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    message: known.message,
    code: known.code,
    request_id: requestId,
  });
  // Closed once the answer is flushed, whatever the client does with its side.
  socket.end(
    [
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}

/** A dependency that is away or cut the statement short: answered 503 with Retry-After. */
function outageOf(error: unknown): { log: string; message: string; code: string } | null {
  // The bucket every node shares is away: the file calls wait for it, the rest goes on.
  if (error instanceof StorageUnavailableError) {
    return {
      log: 'storage unavailable',
      message: messages.storageUnavailable,
      code: 'storage_unavailable',
    };
  }
  // The pool replaces lost connections by itself (the access hook's session lookup lands here too).
  if (isDatabaseUnavailable(error)) {
    return {
      log: 'database unavailable',
      message: messages.unavailable,
      code: 'service_unavailable',
    };
  }
  // The database cancelled the statement at its time limit; the connection stays usable.
  if (isStatementCancelled(error)) {
    return {
      log: 'statement timeout',
      message: messages.statementTimeout,
      code: 'statement_timeout',
    };
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body = errorBody(request, error.message, error.code, error.errors);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    const outage = outageOf(error);
    if (outage) {
      // Not a bug of this request: the client is told to retry (an Error body, whatever the
      // operation declares for its own 503s).
      request.log.warn({ reason: error.message }, outage.log);
      request.handlerStarted = false;
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(request, outage.message, outage.code));
    }
    const known = classify(error);
    if (known) {
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      // Not the handler's doing: checked against the Error shape, not the declared statuses.
      request.handlerStarted = false;
      return reply.code(known.status).send(errorBody(request, known.message, known.code));
    }
    // The request id is in the log line (reqId), the X-Request-Id header and the body, so
    // support can find this entry from what the user sees.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(request, messages.serverError));
  });
}
