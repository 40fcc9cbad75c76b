// A station's SAT reports received (an upload, or the volumetric connector): every report of
// the upload read and judged first (reportArchive, reportIntake); when any is refused nothing
// is stored and every refusal is answered. Otherwise the files go to storage (content-addressed:
// the same bytes, the same object) and, in ONE transaction under the station's lock, each
// report is recorded with its facts (the very same file again changes nothing; a corrected one
// replaces its day or month and records what it changed) and every month it touched is checked
// again. A failure anywhere rolls all of it back, and the objects no row refers to are removed.
import type { Kysely } from 'kysely';
import { addDays, daysBetween, firstOfMonth, lastOfMonth } from '@/lib/dates/calendarDates';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { ObjectStorage } from '../../storage';
import {
  currentFile,
  dailyFactsOf,
  findStation,
  insertDailyFacts,
  insertFile,
  insertMonthlyFacts,
  lockStation,
  monthHasFiles,
  monthlyFactsOf,
  monthSummary,
  recordInstallationKey,
  stationIdentity,
  type MonthSummaryRow,
} from './complianceStore';
import { checkStationMonth, FOLLOWING_DAYS, type MonthCheckOptions } from './monthCheck';
import { archiveEntries } from './reportArchive';
import { dailyChanges, monthlyChanges } from './reportChanges';
import {
  hoseRecordTypes,
  isRefusal,
  prepareReport,
  refusal,
  type PreparedReport,
  type Refusal,
} from './reportIntake';

export const stationNotFound = () => notFound('Estación no encontrada');

export interface IntakeInput {
  stationId: number;
  /** The file as received: a JSON report or a .zip of them. */
  name: string;
  bytes: Buffer;
  /** The month of a monthly report whose name carries no date. */
  month: string | null;
  source: 'upload' | 'connector';
  receivedBy: number | null;
}

export interface ReceivedReport {
  name: string;
  status: 'stored' | 'unchanged' | 'replaced';
  fileId: number;
}

export type IntakeResult =
  | { ok: true; files: ReceivedReport[]; months: MonthSummaryRow[] }
  | { ok: false; refused: Refusal[] };

export interface IntakeOptions extends MonthCheckOptions {
  /** Called after each report is recorded, inside the transaction (tests break it midway). */
  afterReport?: (index: number) => Promise<void>;
}

/** A refusal found inside the transaction (a key recorded meanwhile): the whole intake goes back. */
class RefusedInside extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

const ARCHIVE_REFUSALS = {
  nested_archive: 'Un archivo comprimido dentro del .zip no se abre: sube los reportes .json.',
  not_a_report: 'Solo se aceptan reportes .json dentro del .zip.',
} as const;

/** Where a report's bytes are kept: by station and digest, so the same file is one object. */
export const reportKey = (stationId: number, sha256: string) =>
  `compliance/${stationId}/${sha256}.json`;

const periodOf = (r: PreparedReport) => `${r.kind}|${r.day ?? r.month}`;

/** Reports of one upload that cannot all be stored together: two different files of a period, keys that differ. */
function uploadRefusals(reports: PreparedReport[], knownKey: string | null): Refusal[] {
  const out: Refusal[] = [];
  const byPeriod = new Map<string, PreparedReport[]>();
  for (const r of reports) byPeriod.set(periodOf(r), [...(byPeriod.get(periodOf(r)) ?? []), r]);
  for (const group of byPeriod.values()) {
    if (new Set(group.map((r) => r.sha256)).size < 2) continue;
    for (const r of group) {
      out.push(
        refusal(
          r.name,
          'duplicate_in_upload',
          `Hay más de un archivo distinto del ${r.kind === 'daily' ? `día ${r.day}` : `mes ${r.month}`} en el envío: ${group.map((g) => g.name).join(', ')}.`,
        ),
      );
    }
  }
  const key = knownKey ?? reports[0]?.facts.installationKey ?? null;
  for (const r of reports) {
    if (key !== null && r.facts.installationKey !== key) {
      out.push(
        refusal(
          r.name,
          'wrong_station',
          `El reporte es de la instalación ${r.facts.installationKey} y los demás reportes de la estación son de ${key}.`,
          [
            {
              field: '$.ClaveInstalacion',
              rule: 'station',
              message: 'No es la clave de instalación de la estación',
            },
          ],
        ),
      );
    }
  }
  return out;
}

/** One report recorded; answers its outcome and the month it touched, if it changed anything. */
async function record(
  trx: Kysely<Database>,
  input: IntakeInput,
  report: PreparedReport,
): Promise<ReceivedReport & { changed: boolean }> {
  const current = await currentFile(trx, input.stationId, report.kind, report.month, report.day);
  if (current?.sha256 === report.sha256) {
    return { name: report.name, status: 'unchanged', fileId: current.id, changed: false };
  }
  let changes: unknown[] = [];
  if (current) {
    if (report.kind === 'daily') {
      const [before] = await dailyFactsOf(trx, input.stationId, '', '', current.id);
      if (before) changes = dailyChanges(before, report.facts);
    } else {
      const before = await monthlyFactsOf(trx, input.stationId, report.month, current.id);
      if (before) changes = monthlyChanges(before, report.facts);
    }
  }
  const fileId = await insertFile(trx, {
    stationId: input.stationId,
    kind: report.kind,
    month: report.month,
    day: report.day,
    name: report.name,
    sha256: report.sha256,
    size: report.bytes.length,
    storageKey: reportKey(input.stationId, report.sha256),
    source: input.source,
    receivedBy: input.receivedBy,
    replacesId: current?.id ?? null,
    changes,
  });
  if (report.kind === 'daily') {
    await insertDailyFacts(
      trx,
      fileId,
      input.stationId,
      report.facts,
      hoseRecordTypes(report.json),
    );
  } else {
    await insertMonthlyFacts(trx, fileId, input.stationId, report.facts);
  }
  return {
    name: report.name,
    status: current ? 'replaced' : 'stored',
    fileId,
    changed: true,
  };
}

