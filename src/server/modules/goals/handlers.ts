// Goals (administrators): CRUD over the goals table of migration 0003, with the rules the
// contract cannot say — one period kind, end on or after start, percentages up to 100, stations
// and assigned user of the goal's customer — and the goal and its stations written together.
import { sql, type Kysely } from 'kysely';
import type { Goal, GoalInput, GoalList } from '@/api/generated/goals.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Database } from '../../db/schema';
import { notFound, type FieldError } from '../../errors';
import {
  deleteByIdOr404,
  failOnFieldErrors,
  inIdOrder,
  listPage,
  optionalRef,
  type IdParams,
} from '../shared/crudRepository';

const GOAL_NOT_FOUND = 'Meta no encontrada';
/** Metrics whose quantity is a percentage. */
const PERCENT_METRICS: readonly GoalMetric[] = [
  'gas_station_conversion',
  'recurrence_percentage',
  'prompt_service',
  'price_vs_competition',
];

async function loadGoals(db: Kysely<Database>, ids: number[]): Promise<Goal[]> {
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

async function checkGoal(db: Kysely<Database>, input: GoalInput): Promise<void> {
  const errors: FieldError[] = [];
  const week = input.week ?? null;
  const start = input.start_date ?? null;
  const end = input.end_date ?? null;
  if (week === null && (start === null || end === null)) {
    const field =
      week === null && start === null && end === null
        ? 'body.week'
        : start === null
          ? 'body.start_date'
          : 'body.end_date';
    errors.push({
      field,
      rule: 'period',
      message: 'Elige una semana o las fechas de inicio y fin',
    });
  } else if (week !== null && (start !== null || end !== null)) {
    errors.push({
      field: 'body.week',
      rule: 'period',
      message: 'Elige una semana o unas fechas, no ambas',
    });
  } else if (start !== null && end !== null && end < start) {
    errors.push({
      field: 'body.end_date',
      rule: 'order',
      message: 'La fecha de fin es anterior a la de inicio',
    });
  }
  if (PERCENT_METRICS.includes(input.metric) && input.quantity > 100) {
    errors.push({
      field: 'body.quantity',
      rule: 'percentage',
      message: 'El porcentaje debe estar entre 0 y 100',
    });
  }
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
  failOnFieldErrors(errors);
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

async function listGoals(
  ctx: HandlerContext<{ query: { customer_id?: number; metric?: GoalMetric; items?: number } }>,
): Promise<GoalList> {
  let base = ctx.db.selectFrom('goals');
  if (ctx.query.customer_id) base = base.where('customer_id', '=', ctx.query.customer_id);
  if (ctx.query.metric) base = base.where('metric', '=', ctx.query.metric);
  return listPage(
    base,
    ctx.query.items,
    (q, limit) =>
      q
        .select('id')
        .orderBy(sql`coalesce(start_date, to_date(week, 'IYYY-"W"IW'))`, 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    (ids) => loadGoals(ctx.db, ids),
  );
}

async function createGoal(
  ctx: HandlerContext<{ body: GoalInput }>,
): Promise<OperationResult<'createGoal'>> {
  await checkGoal(ctx.db, ctx.body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('goals')
      .values(goalValues(ctx.body))
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeStations(trx, row.id, ctx.body.gas_station_ids);
    return row.id;
  });
  return respond(201, (await loadGoals(ctx.db, [id]))[0]);
}

async function getGoal(ctx: HandlerContext<IdParams>): Promise<Goal> {
  const [goal] = await loadGoals(ctx.db, [ctx.params.id]);
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

async function updateGoal(ctx: HandlerContext<IdParams & { body: GoalInput }>): Promise<Goal> {
  await checkGoal(ctx.db, ctx.body);
  const found = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('goals')
      .set({ ...goalValues(ctx.body), updated_at: sql<Date>`now()` })
      .where('id', '=', ctx.params.id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await writeStations(trx, row.id, ctx.body.gas_station_ids);
    return true;
  });
  if (!found) throw notFound(GOAL_NOT_FOUND);
  return (await loadGoals(ctx.db, [ctx.params.id]))[0]!;
}

async function deleteGoal(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deleteGoal'>> {
  await deleteByIdOr404(ctx.db, 'goals', ctx.params.id, GOAL_NOT_FOUND);
  return respond(204);
}

export const handlers = {
  listGoals,
  createGoal,
  getGoal,
  updateGoal,
  deleteGoal,
} satisfies OperationHandlers;
