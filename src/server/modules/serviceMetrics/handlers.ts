// Camera service events in, and the Dashboard's monthly service-metric charts out.
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { ServiceMetricChart } from '@/api/generated/dashboard.gen';
import type { ServiceEventBatch, ServiceEventReceipt } from '@/api/generated/serviceEvents.gen';
import type {
  CameraHandlerContext,
  HandlerContext,
  OperationHandlers,
  OperationInput,
} from '../../contract/handlerTypes';
import { scopeToUser } from '../gasStations';
import { firstOfMonth, lastOfMonth } from '@/lib/dates/calendarDates';
import { goalsForMetrics } from './goalLookup';
import { ingestServiceEvents } from './ingestEvents';
import { GOAL_MARKER, SERVICE_METRICS } from './metricDefinitions';
import { metricFigures } from './metricFigures';

/** Months are the operator's: Mexico City unless a station says otherwise. */
export const REPORT_ZONE = 'America/Mexico_City';

export const currentMonth = (now: Date = new Date()): string =>
  DateTime.fromJSDate(now).setZone(REPORT_ZONE).startOf('month').toISODate()!;

async function getServiceMetricChart(
  ctx: HandlerContext<OperationInput<'getServiceMetricChart'>>,
): Promise<ServiceMetricChart> {
  const { db, user } = ctx;
  const definition = SERVICE_METRICS[ctx.params.name];
  const month = ctx.query.date ? firstOfMonth(ctx.query.date) : currentMonth();
  const stations = await scopeToUser(db.selectFrom('gas_stations'), user)
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const ids = stations.map((s) => s.id);
  const end = lastOfMonth(month);
  // Atención oportuna's limits are the Inmediatez goals: read with the chart's own, in one
  // statement, before its figures; the other metrics' figures need no goal and go alongside.
  const limits = definition.name === 'atencion_oportuna' ? (['immeadiacy'] as const) : [];
  const goalsRead = goalsForMetrics(db, ids, [definition.goal, ...limits], month, end);
  const figuresOf = (immediacyGoals?: Map<number, number>) =>
    metricFigures(db, definition.name, ids, month, month, end, immediacyGoals);
  const [goalsByMetric, figures] = await Promise.all([
    goalsRead,
    limits.length > 0 ? goalsRead.then((g) => figuresOf(g.get('immeadiacy'))) : figuresOf(),
  ]);
  const goals = goalsByMetric.get(definition.goal)!;
  return {
    metric: definition.name,
    unit: definition.unit,
    month,
    categories: [
      { key: 'value', name: definition.title, color: definition.color, type: 'bar' },
      { ...GOAL_MARKER, type: 'marker' },
    ],
    chartData: stations.map((s) => ({
      name: s.name,
      gas_station_id: s.id,
      value: figures.get(s.id)?.value ?? null,
      goal: goals.get(s.id) ?? null,
      vehicles: figures.get(s.id)?.vehicles ?? 0,
    })),
  };
}

async function postServiceEvents(
  ctx: CameraHandlerContext<{ body: ServiceEventBatch }>,
): Promise<ServiceEventReceipt> {
  return ingestServiceEvents(ctx.db, ctx.camera, ctx.body.events);
}

export const handlers = { getServiceMetricChart, postServiceEvents } satisfies OperationHandlers;