/** The months to check again: those changed, and the next one when a month's last day changed (continuity). */
async function monthsToCheck(trx: Kysely<Database>, stationId: number, changed: PreparedReport[]) {
  const months = new Set(changed.map((r) => r.month));
  for (const r of changed) {
    if (r.day === null) continue;
    // A month's last day opens the next one's continuity; the first FOLLOWING_DAYS days close
    // (or not) the previous month's faults.
    const neighbour =
      r.day === lastOfMonth(r.day)
        ? addDays(r.day, 1).slice(0, 7)
        : daysBetween(firstOfMonth(r.day), r.day) < FOLLOWING_DAYS
          ? firstOfMonth(r.day, -1).slice(0, 7)
          : null;
    if (neighbour && (await monthHasFiles(trx, stationId, neighbour))) months.add(neighbour);
  }
  return [...months].sort();
}

export async function receiveReports(
  db: Kysely<Database>,
  storage: ObjectStorage,
  input: IntakeInput,
  options: IntakeOptions = {},
): Promise<IntakeResult> {
  const station = await findStation(db, input.stationId);
  if (!station) throw stationNotFound();
  const entries = await archiveEntries(input.name, input.bytes);
  if (entries.length === 0) {
    return {
      ok: false,
      refused: [refusal(input.name, 'not_a_report', 'El .zip no contiene ningún reporte .json.')],
    };
  }
  const identity = await stationIdentity(db, input.stationId);
  const refused: Refusal[] = [];
  const reports: PreparedReport[] = [];
  for (const entry of entries) {
    if ('refused' in entry) {
      refused.push(refusal(entry.name, entry.refused, ARCHIVE_REFUSALS[entry.refused]));
      continue;
    }
    const judged = prepareReport(entry.name, entry.bytes, identity, input.month);
    if (isRefusal(judged)) refused.push(judged);
    else reports.push(judged);
  }
  refused.push(...uploadRefusals(reports, identity.installationKey));
  if (refused.length > 0) return { ok: false, refused };

  // The same bytes twice in one upload are one report.
  const unique = [...new Map(reports.map((r) => [`${periodOf(r)}|${r.sha256}`, r])).values()].sort(
    (a, b) => periodOf(a).localeCompare(periodOf(b)),
  );
  const written: string[] = [];
  for (const report of unique) {
    const key = reportKey(input.stationId, report.sha256);
    await storage.put(key, report.bytes, { contentType: 'application/json' });
    written.push(key);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      await lockStation(trx, input.stationId);
      const key = await recordInstallationKey(
        trx,
        input.stationId,
        unique[0]!.facts.installationKey,
      );
      const other = unique.find((r) => r.facts.installationKey !== key);
      if (other) {
        throw new RefusedInside(
          refusal(
            other.name,
            'wrong_station',
            `El reporte es de la instalación ${other.facts.installationKey} y los reportes de la estación son de ${key}.`,
          ),
        );
      }
      const files: ReceivedReport[] = [];
      const changed: PreparedReport[] = [];
      for (const [index, report] of unique.entries()) {
        const outcome = await record(trx, input, report);
        files.push({ name: outcome.name, status: outcome.status, fileId: outcome.fileId });
        if (outcome.changed) changed.push(report);
        await options.afterReport?.(index);
      }
      const months: MonthSummaryRow[] = [];
      for (const month of await monthsToCheck(trx, input.stationId, changed)) {
        months.push(await checkStationMonth(trx, station, month, options));
      }
      // A month only received again (nothing changed) answers its last check, or is checked
      // for the first time.
      for (const month of new Set(unique.map((r) => r.month))) {
        if (months.some((m) => m.month === month)) continue;
        months.push(
          (await monthSummary(trx, input.stationId, month)) ??
            (await checkStationMonth(trx, station, month, options)),
        );
      }
      months.sort((a, b) => a.month.localeCompare(b.month));
      // Every received name answers, the same bytes twice included.
      const byPeriod = new Map(unique.map((r, i) => [`${periodOf(r)}|${r.sha256}`, files[i]!]));
      const all = reports.map((r) => ({
        ...byPeriod.get(`${periodOf(r)}|${r.sha256}`)!,
        name: r.name,
      }));
      return { ok: true as const, files: all, months };
    });
  } catch (error) {
    await removeUnreferenced(db, storage, written);
    if (error instanceof RefusedInside) return { ok: false, refused: [error.refusal] };
    throw error;
  }
}

/** Objects written for an intake that rolled back and that no file row refers to. */
async function removeUnreferenced(db: Kysely<Database>, storage: ObjectStorage, keys: string[]) {
  if (keys.length === 0) return;
  try {
    const kept = await db
      .selectFrom('compliance_files')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .execute();
    const referenced = new Set(kept.map((k) => k.storage_key));
    for (const key of keys.filter((k) => !referenced.has(k))) await storage.delete(key);
  } catch {
    // The database or storage is away: an unreferenced object is only space, never a report.
  }
}
