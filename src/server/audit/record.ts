// The one place the audit trail hooks into: registerRoutes runs every handler through
// runAudited, which applies the operation's declaration (audit/operations.ts):
//   write — the handler in one ambient transaction (db/ambientTransaction.ts); the object's row
//           read before and after it, and the record (with the changed fields) appended in
//           that same transaction just before it commits. A handler that throws, or answers an
//           error status, rolls back its writes and leaves no record.
//   event — the handler as it is; then one record in a transaction of its own: on success, and
//           on the declared failure statuses (a failed sign-in).
// Secrets never reach a record: a column named like one, or declared as one, is recorded only
// as changed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { inAmbientTransaction, supportsAmbient } from '../db/ambientTransaction';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { isHandlerResponse } from '../contract/handlerTypes';
import type { OperationDef } from '../contract/loadContract';
import { appendRecord, canonicalJson, type FieldChange } from './chain';
import { auditDeclaration, type AuditObject, type Place } from './operations';

/** Columns whose values are never recorded, only that they changed. */
export const SECRET_COLUMN = /(^|_)(password|secret|token|key)(_hash)?$|_hash$|secret|credential/i;
/** Columns that change with every write and say nothing. */
const NOISE = new Set(['updated_at', 'created_at', 'search_text']);

const MAX_TEXT = 512;

type Snapshot = Map<string, unknown> | null;

interface Outcome {
  ok: boolean;
  status: number;
  body: unknown;
}

function outcomeOf(result: unknown, reply: FastifyReply): Outcome {
  if (reply.sent) {
    return { ok: reply.statusCode < 400, status: reply.statusCode, body: undefined };
  }
  if (isHandlerResponse(result)) {
    return { ok: result.status < 400, status: result.status, body: result.body };
  }
  return { ok: true, status: result === undefined ? 204 : 200, body: result };
}

function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function dig(source: unknown, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      source,
    );
}

