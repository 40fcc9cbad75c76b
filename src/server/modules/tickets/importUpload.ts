// The import of a queued upload (run as the 'tickets-import' job): reads the stored file, turns
// each row below the headers into a ticket or a reason to skip it, stores every ticket in one
// transaction (all or nothing), keeps the skipped rows as a spreadsheet, records the result and
// e-mails it. A file that cannot be read ends the upload as 'failed' with a Spanish reason.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TicketUploadResult, TicketUploadSkip } from '@/api/generated/tickets.gen';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { storageFor } from '../../storage';
import { errorsWorkbook, type SkippedRow } from './errorsWorkbook';
import { jsonb } from './jsonb';
import { readTicketSheet, SpreadsheetError, type TicketSheet } from './spreadsheet';
import { sendImportResult } from './resultMail';
import { isEmptyRow, validateRow, type Cell, type TicketField } from './rowRules';
import { storeTickets, UPLOAD_ORIGIN, type TicketToStore } from './ticketStore';
import { TICKET_UPLOAD_MAX_BYTES, XLSX_CONTENT_TYPE } from './uploadFile';
import type { StoredUploadOptions } from './uploadOptions';

export interface TicketImportDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  signal?: AbortSignal;
}

/** Skips listed in the result; the errors spreadsheet has them all. */
export const RESULT_SKIPS = 200;

/** A problem with the file as a whole; its message is shown to the operator as it is. */
export class TicketImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TicketImportError';
  }
}

const UNEXPECTED_FAILURE =
  'No se pudo procesar el archivo por un error del servidor; intenta de nuevo';

export const errorsKeyOf = (uploadId: number) => `ticket-uploads/errors/${uploadId}.xlsx`;

interface ClaimedUpload {
  id: number;
  file_name: string;
  sha256: string;
  storage_key: string;
  uploaded_by: number;
  assigned_user_id: number | null;
  options: StoredUploadOptions;
}

/** Marks the upload 'processing'; a job run again after a crash picks up its own upload too. */
async function claim(db: Kysely<Database>, uploadId: number): Promise<ClaimedUpload | null> {
  const row = await db
    .updateTable('ticket_uploads')
    .set({ status: 'processing' })
    .where('id', '=', uploadId)
    .where('status', 'in', ['queued', 'processing'])
    .returning([
      'id',
      'file_name',
      'sha256',
      'storage_key',
      'uploaded_by',
      'assigned_user_id',
      'options',
    ])
    .executeTakeFirst();
  return row ? { ...row, options: row.options as unknown as StoredUploadOptions } : null;
}

