// What a handler is and what it receives. A module's handlers.ts exports
//   export const handlers = { operationId: async (ctx: HandlerContext<{ query: X }>) => body }
//     satisfies OperationHandlers;
// and the registry binds each to the contract operation of the same operationId. The
// `satisfies` checks each handler against that operation's generated types (operations.gen.ts):
// a key that is no operationId, or a query, path, body or 200 body the contract does not
// declare, fails to compile.
// Access (x-access) and request validation have already run when a handler is called.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database, PermissionFlag, RoleName } from '../db/schema';
import type { OperationDef } from './loadContract';
import type { operations } from './operations.gen';
import type { PdfGrant } from '../access/pdfTokens';

export type PermissionFlags = Record<PermissionFlag, boolean>;

/** The signed-in user, resolved from the bearer token by the access hook. */
export interface AuthUser {
  id: number;
  sessionId: number;
  /** A temporary password is still in use: only x-access firstLogin operations are open. */
  mustChangePassword: boolean;
  roleId: number | null;
  roleName: RoleName | null;
  /** user_role_id === 1. */
  isAdmin: boolean;
  /** null = the user has no permission object at all (fails every permission check). */
  permissions: PermissionFlags | null;
  customerId: number | null;
  /** Admins: every station; others: their user_gas_stations. Memoised per request. */
  canAccessStation(stationId: number): Promise<boolean>;
  /** Ids of the stations the user may see (admins: all). Memoised per request. */
  stationIds(): Promise<number[]>;
}

/**
 * A customer's integration token (Settings › Provider token), sent as a bearer token by the
 * customer's provider systems, on operations whose x-access sets `integration: true`.
 */
export interface AuthIntegration {
  tokenId: number;
  customerId: number;
}

/** A camera authenticated by its X-Camera-Key header (level: camera). */
export interface AuthCamera {
  id: number;
  gasStationId: number | null;
}

export interface RequestInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

export interface BaseContext<I extends RequestInput> {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Validated and coerced path parameters (defaults applied). */
  params: I['params'];
  /** Validated and coerced query string (defaults applied, unknown keys refused). */
  query: I['query'];
  /** Validated JSON body (defaults applied). */
  body: I['body'];
  operation: OperationDef;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
}

/** For operations at level session, permission, admin or provider: a user is guaranteed. */
export interface HandlerContext<I extends RequestInput = RequestInput> extends BaseContext<I> {
  user: AuthUser;
  camera: null;
  integration: null;
}

/**
 * For level provider with `integration: true`: a provider-level user, or a customer's
 * integration token, whose answers the handler narrows to that customer.
 */
export interface ProviderHandlerContext<
  I extends RequestInput = RequestInput,
> extends BaseContext<I> {
  user: AuthUser | null;
  camera: null;
  integration: AuthIntegration | null;
}

/** For level public: the token is optional and a bad one is ignored. */
export interface PublicHandlerContext<
  I extends RequestInput = RequestInput,
> extends BaseContext<I> {
  user: AuthUser | null;
  camera: null;
  integration: null;
}

/**
 * For report documents (x-access `pdfToken: true`): either a signed-in user with access to the
 * station, or no user and a pdf grant for exactly this station and report, whose dates and
 * locale then apply.
 */
export interface ReportHandlerContext<
  I extends RequestInput = RequestInput,
> extends BaseContext<I> {
  user: AuthUser | null;
  camera: null;
  integration: null;
  pdfGrant: PdfGrant | null;
}

/** For level camera. */
export interface CameraHandlerContext<
  I extends RequestInput = RequestInput,
> extends BaseContext<I> {
  user: null;
  camera: AuthCamera;
  integration: null;
}

const RESPONSE = Symbol('response');

/** An explicit answer; its status and body types are checked against the operation's. */
export interface HandlerResponse<Status extends number = number, Body = unknown> {
  [RESPONSE]: true;
  status: Status;
  body?: Body;
  headers?: Record<string, string>;
}

/**
 * Explicit status (and headers). Returning a plain value means 200 with that body. Typed by
 * its arguments alone (NoInfer), not by what the handler is expected to return, so that a
 * wrong status or body is reported rather than absorbed.
 */
export function respond<Status extends number, Body = undefined>(
  status: Status,
  body?: Body,
  headers?: Record<string, string>,
): HandlerResponse<NoInfer<Status>, NoInfer<Body>> {
  return { [RESPONSE]: true, status, body, headers };
}

export const noContent = (): HandlerResponse<204, undefined> => respond(204);

/**
 * A 200 answer serialized already, as `JSON.stringify(body)` (a cached answer): sent as it is,
 * the bytes and content type the body would have given, without serializing it again or
 * checking it against the contract again (Fastify's preSerialization skips strings; the body
 * was checked when it was first sent).
 */
export function respondSerialized<Body>(json: string): HandlerResponse<200, Body> {
  return respond(200, json as Body, { 'content-type': 'application/json; charset=utf-8' });
}

export function isHandlerResponse(value: unknown): value is HandlerResponse {
  return typeof value === 'object' && value !== null && RESPONSE in value;
}

// Handlers are stored loosely typed: each one declares its own context type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (ctx: any) => unknown;
export type HandlerMap = Record<string, Handler>;

export type OperationId = keyof operations;

/** The JSON schema's type of a request body or response, or unknown for other media. */
type JsonContent<T> = T extends { content: infer C }
  ? keyof C extends 'application/json'
    ? C[keyof C]
    : unknown
  : undefined;

/** The request of an operation as validated against the contract (defaults applied). */
export interface OperationInput<Id extends OperationId> {
  params: NonNullable<operations[Id]['parameters']['path']>;
  query: NonNullable<operations[Id]['parameters']['query']>;
  body: [operations[Id]['requestBody']] extends [never]
    ? never
    : JsonContent<operations[Id]['requestBody']>;
}

type Responses<Id extends OperationId> = operations[Id]['responses'];

/**
 * What a handler may return: the 200 body (a plain value means 200), or respond(...) with a
 * status the operation declares and that status's body. Operations without a 200 answer only
 * with respond(...).
 */
export type OperationResult<Id extends OperationId> =
  | (Responses<Id> extends { 200: infer Ok } ? JsonContent<Ok> : never)
  | {
      [Status in keyof Responses<Id>]: Status extends number
        ? HandlerResponse<Status, JsonContent<Responses<Id>[Status]>>
        : never;
    }[keyof Responses<Id>];

/**
 * Who calls depends on the operation's x-access (HandlerContext, PublicHandlerContext, ...),
 * which the generated types do not carry: each handler declares the one it relies on.
 */
interface AnyCaller {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  user: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  camera: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  integration: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  pdfGrant: any;
}

export type OperationHandler<Id extends OperationId> = (
  ctx: BaseContext<OperationInput<Id>> & AnyCaller,
) => OperationResult<Id> | Promise<OperationResult<Id>>;

/** A module's handlers, by operationId, each typed by its operation. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };
