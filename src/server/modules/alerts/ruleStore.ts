// Alert rules as the contract shows them, read by id in bulk, and written with their stations.
import { sql, type Kysely } from 'kysely';
import type { AlertRule, AlertSilence } from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { inIdOrder, optionalRef } from '../shared/crudRepository';
import type { ConditionParameters } from './conditions';

export const RULE_NOT_FOUND = 'Regla de alerta no encontrada';

export async function loadRules(db: Kysely<Database>, ids: number[]): Promise<AlertRule[]> {
  if (ids.length === 0) return [];
  const [rows, stations, silences] = await Promise.all([
    db
      .selectFrom('alert_rules as r')
      .leftJoin('users as u', 'u.id', 'r.owner_id')
      .select([
        'r.id',
        'r.name',
        'r.condition_kind',
        'r.parameters',
        'r.severity',
        'r.channels',
        'r.enabled',
        'r.created_at',
        'r.updated_at',
        'u.id as owner_id',
        'u.name as owner_name',
      ])
      .where('r.id', 'in', ids)
      .execute(),
    db
      .selectFrom('alert_rule_stations as rs')
      .innerJoin('gas_stations as s', 's.id', 'rs.gas_station_id')
      .select(['rs.rule_id', 's.id', 's.name'])
      .where('rs.rule_id', 'in', ids)
      .orderBy(sql`lower(s.name)`)
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('alert_silences as a')
      .leftJoin('users as u', 'u.id', 'a.created_by')
      .select([
        'a.id',
        'a.rule_id',
        'a.starts_at',
        'a.ends_at',
        'a.reason',
        'u.id as user_id',
        'u.name as user_name',
      ])
      .where('a.rule_id', 'in', ids)
      .where('a.ends_at', '>', sql<Date>`now()`)
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .execute(),
  ]);
  return inIdOrder(ids, rows, (r) => {
    const parameters = r.parameters as ConditionParameters;
    return {
      id: r.id,
      name: r.name,
      owner: optionalRef(r.owner_id, r.owner_name),
      gas_stations: stations
        .filter((s) => s.rule_id === r.id)
        .map((s) => ({ id: s.id, name: s.name })),
      condition: { kind: r.condition_kind, ...parameters },
      severity: r.severity,
      channels: r.channels as AlertRule['channels'],
      enabled: r.enabled,
      silences: silences
        .filter((s) => s.rule_id === r.id)
        .map((s): AlertSilence => ({
          id: s.id,
          starts_at: s.starts_at.toISOString(),
          ends_at: s.ends_at.toISOString(),
          reason: s.reason,
          created_by: optionalRef(s.user_id, s.user_name),
        })),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

export async function writeRuleStations(
  db: Kysely<Database>,
  ruleId: number,
  stationIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('alert_rule_stations').where('rule_id', '=', ruleId).execute();
  await db
    .insertInto('alert_rule_stations')
    .values(stationIds.map((gas_station_id) => ({ rule_id: ruleId, gas_station_id })))
    .execute();
}
