// Ticket uploads as the API shows them (TicketUpload): with the station's and uploader's names.
import type { Kysely } from 'kysely';
import type {
  ListTicketUploadsApiResponse,
  TicketUpload,
  TicketUploadResult,
} from '@/api/generated/tickets.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';

export const uploadNotFound = () => notFound('Carga de tickets no encontrada');

function uploadsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('ticket_uploads as u')
    .innerJoin('users as uploader', 'uploader.id', 'u.uploaded_by')
    .leftJoin('gas_stations as s', 's.id', 'u.gas_station_id')
    .select([
      'u.id',
      'u.file_name',
      'u.size',
      'u.status',
      'u.gas_station_id',
      's.name as gas_station_name',
      'uploader.name as uploaded_by',
      'u.created_at',
      'u.processed_at',
      'u.error',
      'u.result',
    ]);
}

type UploadRow = Awaited<ReturnType<ReturnType<typeof uploadsQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toTicketUpload(row: UploadRow): TicketUpload {
  return {
    id: row.id,
    file_name: row.file_name,
    size: row.size,
    status: row.status,
    gas_station_id: row.gas_station_id,
    gas_station_name: row.gas_station_name,
    uploaded_by: row.uploaded_by,
    created_at: iso(row.created_at) as string,
    processed_at: iso(row.processed_at),
    error: row.error,
    result: row.result as unknown as TicketUploadResult | null,
  };
}

export async function findTicketUpload(
  db: Kysely<Database>,
  id: number,
): Promise<TicketUpload | null> {
  const row = await uploadsQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toTicketUpload(row) : null;
}

export async function getTicketUpload(
  ctx: HandlerContext<{ params: { id: number } }>,
): Promise<TicketUpload> {
  const upload = await findTicketUpload(ctx.db, ctx.params.id);
  if (!upload) throw uploadNotFound();
  return upload;
}

export async function listTicketUploads(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<ListTicketUploadsApiResponse> {
  let query = uploadsQuery(ctx.db)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(ctx.query.items ?? 50);
  if (ctx.query.gas_station_id !== undefined) {
    query = query.where('u.gas_station_id', '=', ctx.query.gas_station_id);
  }
  return { items: (await query.execute()).map(toTicketUpload) };
}
