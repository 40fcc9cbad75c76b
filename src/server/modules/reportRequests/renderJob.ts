// Queue 'reports-render': turns a request into its file, once. The file's path is fixed by
// the request (its id is in the name), so a render that stored the file and then died is
// finished by the next attempt without rendering again. Then one delivery job per recipient.
// After the last attempt the request is marked failed with the reason, and so are its
// deliveries (nothing can be sent).
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { defaultFilePrefix } from '@/lib/filePaths';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueueJob, PermanentJobError, type JobHandler } from '../../jobs/queue';
import { storageFor } from '../../storage';
import { findEntry, saveFile } from '../files';
import { HttpError } from '../../errors';
import { countReportRender, type ReportOrigin } from '../../monitoring';
import type { ReportDocument } from '@/api/generated/reports.gen';
import {
  buildComplianceDocument,
  createReportRenderer,
  rangeCsv,
  readStation,
  stationDocuments,
  translator,
} from '../reports';
import { DELIVER_MAX_ATTEMPTS, DELIVER_QUEUE, RENDER_MAX_ATTEMPTS } from './queues';
import type { RequestRow } from './requestStore';

const renderer = createReportRenderer();
const GLOBAL_FOLDER = 'Reportes globales';

/** The request's title in Spanish: 'Reporte semanal', 'Datos', the pre-audit's. */
export function requestTitle(request: Pick<RequestRow, 'format' | 'report_type' | 'kind'>) {
  if (request.format === 'csv') return 'Datos';
  return translator('es')(
    request.kind === 'compliance' ? 'title.compliance' : `title.${request.report_type}`,
  );
}

/** 'Reporte semanal 2026-11-09 a 2026-11-15 (#12).pdf'; the pre-audit by its month. */
export function reportFileName(request: RequestRow): string {
  const period =
    request.kind === 'compliance'
      ? request.start_date.slice(0, 7)
      : request.start_date === request.end_date
        ? request.start_date
        : `${request.start_date} a ${request.end_date}`;
  return `${requestTitle(request)} ${period} (#${request.id}).${request.format}`;
}

/** Where the request's file goes: the customer's folder, then the station's (or the global one). */
export async function reportFilePath(db: Kysely<Database>, request: RequestRow): Promise<string> {
  const stations = await db
    .selectFrom('gas_stations as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.name', 'c.legal_name'])
    .where('s.id', 'in', request.gas_station_ids)
    .orderBy('s.id')
    .execute();
  if (stations.length === 0)
    throw new PermanentJobError('Las estaciones del reporte ya no existen');
  const customer = defaultFilePrefix(stations[0]!.legal_name);
  const folder =
    request.gas_station_ids.length === 1
      ? defaultFilePrefix(stations[0]!.name)
      : `${GLOBAL_FOLDER}/`;
  return `${customer}${folder}${reportFileName(request)}`;
}

/**
 * Renders the request into `file`: the PDF streamed (each station's document built as the
 * renderer asks for it, one document and one page held at a time), the CSV station by station.
 * Returns the file's content type.
 */
async function renderFile(
  db: Kysely<Database>,
  config: ServerConfig,
  request: RequestRow,
  file: string,
): Promise<string> {
  const output = fs.createWriteStream(file);
  try {
    if (request.format === 'csv') {
      await pipeline(Readable.from(csvParts(db, request)), output);
      return 'text/csv';
    }
    const pages = Math.min(3, Math.max(1, request.pages)) as 1 | 2 | 3;
    await renderer.renderStream(documentsOf(db, config, request), { pages }, output);
    return 'application/pdf';
  } finally {
    // Closed on success already; on a failure before the renderer piped into it, its handle too.
    output.destroy();
  }
}

/** The request's documents, built as the renderer asks for them: the pre-audit's, or each station's report. */
async function* documentsOf(
  db: Kysely<Database>,
  config: ServerConfig,
  request: RequestRow,
): AsyncGenerator<ReportDocument> {
  if (request.kind === 'compliance') {
    yield await buildComplianceDocument(db, {
      stationId: request.gas_station_ids[0]!,
      month: request.start_date.slice(0, 7),
      locale: request.locale,
      dueDay: config.complianceMonthlyDueDay,
    });
    return;
  }
  yield* stationDocuments(db, {
    reportType: request.report_type,
    stationIds: request.gas_station_ids,
    startDate: request.start_date,
    endDate: request.end_date,
    locale: request.locale,
    kind: request.kind,
  });
}

