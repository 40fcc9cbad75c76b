// A pull of one station: every day from the cursor (minus the system's look-back days, for
// tickets the supplier adds late) or, the first time, from yesterday, up to today, in the
// station's time zone. Each day is asked for whole first (its tickets and, where the system
// names a reports URL, its SAT report files), then written: its tickets in one transaction, so
// a failure never leaves half a day; then its report files through the compliance intake (the
// same file again changes nothing; a file the pre-audit refuses is recorded on the station's
// sync row with its reason and the pull goes on); then the cursor, so a day whose writing
// failed is asked for again. Tickets go first: the pre-audit compares the reports with them.
// Today is pulled but never becomes the cursor: it is still filling. A failure is recorded on
// the station's sync row and rethrown for the job queue to retry with back-off.
import type { Kysely } from 'kysely';
import { addDays, daysThrough, todayIn } from '@/lib/dates/calendarDates';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { storageFor } from '../../storage';
import { receiveReports } from '../compliance';
import { storeTickets, supplierOrigin } from '../tickets';
import {
  fetchDayRecords,
  fetchDayReports,
  type ServedReportFile,
} from './connector/connectorClient';
import { mapRecord } from './connector/mapRecord';
import type { TicketValues } from './connector/ticketRules';
import { ConnectorError, PULL_LIMITS } from './connector/settings';
import { pullTokenCache, tokenCacheKey } from './connector/tokenCache';
import { connectorSecretBox } from './secrets';
import { rowToSettings } from './systemRows';

const EXAMPLES_KEPT = 20;

export interface PullLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface PullDeps {
  db: Kysely<Database>;
  config: Pick<
    ServerConfig,
    | 'secretsKey'
    | 'connectorAllowPrivateHosts'
    | 'storage'
    | 'urlSigningSecret'
    | 'complianceMonthlyDueDay'
  >;
  log: PullLog;
  signal?: AbortSignal;
  /** The clock; tests move it. */
  now?: () => Date;
}

export interface PullSummary {
  gasStationId: number;
  /** False when the station has no link to a system (nothing was done). */
  linked: boolean;
  days: string[];
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Up to 20 records that were skipped, with why. */
  skippedExamples: { day: string; index: number; errors: string[] }[];
  /** The SAT report files the supplier served, by what the compliance intake made of them. */
  reports: ReportsSummary;
  cursorDate: string | null;
}

export interface ReportsSummary {
  /** Reports stored for the first time, or replacing a day's (or month's) earlier file. */
  stored: number;
  replaced: number;
  /** The very same file as the one already received: nothing changed. */
  unchanged: number;
  /** Each refusal: the file (or the report inside a zip), its code and reason (20 kept). */
  refused: { day: string; name: string; code: string; message: string }[];
}

/** The days to ask for, up to `today` (the station's): from the cursor less the look-back, or from yesterday. */
export function daysToPull(
  cursorDate: string | null,
  lookBackDays: number,
  today: string,
): string[] {
  const first = cursorDate ? addDays(cursorDate, -lookBackDays) : addDays(today, -1);
  return daysThrough(first, today);
}

