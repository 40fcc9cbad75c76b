// POST /api/ticket_uploads/{id}/process: checks the mapping and the options, then queues the
// import. The mapping is saved (when asked) in the same transaction that queues the upload, so a
// refused request saves nothing.
import type { TicketUpload, TicketUploadOptions } from '@/api/generated/tickets.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { respond } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { enqueueTicketImport } from './enqueue';
import { jsonb } from './jsonb';
import { assertDistinctColumns, findMapping, unprocessable, upsertMapping } from './mappings';
import type { StoredUploadOptions } from './uploadOptions';
import { findTicketUpload, uploadNotFound } from './uploadViews';

const notProcessable = () =>
  new HttpError(
    409,
    'Este archivo ya se está procesando o ya se procesó',
    'upload_not_processable',
  );

const PROCESSABLE = ['uploaded', 'failed'] as const;

/**
 * The columns a ticket cannot do without: when it happened, where (pump), what (product, or one
 * fuel type for the whole file), how much money and how many litres or at what price (the other
 * follows from the amount). Folio, employee and payment type may be missing: operators' exports
 * often lack them (a folio is then derived from the row's values, the payment is 'other').
 */
function assertUsableColumns(options: TicketUploadOptions): void {
  const { columns } = options;
  assertDistinctColumns(columns);
  if (columns.date_time === null) throw unprocessable('Indica la columna de fecha y hora');
  if (columns.amount === null) throw unprocessable('Indica la columna del importe');
  if (columns.pump === null) throw unprocessable('Indica la columna de la bomba');
  if (columns.product === null && !options.fuel_type) {
    throw unprocessable('Indica la columna del producto o el combustible de todo el archivo');
  }
  if (columns.volume === null && columns.price === null) {
    throw unprocessable('Indica la columna de litros o la del precio');
  }
  if (options.start_date && options.end_date && options.start_date > options.end_date) {
    throw unprocessable('La fecha inicial no puede ser posterior a la final');
  }
}

export async function processTicketUpload(
  ctx: HandlerContext<{ params: { id: number }; body: TicketUploadOptions }>,
) {
  const { db, body } = ctx;
  const upload = await db
    .selectFrom('ticket_uploads')
    .select(['id', 'status', 'uploaded_by'])
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!upload) throw uploadNotFound();
  if (!(PROCESSABLE as readonly string[]).includes(upload.status)) throw notProcessable();

  assertUsableColumns(body);
  const station = await db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .where('id', '=', body.gas_station_id)
    .executeTakeFirst();
  if (!station) throw unprocessable('La estación no existe');
  const assignedUserId = body.assigned_user_id ?? upload.uploaded_by;
  const assignee = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', assignedUserId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!assignee) throw unprocessable('El usuario asignado no existe o está desactivado');

  const options: StoredUploadOptions = {
    gas_station_id: station.id,
    assigned_user_id: assignedUserId,
    header_row: body.header_row,
    header_signature: body.header_signature,
    columns: body.columns,
    start_date: body.start_date ?? null,
    end_date: body.end_date ?? null,
    fuel_type: body.fuel_type ?? null,
    save_mapping: body.save_mapping ?? true,
  };
  await db.transaction().execute(async (trx) => {
    // Checked again here: two clicks on "Procesar" must queue one import.
    const queued = await trx
      .updateTable('ticket_uploads')
      .set({
        status: 'queued',
        gas_station_id: station.id,
        assigned_user_id: assignedUserId,
        options: jsonb(options),
        error: null,
        result: null,
        errors_key: null,
        processed_at: null,
      })
      .where('id', '=', upload.id)
      .where('status', 'in', PROCESSABLE)
      .returning('id')
      .executeTakeFirst();
    if (!queued) throw notProcessable();
    if (options.save_mapping) {
      const previous = await findMapping(trx, station.customer_id, body.header_signature);
      await upsertMapping(
        trx,
        {
          customer_id: station.customer_id,
          header_signature: body.header_signature,
          // The header names are read from the file by the import; until then keep the last ones.
          headers: previous?.headers ?? [],
          header_row: body.header_row,
          columns: body.columns,
          fuel_type: options.fuel_type,
        },
        ctx.user.id,
      );
    }
  });
  // Read before the import starts: the answer is the upload as queued.
  const queued = (await findTicketUpload(db, upload.id)) as TicketUpload;
  await enqueueTicketImport(db, upload.id);
  return respond(202, queued);
}
