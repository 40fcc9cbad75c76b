// Saved column mappings (GET/PUT /api/mapper): one per customer and header layout, so the next
// file with the same headers is mapped by itself.
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  GetTicketMappingApiResponse,
  TicketColumns,
  TicketMapping,
  TicketMappingInput,
} from '@/api/generated/tickets.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import type { Database, JsonObject } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { jsonb } from './jsonb';

type Db = Kysely<Database> | Transaction<Database>;

export const unprocessable = (message: string) =>
  new HttpError(422, message, 'unprocessable_mapping');

const SAME_COLUMN = 'Cada campo debe usar una columna distinta';

/**
 * Two fields read from one column is always a mistake in the mapping: 422 when processing, 400
 * when saving (the only refusal of a body that operation declares).
 */
export function assertDistinctColumns(columns: TicketColumns, status: 400 | 422 = 422): void {
  const used = Object.values(columns).filter((column): column is number => column !== null);
  if (new Set(used).size === used.length) return;
  if (status === 422) throw unprocessable(SAME_COLUMN);
  throw new HttpError(400, SAME_COLUMN, 'validation_failed', [
    { field: 'body.columns', rule: 'distinct', message: SAME_COLUMN },
  ]);
}

async function assertCustomerExists(db: Db, customerId: number): Promise<void> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw notFound('Cliente no encontrado');
}

function toMapping(row: { mapping: JsonObject; updated_at: Date | string }): TicketMapping {
  return {
    ...(row.mapping as unknown as TicketMappingInput),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function findMapping(
  db: Db,
  customerId: number,
  headerSignature: string,
): Promise<TicketMapping | null> {
  const row = await db
    .selectFrom('ticket_mappings')
    .select(['mapping', 'updated_at'])
    .where('customer_id', '=', customerId)
    .where('header_signature', '=', headerSignature)
    .executeTakeFirst();
  return row ? toMapping(row) : null;
}

export async function upsertMapping(
  db: Db,
  input: TicketMappingInput,
  userId: number,
): Promise<TicketMapping> {
  const mapping: TicketMappingInput = {
    customer_id: input.customer_id,
    header_signature: input.header_signature,
    headers: input.headers,
    header_row: input.header_row,
    columns: input.columns,
    fuel_type: input.fuel_type ?? null,
  };
  const row = await db
    .insertInto('ticket_mappings')
    .values({
      customer_id: input.customer_id,
      header_signature: input.header_signature,
      mapping: jsonb(mapping),
      updated_by: userId,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'header_signature']).doUpdateSet({
        mapping: (eb) => eb.ref('excluded.mapping'),
        updated_by: (eb) => eb.ref('excluded.updated_by'),
        updated_at: sql`now()`,
      }),
    )
    .returning(['mapping', 'updated_at'])
    .executeTakeFirstOrThrow();
  return toMapping(row);
}

/** The query as sent (snake_case names; the generated client type renames them). */
interface MappingQuery {
  customer_id: number;
  header_signature: string;
}

export async function getTicketMapping(
  ctx: HandlerContext<{ query: MappingQuery }>,
): Promise<GetTicketMappingApiResponse> {
  // An unknown customer has no mappings (the operation declares no 404).
  return { mapping: await findMapping(ctx.db, ctx.query.customer_id, ctx.query.header_signature) };
}

export async function saveTicketMapping(
  ctx: HandlerContext<{ body: TicketMappingInput }>,
): Promise<TicketMapping> {
  assertDistinctColumns(ctx.body.columns, 400);
  await assertCustomerExists(ctx.db, ctx.body.customer_id);
  return upsertMapping(ctx.db, ctx.body, ctx.user.id);
}
