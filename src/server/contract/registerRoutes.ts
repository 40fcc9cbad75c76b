// One Fastify route per contract operation, bound to its handler by operationId.
// Per request: access (onRequest, see access/accessHooks.ts) -> the body's media type against
// the declared ones (preParsing, here: the body is not read yet) -> validation of path, query
// and JSON body or multipart form fields (preValidation, here) -> station check (preHandler) ->
// handler -> response check against the contract (preSerialization, see responseValidation.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type WebSocket from 'ws';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { HttpError, type FieldError } from '../errors';
import { readFormFields } from '../http/multipart';
import { runAudited } from '../audit/record';
import { isHandlerResponse, type Handler } from './handlerTypes';
import type { OperationDef } from './loadContract';
import {
  coerceParameters,
  formFieldValues,
  toFieldErrors,
  validationMessage,
  type ContractValidator,
  type Location,
} from './validator';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every contract route; absent on static files and the SPA fallback. */
    operation?: OperationDef;
  }
  interface FastifyRequest {
    /** True once the handler has started: its responses must use declared status codes. */
    handlerStarted?: boolean;
    /** What a WebSocket operation's prepare() found, handed to its open(). */
    socketPrepared?: unknown;
  }
}

const JSON_MEDIA = /^application\/([\w.+-]+\+)?json$/i;

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  return header ? header.split(';')[0]!.trim().toLowerCase() : null;
}

/** Whether the request's content type is one the operation declares (JSON by any JSON name). */
function acceptsMediaType(declared: string[], actual: string): boolean {
  return declared.some((d) => {
    const type = d.toLowerCase();
    if (type === actual || type === '*/*') return true;
    if (type.endsWith('/*')) return actual.startsWith(type.slice(0, -1));
    return type === 'application/json' && JSON_MEDIA.test(actual);
  });
}

const unsupportedMediaType = () =>
  new HttpError(415, 'Tipo de contenido no soportado', 'unsupported_media_type');

/** Whether the request carries body bytes (an empty body with a content type is no body). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Only the media types the contract declares for the operation reach a parser, the station
 * check and the handler: a multipart body sent to a JSON operation used to skip the JSON
 * validation (and the station check) and fail inside the handler. An operation without a body
 * accepts none; one with a body refuses an undeclared type even when empty.
 */
function checkMediaType(operation: OperationDef) {
  const declared = operation.requestBody?.mediaTypes ?? [];
  return async (request: FastifyRequest) => {
    const type = mediaType(request);
    if (declared.length === 0) {
      if (hasBody(request)) throw unsupportedMediaType();
      return;
    }
    if (type === null ? hasBody(request) : !acceptsMediaType(declared, type)) {
      throw unsupportedMediaType();
    }
  };
}

function validateRequest(operation: OperationDef, validator: ContractValidator) {
  const v = validator.forOperation(operation.operationId);
  return async (request: FastifyRequest) => {
    const errors = [];
    const params = coerceParameters(request.params as Record<string, unknown>, v.paramTypes.path);
    if (v.params && !v.params(params)) errors.push(...toFieldErrors('params', v.params.errors));
    const query = coerceParameters(request.query as Record<string, unknown>, v.paramTypes.query);
    if (v.query && !v.query(query)) errors.push(...toFieldErrors('query', v.query.errors));
    request.params = params;
    request.query = query;

    // The media type was checked before parsing (checkMediaType).
    const body = operation.requestBody;
    const type = mediaType(request);
    const json = !type || JSON_MEDIA.test(type);
    if (body && v.body && json) {
      if (request.body === undefined || request.body === null) {
        if (body.required) {
          errors.push({ field: 'body', rule: 'required', message: 'body es obligatorio' });
        }
      } else if (!v.body(request.body)) {
        errors.push(...toFieldErrors('body' as Location, v.body.errors));
      }
    }
    // A form of text fields gets the JSON body's rules (dates, ranges, text), its strings
    // coerced like a query string; the handler reads the validated object as its body.
    const form = type === 'multipart/form-data' ? v.form : null;
    if (form) {
      const fields = formFieldValues(await readFormFields(request), v.paramTypes.form);
      if (!form(fields)) errors.push(...toFieldErrors('body', form.errors));
      request.body = fields;
    } else if (v.form && body?.required) {
      // No body at all (any other media type was refused before parsing).
      errors.push({ field: 'body', rule: 'required', message: 'body es obligatorio' });
    }
    errors.push(
      ...nullCharacters('params', request.params),
      ...nullCharacters('query', request.query),
    );
    if (body && (json || form !== null)) errors.push(...nullCharacters('body', request.body));
    if (errors.length > 0) {
      throw new HttpError(400, validationMessage(errors), 'validation_failed', errors);
    }
  };
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail deep in a query:
 * refuse it here, for every operation, naming the field.
 */
function nullCharacters(
  location: string,
  value: unknown,
  path = location,
  depth = 0,
): FieldError[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ field: path, rule: 'noNullCharacter', message: `${path} contiene un carácter nulo` }]
      : [];
  }
  if (!value || typeof value !== 'object' || depth > 32) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    nullCharacters(location, child, `${path}.${key}`, depth + 1),
  );
}