export async function pullStation(deps: PullDeps, gasStationId: number): Promise<PullSummary> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const summary: PullSummary = {
    gasStationId,
    linked: false,
    days: [],
    records: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedExamples: [],
    reports: { stored: 0, replaced: 0, unchanged: 0, refused: [] },
    cursorDate: null,
  };
  const station = await db
    .selectFrom('gas_stations')
    .select(['id', 'time_zone', 'volumetric_system_id', 'volumetric_station_id'])
    .where('id', '=', gasStationId)
    .executeTakeFirst();
  const systemId = station?.volumetric_system_id ?? null;
  const remoteId = station?.volumetric_station_id?.trim() ?? '';
  if (!station || systemId === null || remoteId === '') return summary;
  const system = await db
    .selectFrom('volumetric_systems')
    .selectAll()
    .where('id', '=', systemId)
    .executeTakeFirstOrThrow();
  summary.linked = true;

  // A station moved to another system starts over: its cursor meant the old supplier's days.
  const existing = await db
    .selectFrom('volumetric_station_syncs')
    .selectAll()
    .where('gas_station_id', '=', gasStationId)
    .executeTakeFirst();
  if (!existing || existing.volumetric_system_id !== systemId) {
    await db
      .insertInto('volumetric_station_syncs')
      .values({ gas_station_id: gasStationId, volumetric_system_id: systemId })
      .onConflict((oc) =>
        oc.column('gas_station_id').doUpdateSet({
          volumetric_system_id: systemId,
          cursor_date: null,
          last_run_at: null,
          last_success_at: null,
          last_error: null,
          last_error_at: null,
          tickets_received: 0,
          reports_received: 0,
          last_report_refusal: null,
          last_report_refusal_at: null,
          updated_at: new Date(),
        }),
      )
      .execute();
  }
  const cursor = existing?.volumetric_system_id === systemId ? existing.cursor_date : null;

  try {
    const settings = rowToSettings(system, await connectorSecretBox(deps.config, db));
    const today = todayIn(station.time_zone, now());
    const yesterday = addDays(today, -1);
    summary.days = daysToPull(cursor, system.look_back_days, today);
    const origin = {
      gasStationId,
      source: 'volumetric' as const,
      origin: supplierOrigin(system.volumetric_supplier_id),
    };
    let cursorDate = cursor;

    for (const day of summary.days) {
      const target = { day, volumetricStationId: remoteId, timeZone: station.time_zone };
      const options = {
        limits: PULL_LIMITS,
        allowPrivate: deps.config.connectorAllowPrivateHosts,
        signal: deps.signal,
        tokens: { cache: pullTokenCache, key: tokenCacheKey(system.id, system.updated_at) },
      };
      const records = await fetchDayRecords(settings, target, options);
      const files = await fetchDayReports(settings, target, options);
      const tickets: TicketValues[] = [];
      for (const [index, record] of records.entries()) {
        const mapped = mapRecord(record, settings.mapper, station.time_zone);
        if (mapped.ticket) tickets.push(mapped.ticket);
        else {
          summary.skipped += 1;
          if (summary.skippedExamples.length < EXAMPLES_KEPT)
            summary.skippedExamples.push({
              day,
              index,
              errors: mapped.errors.map((e) => e.message),
            });
        }
      }
      const counts = await db.transaction().execute(async (trx) => {
        const stored = await storeTickets(trx, origin, tickets);
        await trx
          .updateTable('volumetric_station_syncs')
          .set((eb) => ({
            tickets_received: eb('tickets_received', '+', stored.inserted),
            updated_at: new Date(),
          }))
          .where('gas_station_id', '=', gasStationId)
          .execute();
        return stored;
      });
      summary.records += records.length;
      summary.inserted += counts.inserted;
      summary.updated += counts.updated;
      summary.unchanged += counts.unchanged;
      for (const file of files) await receiveServedFile(deps, gasStationId, day, file, summary);
      // The cursor never goes back (a look-back day) nor reaches today (still filling).
      const nextCursor =
        day <= yesterday && (cursorDate === null || day > cursorDate) ? day : cursorDate;
      if (nextCursor !== cursorDate) {
        await db
          .updateTable('volumetric_station_syncs')
          .set({ cursor_date: nextCursor, updated_at: new Date() })
          .where('gas_station_id', '=', gasStationId)
          .execute();
      }
      cursorDate = nextCursor;
    }
    summary.cursorDate = cursorDate;
    const finished = now();
    await db
      .updateTable('volumetric_station_syncs')
      .set({
        last_run_at: finished,
        last_success_at: finished,
        last_error: null,
        last_error_at: null,
        updated_at: finished,
      })
      .where('gas_station_id', '=', gasStationId)
      .execute();
    deps.log.info(
      { summary: { ...summary, skippedExamples: undefined, reports: reportCounts(summary) } },
      'volumetric pull done',
    );
    return summary;
  } catch (error) {
    const message =
      error instanceof ConnectorError ? error.message : 'Error interno al sincronizar la estación';
    const failedAt = now();
    await db
      .updateTable('volumetric_station_syncs')
      .set({
        last_run_at: failedAt,
        last_error: message,
        last_error_at: failedAt,
        updated_at: failedAt,
      })
      .where('gas_station_id', '=', gasStationId)
      .execute();
    deps.log.warn({ gasStationId, err: error }, 'volumetric pull failed');
    throw error;
  }
}

