// Alert rules as the contract shows them, read by id in bulk and listed as a viewer sees them;
// written with their stations; and their silences.
import { sql, type Kysely } from 'kysely';
import type {
  AlertRule,
  AlertRuleInput,
  AlertRuleList,
  AlertSilence,
} from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { inIdOrder, listPage, optionalRef } from '../shared/crudRepository';
import type { ConditionParameters } from './conditions';
import { resolveAlerts } from './evaluate';
import { ruleVisible, type Viewer } from './visibility';

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

/** Whether the rule exists and the viewer may see it. */
export async function ruleVisibleTo(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('alert_rules as r')
    .select('r.id')
    .where('r.id', '=', id)
    .where(ruleVisible(viewer, 'r.id'))
    .executeTakeFirst();
  return row !== undefined;
}

/** The rules the viewer sees (of one station, when given), newest first. */
export async function listVisibleRules(
  db: Kysely<Database>,
  viewer: Viewer,
  query: { gas_station_id?: number; items?: number },
): Promise<AlertRuleList> {
  let base = db.selectFrom('alert_rules').where(ruleVisible(viewer, 'alert_rules.id'));
  const station = query.gas_station_id;
  if (station !== undefined) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('alert_rule_stations as f')
          .select('f.rule_id')
          .whereRef('f.rule_id', '=', 'alert_rules.id')
          .where('f.gas_station_id', '=', station),
      ),
    );
  }
  return listPage(
    base,
    query.items,
    (q, limit) =>
      q
        .select('alert_rules.id')
        .orderBy('alert_rules.created_at', 'desc')
        .orderBy('alert_rules.id', 'desc')
        .limit(limit)
        .execute(),
    (ids) => loadRules(db, ids),
  );
}

/** The stations a rule names that exist, with what its checks and preview need. */
export async function ruleStations(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id', 'name', 'time_zone'])
    .where('id', 'in', ids)
    .execute();
}

function ruleValues(input: AlertRuleInput, customerId: number) {
  const { kind, ...parameters } = input.condition;
  return {
    customer_id: customerId,
    name: input.name.trim(),
    condition_kind: kind,
    parameters: JSON.stringify(parameters satisfies ConditionParameters),
    severity: input.severity,
    channels: sql<string[]>`${input.channels}::text[]`,
    enabled: input.enabled,
  };
}

/** Saves a new rule of `ownerId` with its stations; its id. */
export async function insertRule(
  db: Kysely<Database>,
  input: AlertRuleInput,
  customerId: number,
  ownerId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('alert_rules')
      .values({ ...ruleValues(input, customerId), owner_id: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRuleStations(trx, row.id, input.gas_station_ids);
    return row.id;
  });
}

/**
 * Replaces rule `id` (by `userId`) and resolves the alerts it no longer stands behind; false
 * when the rule is gone.
 */
export async function replaceRule(
  db: Kysely<Database>,
  id: number,
  input: AlertRuleInput,
  customerId: number,
  userId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('alert_rules')
      .select(['condition_kind', 'parameters'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    const values = ruleValues(input, customerId);
    await trx
      .updateTable('alert_rules')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeRuleStations(trx, id, input.gas_station_ids);
    // A disabled rule, or one whose condition changed, no longer stands behind its alerts;
    // a narrower scope drops the alerts of the stations taken out.
    const conditionChanged =
      before.condition_kind !== values.condition_kind ||
      JSON.stringify(before.parameters) !== JSON.stringify(JSON.parse(values.parameters));
    await resolveAlerts(
      trx,
      id,
      !input.enabled || conditionChanged ? { keep: [] } : { scope: input.gas_station_ids },
      userId,
    );
    return true;
  });
}

export async function deleteRule(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('alert_rules').where('id', '=', id).execute();
}

/** Silences rule `ruleId` until `until`; the silence's id. */
export async function insertSilence(
  db: Kysely<Database>,
  ruleId: number,
  silence: { until: Date; reason: string; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('alert_silences')
    .values({
      rule_id: ruleId,
      ends_at: silence.until,
      reason: silence.reason,
      created_by: silence.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends a running silence of the rule now; false when there is none of that id. */
export async function endSilence(
  db: Kysely<Database>,
  ruleId: number,
  silenceId: number,
): Promise<boolean> {
  const ended = await db
    .updateTable('alert_silences')
    .set({ ends_at: sql<Date>`greatest(starts_at, now())` })
    .where('id', '=', silenceId)
    .where('rule_id', '=', ruleId)
    .where('ends_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}
