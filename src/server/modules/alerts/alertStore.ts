// Alerts as the contract shows them, read by id in bulk, with their transitions for one, and
// listed, counted and acknowledged as a viewer sees them.
import { sql, type Kysely } from 'kysely';
import type {
  Alert,
  AlertDetail,
  AlertList,
  AlertSeverity,
  AlertState,
} from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { inIdOrder, listPage, optionalRef } from '../shared/crudRepository';
import { announceChanged } from './notify';
import { alertVisible, type Viewer } from './visibility';

export const ALERT_NOT_FOUND = 'Alerta no encontrada';

export async function loadAlerts(db: Kysely<Database>, ids: number[]): Promise<Alert[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('alerts as a')
    .innerJoin('alert_rules as r', 'r.id', 'a.rule_id')
    .innerJoin('gas_stations as s', 's.id', 'a.gas_station_id')
    .leftJoin('users as u', 'u.id', 'a.acknowledged_by')
    .select([
      'a.id',
      'a.subject_key',
      'a.severity',
      'a.state',
      'a.silenced',
      'a.details',
      'a.opened_at',
      'a.last_seen_at',
      'a.acknowledged_at',
      'a.resolved_at',
      'r.id as rule_id',
      'r.name as rule_name',
      'r.condition_kind',
      's.id as station_id',
      's.name as station_name',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where('a.id', 'in', ids)
    .execute();
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    rule: { id: r.rule_id, name: r.rule_name, kind: r.condition_kind },
    gas_station: { id: r.station_id, name: r.station_name },
    severity: r.severity,
    state: r.state,
    silenced: r.silenced,
    subject: r.subject_key,
    details: r.details as Record<string, unknown>,
    opened_at: r.opened_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    acknowledged_at: r.acknowledged_at?.toISOString() ?? null,
    acknowledged_by: optionalRef(r.user_id, r.user_name),
    resolved_at: r.resolved_at?.toISOString() ?? null,
  }));
}

export async function loadAlertDetail(
  db: Kysely<Database>,
  id: number,
): Promise<AlertDetail | null> {
  const [alert] = await loadAlerts(db, [id]);
  if (!alert) return null;
  const transitions = await db
    .selectFrom('alert_transitions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select(['t.from_state', 't.to_state', 't.at', 'u.id as user_id', 'u.name as user_name'])
    .where('t.alert_id', '=', id)
    .orderBy('t.id')
    .execute();
  return {
    alert,
    transitions: transitions.map((t) => ({
      from_state: t.from_state,
      to_state: t.to_state,
      at: t.at.toISOString(),
      user: optionalRef(t.user_id, t.user_name),
    })),
  };
}

/** The alerts the viewer sees, of the filters given, newest first. */
export async function listVisibleAlerts(
  db: Kysely<Database>,
  viewer: Viewer,
  query: {
    state?: AlertState;
    severity?: AlertSeverity;
    gas_station_id?: number;
    rule_id?: number;
    items?: number;
  },
): Promise<AlertList> {
  const { state, severity, gas_station_id, rule_id } = query;
  let base = db.selectFrom('alerts').where(alertVisible(viewer, 'alerts'));
  if (state) base = base.where('alerts.state', '=', state);
  if (severity) base = base.where('alerts.severity', '=', severity);
  if (gas_station_id !== undefined) base = base.where('alerts.gas_station_id', '=', gas_station_id);
  if (rule_id !== undefined) base = base.where('alerts.rule_id', '=', rule_id);
  return listPage(
    base,
    query.items,
    (q, limit) =>
      q
        .select('alerts.id')
        .orderBy('alerts.opened_at', 'desc')
        .orderBy('alerts.id', 'desc')
        .limit(limit)
        .execute(),
    (ids): Promise<Alert[]> => loadAlerts(db, ids),
  );
}

/** How many open, unsilenced alerts the viewer sees. */
export async function countUnread(db: Kysely<Database>, viewer: Viewer): Promise<number> {
  const row = await db
    .selectFrom('alerts as a')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.state', '=', 'open')
    .where('a.silenced', '=', false)
    .where(alertVisible(viewer, 'a'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the alert exists and the viewer may see it. */
export async function alertVisibleTo(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('alerts as a')
    .select('a.id')
    .where('a.id', '=', id)
    .where(alertVisible(viewer, 'a'))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Acknowledges an open alert for `userId`, recording the transition and announcing it. Only an
 * open alert changes: acknowledging twice (or at once from two tabs) records once.
 */
export async function acknowledge(
  db: Kysely<Database>,
  id: number,
  userId: number,
): Promise<'acknowledged' | 'already' | 'resolved' | 'not_found'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('alerts')
      .set({
        state: 'acknowledged',
        acknowledged_at: sql<Date>`now()`,
        acknowledged_by: userId,
      })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await trx
        .insertInto('alert_transitions')
        .values({ alert_id: row.id, from_state: 'open', to_state: 'acknowledged', user_id: userId })
        .execute();
      await announceChanged(trx, 'alert_acknowledged', [row.id]);
      return 'acknowledged';
    }
    const current = await trx
      .selectFrom('alerts')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return 'not_found';
    return current.state === 'resolved' ? 'resolved' : 'already';
  });
}
