// Reads the bundled OpenAPI document (openapi/surtidor.json, built by
// `node scripts/contract/bundle.mjs`) and flattens it into a list of operations: method, path,
// x-access, parameters, JSON request body and responses by status, with $refs to shared
// parameters and responses already followed.
import fs from 'node:fs';
import path from 'node:path';
import type { PermissionFlag, RoleName } from '../db/schema';
import { projectRoot } from '../paths';

export type AccessLevel = 'public' | 'session' | 'permission' | 'admin' | 'provider' | 'camera';

export interface AccessRule {
  level: AccessLevel;
  permission?: PermissionFlag;
  /**
   * Level permission, instead of `permission`: any one of these flags opens it. The handler then
   * serves only what the user's flags show (the alerts: each kind needs its screens' flags).
   */
  anyPermission?: PermissionFlag[];
  roles?: RoleName[];
  station?: { in: 'query' | 'path' | 'body'; name: string };
  /** A customer's integration token (Settings › Provider token) may call it too (level provider). */
  integration?: boolean;
  /** A valid `pdf_token` for the path's station and this report opens it without a session. */
  pdfToken?: boolean;
  /** Level permission: also users with no permission object at all (vms and panel-detail). */
  withoutPermissions?: boolean;
  /** A valid share link (query `share`) covering the path's camera opens it without a session. */
  shareLink?: boolean;
  /** Another API node relaying a stream, with the node secret (access/nodeRelay.ts), opens it. */
  nodeRelay?: boolean;
  /**
   * Level public: the bearer token must be the configuration's METRICS_TOKEN (GET /api/monitoring/metrics);
   * no session is looked up, so a scrape needs no database. Without the token configured, 404.
   */
  metricsToken?: boolean;
  /** Open to a user who must still replace a temporary password (level session). */
  firstLogin?: boolean;
}

/** An OpenAPI 3.0 schema object, as written in the contract. */
export type OpenApiSchema = Record<string, unknown>;

export interface ParameterDef {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: OpenApiSchema;
  /** false: a list sent as one comma-separated value (`style: form, explode: false`). */
  explode: boolean;
}

export interface OperationDef {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** As in the contract: /api/users/{id}. */
  path: string;
  /** As Fastify wants it: /api/users/:id. */
  routePath: string;
  access: AccessRule;
  parameters: ParameterDef[];
  /**
   * The JSON body's schema and the multipart form's (validated before the handler when the
   * form carries no file: validator.ts fieldsOnlyForm); other media types are the handler's.
   */
  requestBody: {
    required: boolean;
    jsonSchema: OpenApiSchema | null;
    formSchema: OpenApiSchema | null;
    mediaTypes: string[];
  } | null;
  /** Status code ('200', '4XX', 'default') -> JSON schema, or null when no JSON body is declared. */
  responses: Record<string, OpenApiSchema | null>;
  /** x-body-limit: bytes this operation accepts (uploads); null = the server's JSON default. */
  bodyLimit: number | null;
  /** x-websocket: the operation upgrades to a WebSocket (its module registers the socket side). */
  websocket: boolean;
}

export interface Contract {
  document: OpenApiDocument;
  operations: OperationDef[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas?: Record<string, OpenApiSchema>; [section: string]: unknown };
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * A built server carries the contract it was built with (dist/server/surtidor.json), so its
 * routes and handlers always match; from source (tests, scripts) it reads openapi/.
 */
export function defaultContractPath(): string {
  const bundled = path.join(__dirname, 'surtidor.json');
  if (path.basename(__dirname) === 'server' && fs.existsSync(bundled)) return bundled;
  return path.join(projectRoot(), 'openapi', 'surtidor.json');
}

function resolveRef<T>(doc: OpenApiDocument, node: unknown): T {
  let current = node as { $ref?: string };
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, part) => (acc as Record<string, unknown> | undefined)?.[part], doc);
    if (target === undefined) throw new Error(`$ref ${ref} points nowhere`);
    current = target as { $ref?: string };
  }
  return current as T;
}

function jsonSchemaOf(content: unknown): OpenApiSchema | null {
  const media = (content as Record<string, { schema?: OpenApiSchema }> | undefined) ?? {};
  return media['application/json']?.schema ?? null;
}

export function parseContract(document: OpenApiDocument): Contract {
  const operations: OperationDef[] = [];
  for (const [route, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef<Record<string, unknown>>(document, rawItem);
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId as string;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const access = op['x-access'] as AccessRule | undefined;
      if (!access?.level) throw new Error(`${operationId} has no x-access`);

      const byKey = new Map<string, ParameterDef>();
      for (const raw of [...shared, ...((op.parameters as unknown[] | undefined) ?? [])]) {
        const p = resolveRef<ParameterDef & { schema?: OpenApiSchema; explode?: boolean }>(
          document,
          raw,
        );
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' ? true : Boolean(p.required),
          schema: p.schema ?? {},
          explode: p.explode !== false,
        });
      }

      let requestBody: OperationDef['requestBody'] = null;
      if (op.requestBody) {
        const body = resolveRef<{ required?: boolean; content?: Record<string, unknown> }>(
          document,
          op.requestBody,
        );
        requestBody = {
          required: Boolean(body.required),
          jsonSchema: jsonSchemaOf(body.content),
          formSchema:
            (body.content?.['multipart/form-data'] as { schema?: OpenApiSchema } | undefined)
              ?.schema ?? null,
          mediaTypes: Object.keys(body.content ?? {}),
        };
      }

      const responses: Record<string, OpenApiSchema | null> = {};
      for (const [status, raw] of Object.entries((op.responses as Record<string, unknown>) ?? {})) {
        const response = resolveRef<{ content?: unknown }>(document, raw);
        responses[status] = jsonSchemaOf(response.content);
      }

      operations.push({
        operationId,
        method: method.toUpperCase() as OperationDef['method'],
        path: route,
        routePath: route.replace(/\{([^}]+)\}/g, ':$1'),
        access,
        parameters: [...byKey.values()],
        requestBody,
        responses,
        bodyLimit: typeof op['x-body-limit'] === 'number' ? op['x-body-limit'] : null,
        websocket: op['x-websocket'] === true,
      });
    }
  }
  return { document, operations };
}

export function loadContract(file: string = defaultContractPath()): Contract {
  if (!fs.existsSync(file)) {
    throw new Error(`Contract not found at ${file}: run "node scripts/contract/bundle.mjs"`);
  }
  return parseContract(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument);
}
