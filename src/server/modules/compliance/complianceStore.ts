// Every query of the compliance module: the station's identity for the intake, the received
// files and their facts, the facts of a month for the checks, the findings and the months'
// summaries. Writes run inside the caller's transaction (intake and checks are one each).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Finding } from './monthChecks';
import type { DailyFacts, MonthlyFacts, ReportCfdi, ReportEvent } from './reportFacts';
import type { StationIdentity } from './reportIntake';
import type { Severity } from './findingSeverity';

type Db = Kysely<Database>;

/** The first day of a month (AAAA-MM), as the tables keep months. */
export const monthDate = (month: string) => `${month}-01`;
const monthKey = (date: string) => date.slice(0, 7);

/** A jsonb value sent as text and cast by the database (the same on both drivers). */
const jsonb = (value: unknown) => sql<never>`(${JSON.stringify(value)}::text)::jsonb`;

/** Rows at most per insert statement (the bind parameters stay well under 65,535). */
const BATCH = 500;
async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

export interface StationRow {
  id: number;
  name: string;
  time_zone: string;
}

export function findStation(db: Db, stationId: number): Promise<StationRow | undefined> {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'time_zone'])
    .where('id', '=', stationId)
    .executeTakeFirst();
}

/** What the station's reports must say of it: RFC, permits (its own, its registry place's), key. */
export async function stationIdentity(db: Db, stationId: number): Promise<StationIdentity> {
  const row = await db
    .selectFrom('gas_stations as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('compliance_stations as k', 'k.gas_station_id', 's.id')
    .select(['c.rfc', 's.permission', 's.cre_place_id', 'k.installation_key'])
    .where('s.id', '=', stationId)
    .executeTakeFirstOrThrow();
  const place =
    row.cre_place_id === null
      ? undefined
      : await db
          .selectFrom('cre_places')
          .select('permit')
          .where('place_id', '=', row.cre_place_id)
          .orderBy('imported_at', 'desc')
          .executeTakeFirst();
  const permits = [row.permission, place?.permit].filter(
    (p, i, all): p is string => typeof p === 'string' && p !== '' && all.indexOf(p) === i,
  );
  return {
    rfc: row.rfc && row.rfc.trim() !== '' ? row.rfc.trim() : null,
    permits,
    installationKey: row.installation_key ?? null,
  };
}

/** Holds the station's row until the transaction ends: one intake or check of a station at a time. */
export async function lockStation(trx: Db, stationId: number): Promise<void> {
  await trx
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', stationId)
    .forUpdate()
    .execute();
}

/** Records the station's installation key from its first report; answers the key on record. */
export async function recordInstallationKey(trx: Db, stationId: number, key: string) {
  await trx
    .insertInto('compliance_stations')
    .values({ gas_station_id: stationId, installation_key: key })
    .onConflict((oc) => oc.column('gas_station_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('compliance_stations')
    .select('installation_key')
    .where('gas_station_id', '=', stationId)
    .executeTakeFirstOrThrow();
  return row.installation_key;
}

export interface CurrentFile {
  id: number;
  sha256: string;
}

/** The file of a day (daily) or of the month (monthly) not replaced yet. */
export function currentFile(
  trx: Db,
  stationId: number,
  kind: 'daily' | 'monthly',
  month: string,
  day: string | null,
): Promise<CurrentFile | undefined> {
  let query = trx
    .selectFrom('compliance_files')
    .select(['id', 'sha256'])
    .where('gas_station_id', '=', stationId)
    .where('kind', '=', kind)
    .where('month', '=', monthDate(month))
    .where('replaced_by_id', 'is', null);
  if (day !== null) query = query.where('day', '=', day);
  return query.executeTakeFirst();
}

export interface NewFile {
  stationId: number;
  kind: 'daily' | 'monthly';
  month: string;
  day: string | null;
  name: string;
  sha256: string;
  size: number;
  storageKey: string;
  source: 'upload' | 'connector';
  receivedBy: number | null;
  replacesId: number | null;
  changes: unknown[];
}

/** Adds a file; a file it replaces is marked and loses its facts, in the same transaction. */
export async function insertFile(trx: Db, file: NewFile): Promise<number> {
  // The replaced file stops being current first (the unique index allows one current file),
  // pointing at the new one; the reference is checked at commit.
  const { id } = await trx
    .selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('compliance_files', 'id'))`.as('id'))
    .executeTakeFirstOrThrow();
  const newId = Number(id);
  if (file.replacesId !== null) {
    await trx
      .updateTable('compliance_files')
      .set({ replaced_by_id: newId })
      .where('id', '=', file.replacesId)
      .execute();
    await deleteFacts(trx, file.replacesId);
  }
  await trx
    .insertInto('compliance_files')
    .values({
      id: newId,
      gas_station_id: file.stationId,
      kind: file.kind,
      month: monthDate(file.month),
      day: file.day,
      name: file.name,
      sha256: file.sha256,
      size: file.size,
      storage_key: file.storageKey,
      source: file.source,
      received_by: file.receivedBy,
      replaces_id: file.replacesId,
      changes: jsonb(file.changes),
    })
    .execute();
  return newId;
}

async function deleteFacts(trx: Db, fileId: number) {
  await trx.deleteFrom('compliance_tank_days').where('file_id', '=', fileId).execute();
  await trx.deleteFrom('compliance_hose_days').where('file_id', '=', fileId).execute();
  await trx.deleteFrom('compliance_events').where('file_id', '=', fileId).execute();
  await trx.deleteFrom('compliance_cfdis').where('file_id', '=', fileId).execute();
  await trx.deleteFrom('compliance_month_products').where('file_id', '=', fileId).execute();
}

const events = (fileId: number, stationId: number, day: string | null, list: ReportEvent[]) =>
  list.map((e, seq) => ({
    file_id: fileId,
    seq,
    gas_station_id: stationId,
    day,
    number: e.number,
    at: e.at,
    type: e.type,
    description: e.description,
    component: e.component,
  }));

const cfdis = (fileId: number, stationId: number, day: string | null, list: ReportCfdi[]) =>
  list.map((c, seq) => ({
    file_id: fileId,
    seq,
    gas_station_id: stationId,
    day,
    uuid: c.uuid,
    type: c.type,
    at: c.at,
    volume: c.volume,
    direction: c.direction,
    product: c.product,
  }));

/** The facts of a daily report. `recordTypes` by product|dispenser|hose. */
export async function insertDailyFacts(
  trx: Db,
  fileId: number,
  stationId: number,
  facts: DailyFacts,
  recordTypes: Map<string, string[]>,
) {
  const day = facts.day;
  await insertBatches(
    facts.tanks.map((t) => ({
      file_id: fileId,
      gas_station_id: stationId,
      day,
      product: t.product,
      tank: t.tank,
      usable_capacity: t.usableCapacity,
      tank_calibration_until: t.tankCalibrationUntil || null,
      meter_calibration_until: t.meterCalibrationUntil,
      uncertainty: t.uncertainty,
      opening: t.opening,
      received: t.received,
      delivered: t.delivered,
      closing: t.closing,
    })),
    (batch) => trx.insertInto('compliance_tank_days').values(batch).execute(),
  );
  await insertBatches(
    facts.hoses.map((h) => ({
      file_id: fileId,
      gas_station_id: stationId,
      day,
      product: h.product,
      dispenser: h.dispenser,
      hose: h.hose,
      delivered: h.delivered,
      deliveries: h.deliveries,
      totalizer: h.totalizer,
      record_types: (recordTypes.get(`${h.product}|${h.dispenser}|${h.hose}`) ?? []).join(','),
      dispenser_calibration_until: h.dispenserCalibrationUntil,
    })),
    (batch) => trx.insertInto('compliance_hose_days').values(batch).execute(),
  );
  await insertBatches(events(fileId, stationId, day, facts.events), (batch) =>
    trx.insertInto('compliance_events').values(batch).execute(),
  );
  await insertBatches(cfdis(fileId, stationId, day, facts.cfdis), (batch) =>
    trx.insertInto('compliance_cfdis').values(batch).execute(),
  );
}

export async function insertMonthlyFacts(
  trx: Db,
  fileId: number,
  stationId: number,
  facts: MonthlyFacts,
) {
  if (facts.products.length > 0) {
    await trx
      .insertInto('compliance_month_products')
      .values(
        facts.products.map((p) => ({
          file_id: fileId,
          gas_station_id: stationId,
          month: monthDate(facts.month),
          product: p.product,
          closing: p.closing,
          received: p.received,
          delivered: p.delivered,
          receipts: p.receipts,
          deliveries: p.deliveries,
        })),
      )
      .execute();
  }
  await insertBatches(events(fileId, stationId, null, facts.events), (batch) =>
    trx.insertInto('compliance_events').values(batch).execute(),
  );
  await insertBatches(cfdis(fileId, stationId, null, facts.cfdis), (batch) =>
    trx.insertInto('compliance_cfdis').values(batch).execute(),
  );
}

const BLANK_IDENTITY = { rfc: '', permit: null, installationKey: '' };

/** The current daily reports of [firstDay, lastDay] as facts (what the checks read). */
export async function dailyFactsOf(
  db: Db,
  stationId: number,
  firstDay: string,
  lastDay: string,
  fileId?: number,
): Promise<(DailyFacts & { fileId: number })[]> {
  let files = db
    .selectFrom('compliance_files')
    .select(['id', 'day'])
    .where('gas_station_id', '=', stationId)
    .where('kind', '=', 'daily');
  files =
    fileId !== undefined
      ? files.where('id', '=', fileId)
      : files
          .where('replaced_by_id', 'is', null)
          .where('day', '>=', firstDay)
          .where('day', '<=', lastDay);
  const fileRows = await files.orderBy('day').execute();
  if (fileRows.length === 0) return [];
  const ids = fileRows.map((f) => f.id);
  const [tanks, hoses, eventRows, cfdiRows] = await Promise.all([
    db.selectFrom('compliance_tank_days').selectAll().where('file_id', 'in', ids).execute(),
    db.selectFrom('compliance_hose_days').selectAll().where('file_id', 'in', ids).execute(),
    db
      .selectFrom('compliance_events')
      .selectAll()
      .where('file_id', 'in', ids)
      .orderBy('file_id')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('compliance_cfdis')
      .selectAll()
      .where('file_id', 'in', ids)
      .orderBy('file_id')
      .orderBy('seq')
      .execute(),
  ]);
  const byFile = new Map(
    fileRows.map((f) => [
      f.id,
      {
        ...BLANK_IDENTITY,
        fileId: f.id,
        day: f.day!,
        cutOff: `${f.day}T23:59:59`,
        tanks: [],
        hoses: [],
        events: [],
        cfdis: [],
      } as DailyFacts & { fileId: number },
    ]),
  );
  for (const t of tanks) {
    byFile.get(t.file_id)!.tanks.push({
      product: t.product,
      tank: t.tank,
      usableCapacity: t.usable_capacity,
      tankCalibrationUntil: t.tank_calibration_until ?? '',
      meterCalibrationUntil: t.meter_calibration_until,
      uncertainty: t.uncertainty,
      opening: t.opening,
      received: t.received,
      delivered: t.delivered,
      closing: t.closing,
    });
  }
  for (const h of hoses) {
    byFile.get(h.file_id)!.hoses.push({
      product: h.product,
      dispenser: h.dispenser,
      hose: h.hose,
      delivered: h.delivered,
      deliveries: h.deliveries,
      totalizer: h.totalizer,
      dispenserCalibrationUntil: h.dispenser_calibration_until,
    });
  }
  for (const e of eventRows) {
    byFile.get(e.file_id)!.events.push({
      number: e.number,
      at: e.at,
      type: e.type,
      description: e.description,
      component: e.component,
    });
  }
  for (const c of cfdiRows) {
    byFile.get(c.file_id)!.cfdis.push({
      uuid: c.uuid,
      type: c.type,
      at: c.at,
      volume: c.volume,
      direction: c.direction,
      product: c.product,
    });
  }
  return [...byFile.values()];
}

/** The current monthly report of the month as facts, if any. */
export async function monthlyFactsOf(
  db: Db,
  stationId: number,
  month: string,
  fileId?: number,
): Promise<(MonthlyFacts & { fileId: number }) | null> {
  let query = db
    .selectFrom('compliance_files')
    .select(['id', 'received_at'])
    .where('gas_station_id', '=', stationId)
    .where('kind', '=', 'monthly');
  query =
    fileId !== undefined
      ? query.where('id', '=', fileId)
      : query.where('month', '=', monthDate(month)).where('replaced_by_id', 'is', null);
  const file = await query.executeTakeFirst();
  if (!file) return null;
  const [products, eventRows, cfdiRows] = await Promise.all([
    db
      .selectFrom('compliance_month_products')
      .selectAll()
      .where('file_id', '=', file.id)
      .orderBy('product')
      .execute(),
    db
      .selectFrom('compliance_events')
      .selectAll()
      .where('file_id', '=', file.id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('compliance_cfdis')
      .selectAll()
      .where('file_id', '=', file.id)
      .orderBy('seq')
      .execute(),
  ]);
  return {
    ...BLANK_IDENTITY,
    fileId: file.id,
    month,
    reportedAt: file.received_at.toISOString(),
    products: products.map((p) => ({
      product: p.product,
      closing: p.closing,
      received: p.received,
      delivered: p.delivered,
      receipts: p.receipts,
      deliveries: p.deliveries,
    })),
    events: eventRows.map((e) => ({
      number: e.number,
      at: e.at,
      type: e.type,
      description: e.description,
      component: e.component,
    })),
    cfdis: cfdiRows.map((c) => ({
      uuid: c.uuid,
      type: c.type,
      at: c.at,
      volume: c.volume,
      direction: c.direction,
      product: c.product,
    })),
  };
}

/** Whether the station has any file of the month (any kind, replaced ones too). */
export async function monthHasFiles(db: Db, stationId: number, month: string) {
  const row = await db
    .selectFrom('compliance_files')
    .select('id')
    .where('gas_station_id', '=', stationId)
    .where('month', '=', monthDate(month))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface MonthSummaryRow {
  month: string;
  checked_at: Date;
  checked_on: string;
  days_due: number;
  days_received: number;
  days_with_findings: number;
  days_missing: number;
  findings: number;
  high: number;
  medium: number;
  low: number;
  monthly_state: 'missing' | 'findings' | 'clean';
  due_date: string;
}

export interface StoredFinding extends Finding {
  severity: Severity;
  fileId: number | null;
}

/** The month's findings and summary replace those of the last check. */
export async function replaceMonthFindings(
  trx: Db,
  stationId: number,
  month: string,
  findings: StoredFinding[],
  summary: Omit<MonthSummaryRow, 'month'>,
) {
  await trx
    .deleteFrom('compliance_findings')
    .where('gas_station_id', '=', stationId)
    .where('month', '=', monthDate(month))
    .execute();
  await insertBatches(findings, (batch) =>
    trx
      .insertInto('compliance_findings')
      .values(
        batch.map((f) => ({
          gas_station_id: stationId,
          month: monthDate(month),
          day: f.day,
          rule: f.rule,
          severity: f.severity,
          subject: f.subject,
          message: f.message,
          figures: jsonb(Object.entries(f.figures).map(([key, value]) => ({ key, value }))),
          file_id: f.fileId,
        })),
      )
      .execute(),
  );
  const row = { gas_station_id: stationId, month: monthDate(month), ...summary };
  await trx
    .insertInto('compliance_months')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['gas_station_id', 'month']).doUpdateSet({
        checked_at: summary.checked_at,
        checked_on: summary.checked_on,
        days_due: summary.days_due,
        days_received: summary.days_received,
        days_with_findings: summary.days_with_findings,
        days_missing: summary.days_missing,
        findings: summary.findings,
        high: summary.high,
        medium: summary.medium,
        low: summary.low,
        monthly_state: summary.monthly_state,
        due_date: summary.due_date,
      }),
    )
    .execute();
}

const SUMMARY_COLUMNS = [
  'month',
  'checked_at',
  'checked_on',
  'days_due',
  'days_received',
  'days_with_findings',
  'days_missing',
  'findings',
  'high',
  'medium',
  'low',
  'monthly_state',
  'due_date',
] as const;

const toSummary = (row: MonthSummaryRow): MonthSummaryRow => ({
  ...row,
  month: monthKey(row.month),
});

export async function monthSummary(db: Db, stationId: number, month: string) {
  const row = await db
    .selectFrom('compliance_months')
    .select(SUMMARY_COLUMNS)
    .where('gas_station_id', '=', stationId)
    .where('month', '=', monthDate(month))
    .executeTakeFirst();
  return row ? toSummary(row) : null;
}

export async function stationMonths(db: Db, stationId: number, limit: number) {
  const rows = await db
    .selectFrom('compliance_months')
    .select(SUMMARY_COLUMNS)
    .where('gas_station_id', '=', stationId)
    .orderBy('month', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** The month's summary of each station in `stationIds` (null = every station), by name. */
export async function stationsOfMonth(db: Db, stationIds: number[] | null, month: string) {
  let query = db
    .selectFrom('gas_stations as s')
    .leftJoin('compliance_months as m', (join) =>
      join.onRef('m.gas_station_id', '=', 's.id').on('m.month', '=', monthDate(month)),
    )
    .select([
      's.id',
      's.name',
      's.time_zone',
      'm.checked_at',
      'm.checked_on',
      'm.days_due',
      'm.days_received',
      'm.days_with_findings',
      'm.days_missing',
      'm.findings',
      'm.high',
      'm.medium',
      'm.low',
      'm.monthly_state',
      'm.due_date',
    ])
    .orderBy('s.name')
    .orderBy('s.id');
  if (stationIds !== null) {
    if (stationIds.length === 0) return [];
    query = query.where('s.id', 'in', stationIds);
  }
  return query.execute();
}

/** The days of the month with a current daily report: when received and which file. */
export function monthDayFiles(db: Db, stationId: number, month: string) {
  return db
    .selectFrom('compliance_files')
    .select(['id', 'day', 'kind', 'received_at'])
    .where('gas_station_id', '=', stationId)
    .where('month', '=', monthDate(month))
    .where('replaced_by_id', 'is', null)
    .execute();
}

/** Findings per day of the month, and per rule. */
export async function findingCounts(db: Db, stationId: number, month: string) {
  const base = db
    .selectFrom('compliance_findings')
    .where('gas_station_id', '=', stationId)
    .where('month', '=', monthDate(month));
  const [byDay, byRule] = await Promise.all([
    base
      .select(['day', sql<number>`count(*)`.as('count')])
      .where('day', 'is not', null)
      .groupBy('day')
      .execute(),
    base
      .select(['rule', sql<number>`count(*)`.as('count')])
      .groupBy('rule')
      .execute(),
  ]);
  return {
    byDay: new Map(byDay.map((r) => [r.day!, Number(r.count)])),
    byRule: new Map(byRule.map((r) => [r.rule, Number(r.count)])),
  };
}

export interface FindingFilters {
  rule?: string;
  day?: string;
  severity?: Severity;
  items: number;
  offset: number;
}

const FINDING_COLUMNS = [
  'f.id',
  'f.gas_station_id',
  'f.month',
  'f.day',
  'f.rule',
  'f.severity',
  'f.subject',
  'f.message',
  'f.figures',
  'f.file_id',
] as const;

export async function listFindings(
  db: Db,
  stationId: number,
  month: string,
  filters: FindingFilters,
) {
  let base = db
    .selectFrom('compliance_findings as f')
    .where('f.gas_station_id', '=', stationId)
    .where('f.month', '=', monthDate(month));
  if (filters.rule) base = base.where('f.rule', '=', filters.rule);
  if (filters.day) base = base.where('f.day', '=', filters.day);
  if (filters.severity) base = base.where('f.severity', '=', filters.severity);
  const [rows, total] = await Promise.all([
    base
      .select(FINDING_COLUMNS)
      .orderBy(sql`f.day asc nulls last`)
      .orderBy('f.rule')
      .orderBy('f.id')
      .limit(filters.items)
      .offset(filters.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function findFinding(db: Db, stationId: number, id: number) {
  return db
    .selectFrom('compliance_findings as f')
    .leftJoin('compliance_files as file', 'file.id', 'f.file_id')
    .leftJoin('compliance_months as m', (join) =>
      join.onRef('m.gas_station_id', '=', 'f.gas_station_id').onRef('m.month', '=', 'f.month'),
    )
    .select([...FINDING_COLUMNS, 'file.name as file_name', 'm.checked_at'])
    .where('f.gas_station_id', '=', stationId)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

const FILE_COLUMNS = [
  'f.id',
  'f.gas_station_id',
  'f.name',
  'f.kind',
  'f.day',
  'f.month',
  'f.sha256',
  'f.size',
  'f.storage_key',
  'f.source',
  'f.received_by',
  'u.name as received_by_name',
  'f.received_at',
  'f.replaces_id',
  'f.replaced_by_id',
  'f.changes',
] as const;

function filesQuery(db: Db) {
  return db.selectFrom('compliance_files as f').leftJoin('users as u', 'u.id', 'f.received_by');
}

export function monthFiles(db: Db, stationId: number, month: string) {
  return filesQuery(db)
    .select(FILE_COLUMNS)
    .where('f.gas_station_id', '=', stationId)
    .where('f.month', '=', monthDate(month))
    .orderBy('f.received_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

export function filesById(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return filesQuery(db).select(FILE_COLUMNS).where('f.id', 'in', ids).execute();
}

export function findFile(db: Db, stationId: number, id: number) {
  return db
    .selectFrom('compliance_files')
    .select(['id', 'name', 'storage_key'])
    .where('gas_station_id', '=', stationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type FileRow = Awaited<ReturnType<typeof monthFiles>>[number];

/**
 * The months' stored due dates moved to `dueDay` (COMPLIANCE_MONTHLY_DUE_DAY) of the second
 * month after each, where a different setting stored them (run at start: the alerts read the
 * stored date; a month's findings follow at its next check). Answers how many moved.
 */
export async function alignMonthlyDueDates(db: Db, dueDay: number): Promise<number> {
  const moved = await sql`
    update compliance_months
    set due_date = (month + interval '2 months')::date + ${dueDay - 1}::integer
    where due_date <> (month + interval '2 months')::date + ${dueDay - 1}::integer`.execute(db);
  return Number(moved.numAffectedRows ?? 0);
}
