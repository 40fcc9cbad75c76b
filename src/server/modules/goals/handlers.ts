// Goals (administrators): CRUD over the goals table of migration 0003, with the rules the
// contract cannot say — one period kind, end on or after start, percentages up to 100, stations
// and assigned user of the goal's customer — and the goal and its stations written together.
import type { Goal, GoalInput, GoalList } from '@/api/generated/goals.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import type { GoalMetric } from '@/lib/goalMetrics';
import { notFound, type FieldError } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import {
  deleteGoalById,
  goalReferenceErrors,
  insertGoal,
  listGoalPage,
  loadGoals,
  rewriteGoal,
} from './goalStore';

const GOAL_NOT_FOUND = 'Meta no encontrada';
/** Metrics whose quantity is a percentage. */
const PERCENT_METRICS: readonly GoalMetric[] = [
  'gas_station_conversion',
  'recurrence_percentage',
  'prompt_service',
  'price_vs_competition',
];

async function checkGoal(db: HandlerContext['db'], input: GoalInput): Promise<void> {
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
  errors.push(...(await goalReferenceErrors(db, input)));
  failOnFieldErrors(errors);
}

async function listGoals(
  ctx: HandlerContext<{ query: { customer_id?: number; metric?: GoalMetric; items?: number } }>,
): Promise<GoalList> {
  return listGoalPage(ctx.db, ctx.query);
}

async function createGoal(
  ctx: HandlerContext<{ body: GoalInput }>,
): Promise<OperationResult<'createGoal'>> {
  await checkGoal(ctx.db, ctx.body);
  const id = await insertGoal(ctx.db, ctx.body);
  return respond(201, (await loadGoals(ctx.db, [id]))[0]);
}

async function getGoal(ctx: HandlerContext<IdParams>): Promise<Goal> {
  const [goal] = await loadGoals(ctx.db, [ctx.params.id]);
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

async function updateGoal(ctx: HandlerContext<IdParams & { body: GoalInput }>): Promise<Goal> {
  await checkGoal(ctx.db, ctx.body);
  if (!(await rewriteGoal(ctx.db, ctx.params.id, ctx.body))) throw notFound(GOAL_NOT_FOUND);
  return (await loadGoals(ctx.db, [ctx.params.id]))[0]!;
}

async function deleteGoal(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deleteGoal'>> {
  if (!(await deleteGoalById(ctx.db, ctx.params.id))) throw notFound(GOAL_NOT_FOUND);
  return respond(204);
}

export const handlers = {
  listGoals,
  createGoal,
  getGoal,
  updateGoal,
  deleteGoal,
} satisfies OperationHandlers;