/** Each station's rows in turn; one header for the whole file: later stations drop theirs (and the BOM). */
async function* csvParts(db: Kysely<Database>, request: RequestRow): AsyncGenerator<string> {
  for (const [i, stationId] of request.gas_station_ids.entries()) {
    const station = await readStation(db, stationId);
    const csv = await rangeCsv(db, station, request.start_date, request.end_date);
    yield i === 0 ? csv : csv.replace(/^\uFEFF?[^\n]*\n/, '');
  }
}

/** Renders into a scratch file, stores it at `path`, and removes the scratch file either way. */
async function renderAndStore(
  db: Kysely<Database>,
  config: ServerConfig,
  request: RequestRow,
  path: string,
): ReturnType<typeof saveFile> {
  const dir = await fs.promises.mkdtemp(nodePath.join(os.tmpdir(), 'surtidor-render-'));
  try {
    const file = nodePath.join(dir, `report.${request.format}`);
    const contentType = await renderFile(db, config, request, file);
    const storage = await storageFor(config, db);
    return await saveFile(db, storage, path, fs.createReadStream(file), {
      overwrite: true,
      contentType,
    });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export async function queueDeliveries(db: Kysely<Database>, requestId: number): Promise<number> {
  const deliveries = await db
    .selectFrom('report_deliveries')
    .select('id')
    .where('request_id', '=', requestId)
    .where('status', '=', 'queued')
    .execute();
  for (const { id } of deliveries) {
    await enqueueJob(db, {
      queue: DELIVER_QUEUE,
      payload: { deliveryId: id },
      key: `delivery:${id}`,
      maxAttempts: DELIVER_MAX_ATTEMPTS,
    });
  }
  return deliveries.length;
}

export async function renderRequest(
  db: Kysely<Database>,
  config: ServerConfig,
  requestId: number,
): Promise<{ path: string; size: number; reused: boolean }> {
  const request = await db
    .selectFrom('report_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw new PermanentJobError(`La solicitud de reporte ${requestId} no existe`);
  const path = request.file_path ?? (await reportFilePath(db, request));
  let existing = await findEntry(db, path);
  const reused = Boolean(existing && !existing.is_folder);
  if (!reused) {
    await db
      .updateTable('report_requests')
      .set({ status: 'rendering', attempts: request.attempts + 1 })
      .where('id', '=', requestId)
      .execute();
    existing = await renderAndStore(db, config, request, path);
  }
  await db
    .updateTable('report_requests')
    .set({
      status: 'done',
      error: null,
      file_path: path,
      file_size: Number(existing!.size),
      rendered_at: new Date(),
    })
    .where('id', '=', requestId)
    .execute();
  await queueDeliveries(db, requestId);
  return { path, size: Number(existing!.size), reused };
}

// Our own errors carry a Spanish reason users can act on; anything else is logged and told
// generically.
const reasonOf = (error: unknown) =>
  error instanceof PermanentJobError || error instanceof HttpError
    ? error.message
    : 'Ocurrió un error al generar el reporte';

const originOf = (configurationId: number | null | undefined): ReportOrigin =>
  configurationId === null || configurationId === undefined ? 'requested' : 'scheduled';

export const renderHandler: JobHandler = async (payload: { requestId: number }, ctx) => {
  try {
    const rendered = await renderRequest(ctx.db, ctx.config, payload.requestId);
    // Only for the count: a failure here must not fail a rendered report.
    const request = await ctx.db
      .selectFrom('report_requests')
      .select('configuration_id')
      .where('id', '=', payload.requestId)
      .executeTakeFirst()
      .catch(() => undefined);
    countReportRender(originOf(request?.configuration_id), 'done');
    return rendered;
  } catch (error) {
    const last = error instanceof PermanentJobError || ctx.job.attempt >= RENDER_MAX_ATTEMPTS;
    const reason = reasonOf(error);
    const request = await ctx.db
      .updateTable('report_requests')
      .set({ status: last ? 'failed' : 'queued', error: reason })
      .where('id', '=', payload.requestId)
      .returning('configuration_id')
      .executeTakeFirst();
    if (last) {
      countReportRender(originOf(request?.configuration_id), 'failed');
      await ctx.db
        .updateTable('report_deliveries')
        .set({
          status: 'failed',
          error: `No se generó el reporte: ${reason}`,
          updated_at: new Date(),
        })
        .where('request_id', '=', payload.requestId)
        .where('status', '=', 'queued')
        .execute();
    }
    throw error;
  }
};
