// The goals' queries: a page of goals, goals by id with their customer, assigned user and
// stations, the checks of what a goal refers to, and the goal written with its stations in
// one transaction.
import { sql, type Kysely } from 'kysely';
import type { Goal, GoalInput, GoalList } from '@/api/generated/goals.gen';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Database } from '../../db/schema';
import type { FieldError } from '../../errors';
import { inIdOrder, listPage, optionalRef } from '../shared/crudRepository';

export interface GoalFilter {
  customer_id?: number;
  metric?: GoalMetric;
  items?: number;
}

/** The goals `ids`, in that order (ids with no goal are left out). */
export async function loadGoals(db: Kysely<Database>, ids: number[]): Promise<Goal[]> {
  if (ids.length === 0) return [];
  const [rows, stations] = await Promise.all([
    db
      .selectFrom('goals as g')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .leftJoin('users as u', 'u.id', 'g.assigned_user_id')
      .select([
        'g.id',
        'g.metric',
        'g.quantity',
        'g.week',
        'g.start_date',
        'g.end_date',
        'g.created_at',
        'g.updated_at',
        'c.id as customer_id',
        'c.name as customer_name',
        'u.id as user_id',
        'u.name as user_name',
      ])
      .where('g.id', 'in', ids)
      .execute(),
    db
      .selectFrom('goal_gas_stations as gg')
      .innerJoin('gas_stations as s', 's.id', 'gg.gas_station_id')
      .select(['gg.goal_id', 's.id', 's.name'])
      .where('gg.goal_id', 'in', ids)
      .orderBy(sql`lower(s.name)`)
      .execute(),
  ]);
  return inIdOrder(ids, rows, (r) => ({
    id: r.id,
    customer: { id: r.customer_id, name: r.customer_name },
    metric: r.metric,
    quantity: Number(r.quantity),
    assigned_user: optionalRef(r.user_id, r.user_name),
    gas_stations: stations
      .filter((s) => s.goal_id === r.id)
      .map((s) => ({ id: s.id, name: s.name })),
    week: r.week,
    start_date: r.start_date,
    end_date: r.end_date,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

/** One page of goals, latest period first. */
export function listGoalPage(db: Kysely<Database>, filter: GoalFilter): Promise<GoalList> {
  let base = db.selectFrom('goals');
  if (filter.customer_id) base = base.where('customer_id', '=', filter.customer_id);
  if (filter.metric) base = base.where('metric', '=', filter.metric);
  return listPage(
    base,
    filter.items,
    (q, limit) =>
      q
        .select('id')
        .orderBy(sql`coalesce(start_date, to_date(week, 'IYYY-"W"IW'))`, 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    (ids) => loadGoals(db, ids),
  );
}

/** What the goal refers to that is missing or not of its customer. */
export async function goalReferenceErrors(
  db: Kysely<Database>,
  input: GoalInput,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer)
    errors.push({ field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' });
  if (input.gas_station_ids.length > 0) {
    const owned = await db
      .selectFrom('gas_stations')
      .select('id')
      .where('id', 'in', input.gas_station_ids)
      .where('customer_id', '=', input.customer_id)
      .execute();
    if (owned.length !== input.gas_station_ids.length) {
      errors.push({
        field: 'body.gas_station_ids',
        rule: 'customer',
        message: 'Una gasolinera elegida no es del cliente',
      });
    }
  }
  if (input.assigned_user_id != null) {
    const assignee = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.assigned_user_id)
      .where((eb) => eb.or([eb('customer_id', '=', input.customer_id), eb('user_role_id', '=', 1)]))
      .executeTakeFirst();
    if (!assignee) {
      errors.push({
        field: 'body.assigned_user_id',
        rule: 'customer',
        message: 'El usuario asignado no es del cliente',
      });
    }
  }
  return errors;
}

function goalValues(input: GoalInput) {
  return {
    customer_id: input.customer_id,
    metric: input.metric,
    quantity: input.quantity,
    assigned_user_id: input.assigned_user_id ?? null,
    week: input.week ?? null,
    start_date: input.week ? null : (input.start_date ?? null),
    end_date: input.week ? null : (input.end_date ?? null),
  };
}

async function writeStations(trx: Kysely<Database>, goalId: number, stationIds: number[]) {
  await trx.deleteFrom('goal_gas_stations').where('goal_id', '=', goalId).execute();
  if (stationIds.length > 0) {
    await trx
      .insertInto('goal_gas_stations')
      .values(stationIds.map((gas_station_id) => ({ goal_id: goalId, gas_station_id })))
      .execute();
  }
}

/** Inserts the goal and its stations together; the new goal's id. */
export function insertGoal(db: Kysely<Database>, input: GoalInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('goals')
      .values(goalValues(input))
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeStations(trx, row.id, input.gas_station_ids);
    return row.id;
  });
}

/** Rewrites the goal and its stations together; false when there is no goal `id`. */
export function rewriteGoal(db: Kysely<Database>, id: number, input: GoalInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('goals')
      .set({ ...goalValues(input), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await writeStations(trx, row.id, input.gas_station_ids);
    return true;
  });
}

/** Deletes the goal; false when there was none. */
export async function deleteGoalById(db: Kysely<Database>, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('goals').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