function valueAt(place: Place, request: FastifyRequest, responseBody: unknown): unknown {
  switch (place.in) {
    case 'path':
      return dig(request.params, place.name);
    case 'query':
      return dig(request.query, place.name);
    case 'body':
      return dig(request.body, place.name);
    case 'response':
      return dig(parsedBody(responseBody), place.name);
    case 'user':
      return request.auth?.user?.id;
    case 'session':
      return request.auth?.user?.sessionId;
    case 'userCustomer':
      return request.auth?.user?.customerId;
    case 'pdfGrant':
    case 'shareGrant':
      return dig(request.auth?.[place.in], place.name);
  }
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function firstValue(places: Place[] | undefined, request: FastifyRequest, body: unknown): unknown {
  for (const place of places ?? []) {
    const value = valueAt(place, request, body);
    if (present(value)) return value;
  }
  return undefined;
}

function isSecret(object: AuditObject, field: string): boolean {
  const leaf = field.split('.').pop()!;
  return (
    SECRET_COLUMN.test(leaf) || (object.secrets as string[] | undefined)?.includes(leaf) === true
  );
}

/** The object's row (and related rows), flattened to field -> value; null when there is none. */
async function snapshot(
  db: Kysely<Database>,
  object: AuditObject,
  request: FastifyRequest,
  responseBody: unknown,
): Promise<Snapshot> {
  if (!object.table) return null;
  const match: [string, unknown][] = object.match
    ? Object.entries(object.match).map(([column, place]) => [
        column,
        valueAt(place as Place, request, responseBody),
      ])
    : [['id', firstValue(object.id, request, responseBody)]];
  if (match.some(([, value]) => !present(value))) return null;
  const where = sql.join(
    match.map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
    object.table,
  )} where ${where} limit 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const fields = new Map<string, unknown>();
  for (const [column, value] of Object.entries(row)) {
    if (!NOISE.has(column)) fields.set(column, value);
  }
  const id = row.id ?? match[0]![1];
  for (const related of object.related ?? []) {
    const { rows: relatedRows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      related.table,
    )} where ${sql.ref(related.key)} = ${id}`.execute(db);
    if (related.column) {
      fields.set(
        related.field,
        relatedRows.map((r) => r[related.column!]).sort((a, b) => (Number(a) > Number(b) ? 1 : -1)),
      );
    } else {
      for (const [column, value] of Object.entries(relatedRows[0] ?? {})) {
        if (column !== related.key && !NOISE.has(column)) {
          fields.set(`${related.field}.${column}`, value);
        }
      }
    }
  }
  return fields;
}

/** The fields that differ between two snapshots; secrets only as changed. */
export function changedFields(
  object: AuditObject,
  before: Snapshot,
  after: Snapshot,
): FieldChange[] {
  const names = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  const changes: FieldChange[] = [];
  for (const field of [...names].sort()) {
    const old = before?.get(field) ?? null;
    const now = after?.get(field) ?? null;
    if (canonicalJson(old) === canonicalJson(now)) continue;
    if (isSecret(object, field)) changes.push({ field, secret: true });
    else changes.push({ field, before: old, after: now });
  }
  if (object.replacesSecret) changes.push({ field: object.replacesSecret, secret: true });
  return changes;
}

function clip(text: unknown): string | null {
  return typeof text === 'string' && text !== '' ? text.slice(0, MAX_TEXT) : null;
}

function asInteger(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

interface Actor {
  id: number | null;
  email: string | null;
  role: string | null;
  customerId: number | null;
}

async function actorOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  declared: { id: Place; name: Place | Place[] } | undefined,
  responseBody: unknown,
): Promise<Actor> {
  const user = request.auth?.user;
  let id = user?.id ?? null;
  let tried: string | null = null;
  if (id === null && declared) {
    id = asInteger(valueAt(declared.id, request, responseBody));
    const name = firstValue([declared.name].flat(), request, responseBody);
    tried = typeof name === 'string' ? name.trim().toLowerCase().slice(0, 320) : null;
  }
  const row =
    id !== null
      ? await db
          .selectFrom('users as u')
          .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
          .select(['u.id', 'u.email', 'u.customer_id', 'r.name as role'])
          .where('u.id', '=', id)
          .executeTakeFirst()
      : tried
        ? await db
            .selectFrom('users as u')
            .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
            .select(['u.id', 'u.email', 'u.customer_id', 'r.name as role'])
            .where((eb) =>
              eb.or([
                eb(eb.fn('lower', ['u.email']), '=', tried),
                eb(eb.fn('lower', ['u.username']), '=', tried),
              ]),
            )
            .executeTakeFirst()
        : undefined;
  return {
    id: row?.id ?? id,
    email: row?.email ?? tried,
    role: user?.roleName ?? row?.role ?? null,
    customerId: user?.customerId ?? row?.customer_id ?? null,
  };
}

/** The object's station: declared, its row's gas_station_id, or the station itself. */
function stationOf(
  object: AuditObject | undefined,
  request: FastifyRequest,
  responseBody: unknown,
  row: Snapshot,
  objectId: unknown,
): number | null {
  if (object?.station) return asInteger(valueAt(object.station, request, responseBody));
  const column = asInteger(row?.get('gas_station_id'));
  if (column !== null) return column;
  return object?.type === 'gas_station' ? asInteger(objectId) : null;
}

/** The first owner row found (AuditObject.ownedBy): its customer and station columns. */
async function ownerOf(
  db: Kysely<Database>,
  object: AuditObject | undefined,
  request: FastifyRequest,
  responseBody: unknown,
): Promise<Snapshot> {
  for (const owner of object?.ownedBy ?? []) {
    const id = asInteger(valueAt(owner.id, request, responseBody));
    if (id === null) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      owner.table,
    )} where id = ${id} limit 1`.execute(db);
    if (rows[0]) return new Map(Object.entries(rows[0]));
  }
  return null;
}

