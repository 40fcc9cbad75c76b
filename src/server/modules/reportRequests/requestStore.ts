// Report requests and their deliveries: created together (a request with one delivery per
// recipient, in one transaction), read back as the contract's ReportRequest.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ReportRequest, ReportDelivery } from '@/api/generated/reportRequests.gen';
import type {
  Database,
  ReportChannel,
  ReportFormat,
  ReportKind,
  ReportLocale,
  ReportRequestsTable,
  ReportType,
} from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { RENDER_MAX_ATTEMPTS, RENDER_QUEUE } from './queues';

export interface Recipient {
  contactId: number | null;
  name: string;
  /** E-mail address or telephone, by channel. */
  address: string;
}

/** Which report, of what, for when and in what form: what a request and its form share. */
export interface ReportSpec {
  reportType: ReportType;
  kind: ReportKind | null;
  stationIds: number[];
  startDate: string;
  endDate: string;
  pages: number;
  format: ReportFormat;
  locale: ReportLocale;
}

export interface NewReportRequest extends ReportSpec {
  requestedBy: number | null;
  configurationId: number | null;
  occurrenceKey: string | null;
  channel: ReportChannel | null;
  recipients: Recipient[];
}

type Db = Kysely<Database> | Transaction<Database>;
export type RequestRow = Selectable<ReportRequestsTable>;

/**
 * Inserts the request and its deliveries. With an occurrence key already taken (another node
 * or an earlier tick made it), nothing is inserted and null is returned.
 */
export async function insertReportRequest(
  trx: Db,
  request: NewReportRequest,
): Promise<number | null> {
  const inserted = await trx
    .insertInto('report_requests')
    .values({
      requested_by: request.requestedBy,
      configuration_id: request.configurationId,
      occurrence_key: request.occurrenceKey,
      report_type: request.reportType,
      kind: request.kind,
      gas_station_ids: sql<number[]>`${sql.val(request.stationIds)}::integer[]`,
      start_date: request.startDate,
      end_date: request.endDate,
      pages: request.pages,
      format: request.format,
      locale: request.locale,
      channel: request.channel,
    })
    .onConflict((oc) => oc.column('occurrence_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const unique = new Map(request.recipients.map((r) => [r.address, r]));
  if (request.channel && unique.size > 0) {
    await trx
      .insertInto('report_deliveries')
      .values(
        [...unique.values()].map((r) => ({
          request_id: inserted.id,
          channel: request.channel!,
          contact_id: r.contactId,
          recipient_name: r.name,
          address: r.address,
        })),
      )
      .execute();
  }
  return inserted.id;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The requests with their deliveries, requester and station names, in the order of `rows`. */
export async function toReportRequests(
  db: Kysely<Database>,
  rows: RequestRow[],
): Promise<ReportRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stationIds = [...new Set(rows.flatMap((r) => r.gas_station_ids))];
  const userIds = [
    ...new Set(rows.map((r) => r.requested_by).filter((id): id is number => id !== null)),
  ];
  const [deliveries, stations, users] = await Promise.all([
    db
      .selectFrom('report_deliveries')
      .selectAll()
      .where('request_id', 'in', ids)
      .orderBy('id')
      .execute(),
    stationIds.length === 0 ? [] : stationNames(db, stationIds),
    userIds.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute(),
  ]);
  const stationName = new Map(stations.map((s) => [s.id, s.name]));
  const userName = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((row) => ({
    id: row.id,
    report_type: row.report_type,
    kind: row.kind,
    gas_station_ids: row.gas_station_ids,
    station_names: row.gas_station_ids.map((id) => stationName.get(id) ?? `#${id}`),
    start_date: row.start_date,
    end_date: row.end_date,
    pages: row.pages,
    format: row.format,
    locale: row.locale,
    channel: row.channel,
    status: row.status,
    error: row.error,
    file_name: row.file_path ? row.file_path.slice(row.file_path.lastIndexOf('/') + 1) : null,
    file_path: row.file_path,
    requested_by:
      row.requested_by === null
        ? null
        : { id: row.requested_by, name: userName.get(row.requested_by) ?? '' },
    configuration_id: row.configuration_id,
    created_at: row.created_at.toISOString(),
    rendered_at: iso(row.rendered_at),
    deliveries: deliveries
      .filter((d) => d.request_id === row.id)
      .map((d): ReportDelivery => ({
        id: d.id,
        channel: d.channel,
        recipient_name: d.recipient_name,
        address: d.address,
        status: d.status,
        error: d.error,
        attempts: d.attempts,
        updated_at: d.updated_at.toISOString(),
        sent_at: iso(d.sent_at),
      })),
  }));
}

/** The stations of these ids that exist, with their names. */
export function stationNames(db: Db, ids: number[]) {
  return db.selectFrom('gas_stations').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** Contacts that a request may be sent to, by id. */
export function contactsByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'telephone', 'customer_id'])
    .where('id', 'in', ids)
    .execute();
}

/** The name and e-mail of a user, who gets the report they asked for. */
export function userNameAndEmail(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

function queueRender(trx: Db, requestId: number) {
  return enqueueJob(trx, {
    queue: RENDER_QUEUE,
    payload: { requestId },
    key: `request:${requestId}`,
    maxAttempts: RENDER_MAX_ATTEMPTS,
  });
}

/** Inserts the request with its deliveries and queues its render, together; its id. */
export function insertQueuedReportRequest(
  db: Kysely<Database>,
  request: NewReportRequest,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const requestId = await insertReportRequest(trx, request);
    await queueRender(trx, requestId!);
    return requestId!;
  });
}

/**
 * Requests the user asked for, or that their own report configurations made; every request
 * when `everyone` (an administrator's view).
 */
function visibleRequests(db: Db, userId: number, everyone: boolean) {
  let query = db.selectFrom('report_requests').selectAll();
  if (!everyone) {
    query = query.where((eb) =>
      eb.or([
        eb('requested_by', '=', userId),
        eb(
          'configuration_id',
          'in',
          eb.selectFrom('report_configurations').select('id').where('user_id', '=', userId),
        ),
      ]),
    );
  }
  return query;
}

export async function findVisibleRequest(
  db: Db,
  userId: number,
  everyone: boolean,
  id: number,
): Promise<RequestRow | undefined> {
  return (await visibleRequests(db, userId, everyone).where('id', '=', id).executeTakeFirst()) as
    RequestRow | undefined;
}

/** The latest `limit` visible requests, newest first. */
export async function listVisibleRequests(
  db: Db,
  userId: number,
  everyone: boolean,
  limit: number,
): Promise<RequestRow[]> {
  return (await visibleRequests(db, userId, everyone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()) as RequestRow[];
}

/** The failed deliveries of the request queued again (the caller of a rendered one sends them). */
export async function requeueFailedDeliveries(db: Db, requestId: number): Promise<void> {
  await db
    .updateTable('report_deliveries')
    .set({ status: 'queued', error: null, updated_at: new Date() })
    .where('request_id', '=', requestId)
    .where('status', '=', 'failed')
    .execute();
}

/** A failed request back in the queue: queued again, its failed deliveries too, its render queued. */
export function requeueFailedRequest(db: Kysely<Database>, requestId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('report_requests')
      .set({ status: 'queued', error: null })
      .where('id', '=', requestId)
      .execute();
    await requeueFailedDeliveries(trx, requestId);
    await queueRender(trx, requestId);
  });
}