async function readStoredFile(deps: TicketImportDeps, key: string): Promise<Buffer> {
  const storage = await storageFor(deps.config, deps.db);
  let read;
  try {
    read = await storage.get(key);
  } catch (error) {
    throw new TicketImportError('El archivo ya no está disponible; súbelo de nuevo', {
      cause: error,
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of read.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > TICKET_UPLOAD_MAX_BYTES) {
      read.body.destroy();
      throw new TicketImportError('El archivo supera el límite de 20 MB');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readSheet(file: Buffer): Promise<TicketSheet> {
  let sheet: TicketSheet;
  try {
    // A worker thread with time, memory, row and zip-bomb limits (./spreadsheet).
    sheet = await readTicketSheet(file);
  } catch (error) {
    if (error instanceof SpreadsheetError)
      throw new TicketImportError(error.message, { cause: error });
    throw new TicketImportError('El archivo no es un libro de Excel (.xlsx) válido', {
      cause: error,
    });
  }
  return sheet;
}

const headerText = (cell: Cell | undefined) =>
  cell === null || cell === undefined
    ? ''
    : typeof cell === 'object'
      ? cell.date
      : String(cell).trim();

interface RowsOutcome {
  rowsRead: number;
  tickets: TicketToStore[];
  skipped: SkippedRow[];
}

/** Every row below the header row: a ticket, a skip with its reasons, or nothing (empty). */
function validateRows(sheet: TicketSheet, options: StoredUploadOptions, timeZone: string) {
  const outcome: RowsOutcome = { rowsRead: 0, tickets: [], skipped: [] };
  const mapping = { columns: options.columns, fuel_type: options.fuel_type };
  for (let index = options.header_row; index < sheet.rows.length; index++) {
    const cells = sheet.rows[index] ?? [];
    if (isEmptyRow(cells, mapping)) continue;
    outcome.rowsRead++;
    const row = index + 1;
    const checked = validateRow(cells, mapping, timeZone, sheet.date1904);
    if ('errors' in checked) {
      outcome.skipped.push({ row, problems: checked.errors, cells });
      continue;
    }
    const day = checked.ticket.local_time.slice(0, 10);
    const outside =
      (options.start_date && day < options.start_date) ||
      (options.end_date && day > options.end_date);
    if (outside) {
      const problem = {
        field: 'date_time' as TicketField,
        message: `La fecha ${day} está fuera del rango elegido (${options.start_date ?? '…'} a ${options.end_date ?? '…'})`,
      };
      outcome.skipped.push({ row, problems: [problem], cells });
      continue;
    }
    outcome.tickets.push(checked.ticket);
  }
  return outcome;
}

async function previousImportAt(
  db: Kysely<Database>,
  upload: ClaimedUpload,
): Promise<string | null> {
  const previous = await db
    .selectFrom('ticket_uploads')
    .select('processed_at')
    .where('gas_station_id', '=', upload.options.gas_station_id)
    .where('sha256', '=', upload.sha256)
    .where('status', '=', 'processed')
    .where('id', '<>', upload.id)
    .orderBy('processed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return previous?.processed_at ? new Date(previous.processed_at).toISOString() : null;
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new Error('Ticket import aborted');
}

async function stationOf(db: Kysely<Database>, stationId: number) {
  const station = await db
    .selectFrom('gas_stations')
    .select(['name', 'time_zone', 'customer_id'])
    .where('id', '=', stationId)
    .executeTakeFirst();
  if (!station) throw new TicketImportError('La estación ya no existe');
  return station;
}

async function recipientOf(db: Kysely<Database>, upload: ClaimedUpload) {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', upload.assigned_user_id ?? upload.uploaded_by)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

async function mailOutcome(
  deps: TicketImportDeps,
  upload: ClaimedUpload,
  stationName: string,
  outcome: { result: TicketUploadResult } | { error: string },
): Promise<void> {
  try {
    const to = await recipientOf(deps.db, upload);
    if (!to) return;
    await sendImportResult(deps.config, to, { fileName: upload.file_name, stationName }, outcome);
  } catch (error) {
    // The import is done either way; a mail that could not go out must not undo it.
    deps.log.warn({ err: error, uploadId: upload.id }, 'ticket import result mail not sent');
  }
}

async function importClaimed(
  deps: TicketImportDeps,
  upload: ClaimedUpload,
  station: { name: string; time_zone: string; customer_id: number },
): Promise<TicketUploadResult> {
  const { db, signal } = deps;
  const { options } = upload;
  const sheet = await readSheet(await readStoredFile(deps, upload.storage_key));
  throwIfAborted(signal);
  const rows = validateRows(sheet, options, station.time_zone);
  // Bounded as the mapping's schema bounds them (1,000 names of 500 characters).
  const headers = (sheet.rows[options.header_row - 1] ?? [])
    .slice(0, 1000)
    .map((cell) => headerText(cell).slice(0, 500));

  const storage = await storageFor(deps.config, db);
  const errorsKey = rows.skipped.length > 0 ? errorsKeyOf(upload.id) : null;
  if (errorsKey) {
    await storage.put(errorsKey, await errorsWorkbook(headers, rows.skipped), {
      contentType: XLSX_CONTENT_TYPE,
    });
  }
  throwIfAborted(signal);

  const skips: TicketUploadSkip[] = rows.skipped
    .flatMap((skip) => skip.problems.map((p) => ({ row: skip.row, ...p })))
    .slice(0, RESULT_SKIPS);
  const alreadyImportedAt = await previousImportAt(db, upload);
  try {
    return await db.transaction().execute(async (trx) => {
      const counts = await storeTickets(
        trx,
        {
          gasStationId: options.gas_station_id,
          source: 'upload',
          origin: UPLOAD_ORIGIN,
          uploadId: upload.id,
        },
        rows.tickets,
      );
      const result: TicketUploadResult = {
        rows_read: rows.rowsRead,
        imported: counts.inserted,
        updated: counts.updated,
        duplicated: counts.unchanged,
        skipped: rows.skipped.length,
        already_imported_at: alreadyImportedAt,
        skips,
      };
      await trx
        .updateTable('ticket_uploads')
        .set({
          status: 'processed',
          result: jsonb(result),
          errors_key: errorsKey,
          error: null,
          processed_at: sql<Date>`now()`,
        })
        .where('id', '=', upload.id)
        .execute();
      if (options.save_mapping) {
        // The header names, read only now, complete the mapping saved when the upload was queued.
        await trx
          .updateTable('ticket_mappings')
          .set({ mapping: sql`jsonb_set(mapping, '{headers}', ${jsonb(headers)})` })
          .where('customer_id', '=', station.customer_id)
          .where('header_signature', '=', options.header_signature)
          .execute();
      }
      return result;
    });
  } catch (error) {
    if (errorsKey) await storage.delete(errorsKey).catch(() => undefined);
    throw error;
  }
}

export async function importTicketUpload(
  deps: TicketImportDeps,
  uploadId: number,
): Promise<TicketUploadResult> {
  const { db, log } = deps;
  const upload = await claim(db, uploadId);
  if (!upload) {
    const current = await db
      .selectFrom('ticket_uploads')
      .select(['status', 'result'])
      .where('id', '=', uploadId)
      .executeTakeFirst();
    // Run twice (a retried job): the first run's result stands.
    if (current?.status === 'processed' && current.result) {
      return current.result as unknown as TicketUploadResult;
    }
    throw new Error(`Ticket upload ${uploadId} is not queued (${current?.status ?? 'missing'})`);
  }

  let stationName = '';
  try {
    const station = await stationOf(db, upload.options.gas_station_id);
    stationName = station.name;
    const started = Date.now();
    const result = await importClaimed(deps, upload, station);
    log.info(
      { uploadId, rows: result.rows_read, ms: Date.now() - started },
      'ticket upload imported',
    );
    await mailOutcome(deps, upload, stationName, { result });
    return result;
  } catch (error) {
    const message = error instanceof TicketImportError ? error.message : UNEXPECTED_FAILURE;
    await db
      .updateTable('ticket_uploads')
      .set({ status: 'failed', error: message, result: null, processed_at: sql<Date>`now()` })
      .where('id', '=', uploadId)
      .execute();
    await mailOutcome(deps, upload, stationName || 'la estación', { error: message });
    throw error;
  }
}

/** The job handlers this module brings to the job mechanism. */
export const ticketJobHandlers = {
  'tickets-import': (
    payload: { upload_id: number },
    ctx: TicketImportDeps,
  ): Promise<TicketUploadResult> => importTicketUpload(ctx, payload.upload_id),
};
