// The rows the operations conditions read, in bulk for every station of every operations rule:
// each station's volumetric pull state, and the report deliveries that failed for good lately.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface ConnectorState {
  gasStationId: number;
  /** The connector's system and its supplier (where its screen is). */
  volumetricSystemId: number;
  volumetricSupplierId: number;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

export interface FailedDelivery {
  id: number;
  requestId: number;
  reportType: string;
  channel: string;
  recipientName: string;
  error: string | null;
  failedAt: Date;
  gasStationIds: number[];
}

export interface OperationRows {
  connectors: Map<number, ConnectorState>;
  failedDeliveries: FailedDelivery[];
}

/** A delivery that failed for good is reported for this long (then its alert resolves). */
export const FAILED_DELIVERY_WINDOW_DAYS = 7;

export async function loadOperationRows(
  db: Kysely<Database>,
  stationIds: readonly number[],
  now: Date,
): Promise<OperationRows> {
  const connectors = new Map<number, ConnectorState>();
  if (stationIds.length === 0) return { connectors, failedDeliveries: [] };
  const ids = [...stationIds];
  const since = new Date(now.getTime() - FAILED_DELIVERY_WINDOW_DAYS * 86_400_000);
  const [syncs, failedDeliveries] = await Promise.all([
    db
      .selectFrom('volumetric_station_syncs as v')
      .innerJoin('volumetric_systems as sys', 'sys.id', 'v.volumetric_system_id')
      .select([
        'v.gas_station_id',
        'v.volumetric_system_id',
        'sys.volumetric_supplier_id',
        'v.last_success_at',
        'v.last_error_at',
        'v.last_error',
      ])
      .where('v.gas_station_id', 'in', ids)
      .execute(),
    readFailedDeliveries(db, ids, since),
  ]);
  for (const row of syncs) {
    connectors.set(row.gas_station_id, {
      gasStationId: row.gas_station_id,
      volumetricSystemId: row.volumetric_system_id,
      volumetricSupplierId: row.volumetric_supplier_id,
      lastSuccessAt: row.last_success_at,
      lastErrorAt: row.last_error_at,
      lastError: row.last_error,
    });
  }
  return { connectors, failedDeliveries };
}

/** The deliveries of those stations that failed for good (last touched) since `since`, and
 * up to `until` when given (a replay's evaluation time). */
export async function readFailedDeliveries(
  db: Kysely<Database>,
  stationIds: readonly number[],
  since: Date,
  until?: Date,
): Promise<FailedDelivery[]> {
  if (stationIds.length === 0) return [];
  let query = db
    .selectFrom('report_deliveries as d')
    .innerJoin('report_requests as r', 'r.id', 'd.request_id')
    .select([
      'd.id',
      'd.request_id',
      'r.report_type',
      'd.channel',
      'd.recipient_name',
      'd.error',
      'd.updated_at',
      'r.gas_station_ids',
    ])
    .where('d.status', '=', 'failed')
    .where('d.updated_at', '>=', since)
    .where(sql<boolean>`r.gas_station_ids && ${[...stationIds]}::int[]`);
  if (until) query = query.where('d.updated_at', '<=', until);
  const rows = await query.orderBy('d.id').execute();
  return rows.map((d) => ({
    id: d.id,
    requestId: d.request_id,
    reportType: d.report_type,
    channel: d.channel,
    recipientName: d.recipient_name,
    error: d.error,
    failedAt: d.updated_at,
    gasStationIds: d.gas_station_ids,
  }));
}
