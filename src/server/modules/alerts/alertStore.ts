// Alerts as the contract shows them, read by id in bulk, with their transitions for one.
import type { Kysely } from 'kysely';
import type { Alert, AlertDetail } from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { inIdOrder, optionalRef } from '../shared/crudRepository';

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