const reportCounts = ({ reports }: PullSummary) => ({
  stored: reports.stored,
  replaced: reports.replaced,
  unchanged: reports.unchanged,
  refused: reports.refused.length,
});

/** 'D_2026-03-09.json: El reporte es del RFC …', as the sync row keeps it. */
const refusalLine = (name: string, message: string) => `${name}: ${message}`.slice(0, 1000);

/**
 * One SAT report file the supplier served, through the compliance intake (source connector). A
 * refusal (of any report in it, or of the file as a whole: over a limit, a broken zip) is
 * recorded on the sync row with its reason and does not stop the pull; what was stored counts
 * in reports_received.
 */
async function receiveServedFile(
  deps: PullDeps,
  gasStationId: number,
  day: string,
  file: ServedReportFile,
  summary: PullSummary,
): Promise<void> {
  const { db } = deps;
  const storage = await storageFor(deps.config, db);
  let refused: { name: string; code: string; message: string }[];
  try {
    const result = await receiveReports(
      db,
      storage,
      {
        stationId: gasStationId,
        name: file.name,
        bytes: file.bytes,
        month: null,
        source: 'connector',
        receivedBy: null,
      },
      { dueDay: deps.config.complianceMonthlyDueDay },
    );
    if (result.ok) {
      const changed = result.files.filter((f) => f.status !== 'unchanged').length;
      for (const f of result.files) summary.reports[f.status] += 1;
      if (changed > 0) {
        await db
          .updateTable('volumetric_station_syncs')
          .set((eb) => ({
            reports_received: eb('reports_received', '+', changed),
            updated_at: new Date(),
          }))
          .where('gas_station_id', '=', gasStationId)
          .execute();
      }
      return;
    }
    refused = result.refused;
  } catch (error) {
    // A file over a limit, or not the zip it claims to be: refused as a whole, with its reason.
    if (!(error instanceof HttpError)) throw error;
    refused = [{ name: file.name, code: error.code ?? 'refused', message: error.message }];
  }
  for (const r of refused) {
    if (summary.reports.refused.length < EXAMPLES_KEPT)
      summary.reports.refused.push({ day, name: r.name, code: r.code, message: r.message });
  }
  const first = refused[0]!;
  const more = refused.length > 1 ? ` (y ${refused.length - 1} más)` : '';
  const at = (deps.now ?? (() => new Date()))();
  await db
    .updateTable('volumetric_station_syncs')
    .set({
      last_report_refusal: refusalLine(first.name, `${first.message}${more}`),
      last_report_refusal_at: at,
      updated_at: at,
    })
    .where('gas_station_id', '=', gasStationId)
    .execute();
  deps.log.warn({ gasStationId, day, refused }, 'volumetric pull: SAT report refused');
}

/** Linked stations due a pull: never run, or last run longer ago than their system's interval. */
export async function planVolumetricPulls(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('gas_stations as g')
    .innerJoin('volumetric_systems as v', 'v.id', 'g.volumetric_system_id')
    .leftJoin('volumetric_station_syncs as s', 's.gas_station_id', 'g.id')
    .select([
      'g.id',
      'v.id as system_id',
      'v.pull_interval_minutes',
      's.volumetric_system_id as synced_system',
      's.last_run_at',
    ])
    .where('g.volumetric_station_id', 'is not', null)
    .where('g.volumetric_station_id', '<>', '')
    // A system saved before the connector existed has nowhere to pull from yet.
    .where('v.data_url', '<>', '')
    .orderBy('g.id')
    .execute();
  return rows
    .filter(
      (r) =>
        r.last_run_at === null ||
        r.synced_system !== r.system_id ||
        r.last_run_at.getTime() + r.pull_interval_minutes * 60_000 <= now.getTime(),
    )
    .map((r) => r.id);
}

export interface VolumetricJobContext {
  db: Kysely<Database>;
  config: PullDeps['config'];
  log: PullLog;
  signal: AbortSignal;
}

/** The job queue's handlers for this module, by job type. */
export const volumetricJobHandlers = {
  'volumetric-pull': (payload: { gas_station_id: number }, ctx: VolumetricJobContext) =>
    pullStation(ctx, payload.gas_station_id),
};