/**
 * The socket side of an x-websocket operation. prepare() runs after access and validation and
 * BEFORE the upgrade, for plain GETs too: throwing an HttpError answers that status and no
 * socket is ever opened. open() gets the upgraded socket. A plain GET that passes prepare()
 * reaches the operation's ordinary handler (which answers 426).
 */
export interface SocketHandler<P = unknown> {
  prepare(request: FastifyRequest): Promise<P>;
  open(socket: WebSocket, request: FastifyRequest, prepared: P): void;
}

export interface RouteDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  validator: ContractValidator;
  handlers: Map<string, Handler>;
  /** By operationId, for every operation with x-websocket (needs @fastify/websocket registered). */
  socketHandlers?: Map<string, SocketHandler>;
}

/** @fastify/websocket's route options: wsHandler for upgrades, handler for plain requests. */
function socketRouteOptions(operation: OperationDef, deps: RouteDeps) {
  if (!operation.websocket) return {};
  const socket = deps.socketHandlers?.get(operation.operationId);
  if (!socket) throw new Error(`No socket handler for ${operation.operationId}`);
  return {
    preHandler: async (request: FastifyRequest) => {
      request.socketPrepared = await socket.prepare(request);
    },
    wsHandler: (ws: WebSocket, request: FastifyRequest) => {
      request.handlerStarted = true;
      socket.open(ws, request, request.socketPrepared);
    },
  };
}

export function registerContractRoutes(
  app: FastifyInstance,
  operations: OperationDef[],
  deps: RouteDeps,
): void {
  for (const operation of operations) {
    const handler = deps.handlers.get(operation.operationId);
    if (!handler) throw new Error(`No handler for ${operation.operationId}`);
    app.route({
      method: operation.method,
      url: operation.routePath,
      config: { operation },
      ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
      preParsing: checkMediaType(operation),
      preValidation: validateRequest(operation, deps.validator),
      ...socketRouteOptions(operation, deps),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        request.handlerStarted = true;
        // The audit trail's declaration of the operation (audit/operations.ts) wraps the
        // handler: a write and its record in one transaction, an event recorded on its own.
        const result = await runAudited(deps.db, operation, request, reply, async () =>
          handler({
            db: deps.db,
            config: deps.config,
            user: request.auth.user,
            camera: request.auth.camera,
            integration: request.auth.integration,
            pdfGrant: request.auth.pdfGrant ?? null,
            params: request.params,
            query: request.query,
            body: request.body,
            operation,
            request,
            reply,
            log: request.log,
          }),
        );
        if (reply.sent) return reply;
        if (isHandlerResponse(result)) {
          reply.code(result.status);
          if (result.headers) reply.headers(result.headers);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        }
        if (result === undefined) return reply.code(204).send();
        return reply.code(200).send(result);
      },
    });
  }
}
