// Camera service events in (recorded by modules/serviceFacts: this maps the request to it), and
// the Dashboard's monthly service-metric charts out. A chart is kept per node under the version
// of the data it reads (the user's stations, their goals and the month's service figures:
// modules/serviceFacts/stationViewsVersion.ts, as Home's overview).
import type { ServiceMetricChart, ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { ServiceEventBatch, ServiceEventReceipt } from '@/api/generated/serviceEvents.gen';
import type {
  AuthUser,
  CameraHandlerContext,
  HandlerContext,
  HandlerResponse,
  OperationHandlers,
  OperationInput,
} from '../../contract/handlerTypes';
import { answerCachePerDatabase, answerResponse } from '../../shared/answerCache';
import { ingestServiceEvents, stationViewsVersion } from '../serviceFacts';
import { dayIn, firstOfMonth, lastOfMonth } from '@/lib/dates/calendarDates';
import { chartStations } from './chartStationStore';
import { goalsForMetrics } from './goalLookup';
import { GOAL_MARKER, SERVICE_METRICS } from './metricDefinitions';
import { metricFigures } from './metricFigures';

/** Months are the operator's: Mexico City unless a station says otherwise. */
export const REPORT_ZONE = 'America/Mexico_City';

export const currentMonth = (now: Date = new Date()): string =>
  firstOfMonth(dayIn(now, REPORT_ZONE));

/** Service charts a node keeps, in characters of JSON (300 stations: some 30 KB). */
const cacheOf = answerCachePerDatabase('service-charts', 8 * 1024 * 1024);

async function getServiceMetricChart(
  ctx: HandlerContext<OperationInput<'getServiceMetricChart'>>,
): Promise<ServiceMetricChart | HandlerResponse<200, ServiceMetricChart>> {
  const { db, user } = ctx;
  const name = ctx.params.name;
  const month = ctx.query.date ? firstOfMonth(ctx.query.date) : currentMonth();
  // Read before the data, so an answer is never older than the version it is kept under.
  const version = await stationViewsVersion(db, user, month, month);
  const key = JSON.stringify([user.isAdmin ? 'all' : user.id, name, month]);
  return answerResponse(
    await cacheOf(db).answer(key, version, () => serviceMetricChart(db, user, name, month)),
  );
}

async function serviceMetricChart(
  db: HandlerContext['db'],
  user: AuthUser,
  name: ServiceMetricName,
  month: string,
): Promise<ServiceMetricChart> {
  const definition = SERVICE_METRICS[name];
  const stations = await chartStations(db, user);
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