async function buildAndAppend(
  db: Kysely<Database>,
  operation: OperationDef,
  request: FastifyRequest,
  declaration: { object?: AuditObject; actor?: { id: Place; name: Place | Place[] } },
  outcome: Outcome,
  before: Snapshot,
  after: Snapshot,
  succeeded: boolean,
): Promise<void> {
  const object = declaration.object;
  const actor = await actorOf(db, request, declaration.actor, outcome.body);
  const objectId = firstValue(object?.id, request, outcome.body);
  const row = after ?? before ?? (await ownerOf(db, object, request, outcome.body));
  const gasStationId = stationOf(object, request, outcome.body, row, objectId);
  let customerId = asInteger(row?.get('customer_id'));
  if (customerId === null && object?.type === 'customer') customerId = asInteger(objectId);
  if (customerId === null && gasStationId !== null) {
    const station = await db
      .selectFrom('gas_stations')
      .select('customer_id')
      .where('id', '=', gasStationId)
      .executeTakeFirst();
    customerId = station?.customer_id ?? null;
  }
  customerId ??= actor.customerId;
  const changes =
    succeeded && object ? changedFields(object, before, after) : ([] as FieldChange[]);
  if (!succeeded) changes.push({ field: 'status', after: outcome.status });
  await appendRecord(db, {
    at: new Date(),
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    address: clip(request.ip),
    userAgent: clip(request.headers['user-agent']),
    operation: operation.operationId,
    outcome: succeeded ? 'success' : 'failure',
    objectType: object?.type ?? null,
    objectId: present(objectId) ? String(objectId).slice(0, MAX_TEXT) : null,
    customerId,
    gasStationId,
    changes,
  });
}

/**
 * Runs `handler` as the operation's audit declaration says (see above) and returns what it
 * returned. Operations without a declaration (reads) run untouched.
 */
export async function runAudited(
  db: Kysely<Database>,
  operation: OperationDef,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<unknown>,
): Promise<unknown> {
  const declaration = auditDeclaration(operation.operationId);
  if (!declaration || declaration.record === 'none') return handler();
  const object = declaration.object;

  if (declaration.record === 'write' && supportsAmbient(db)) {
    let before: Snapshot = null;
    return inAmbientTransaction(
      db,
      async () => {
        if (object) before = await snapshot(db, object, request, undefined);
        return handler();
      },
      {
        commitWhen: (result) => outcomeOf(result, reply).ok,
        beforeCommit: async (result) => {
          const outcome = outcomeOf(result, reply);
          const after = object ? await snapshot(db, object, request, outcome.body) : null;
          await buildAndAppend(db, operation, request, declaration, outcome, before, after, true);
        },
      },
    );
  }

  // Events (and writes on a database without ambient transactions): recorded on their own.
  const before = object ? await snapshot(db, object, request, undefined) : null;
  const failures = declaration.record === 'event' ? (declaration.failures ?? []) : [];
  const actorDeclared = declaration.record === 'event' ? declaration.actor : undefined;
  let result: unknown;
  try {
    result = await handler();
  } catch (error) {
    if (error instanceof HttpError && failures.includes(error.statusCode)) {
      const outcome = { ok: false, status: error.statusCode, body: undefined };
      await appendFailure(db, operation, request, { object, actor: actorDeclared }, outcome);
    }
    throw error;
  }
  const outcome = outcomeOf(result, reply);
  // Opened with a session instead of the link: a read like any other.
  if (declaration.record === 'event' && declaration.via && !request.auth?.[declaration.via]) {
    return result;
  }
  if (outcome.ok) {
    const after = object ? await snapshot(db, object, request, outcome.body) : null;
    await db
      .transaction()
      .execute((trx) =>
        buildAndAppend(
          trx,
          operation,
          request,
          { object, actor: actorDeclared },
          outcome,
          before,
          after,
          true,
        ),
      );
  } else if (failures.includes(outcome.status)) {
    await appendFailure(db, operation, request, { object, actor: actorDeclared }, outcome);
  }
  return result;
}

async function appendFailure(
  db: Kysely<Database>,
  operation: OperationDef,
  request: FastifyRequest,
  declaration: { object?: AuditObject; actor?: { id: Place; name: Place | Place[] } },
  outcome: Outcome,
): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      buildAndAppend(trx, operation, request, declaration, outcome, null, null, false),
    );
}
