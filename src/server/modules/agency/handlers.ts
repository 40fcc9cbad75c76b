// The agency overview: per client and station, the period's four service metrics against their
// goals and the latest price position against the station's competitors.
import type { AgencyDashboard, AgencyMetric, AgencyPrice } from '@/api/generated/agency.gen';
import {
  type AuthUser,
  type HandlerContext,
  type HandlerResponse,
  type OperationHandlers,
} from '../../contract/handlerTypes';
import { forbidden, HttpError } from '../../errors';
import { firstOfMonth, lastOfMonth, monthsBetween } from '@/lib/dates/calendarDates';
import { FUELS } from '../prices';
import {
  currentMonth,
  goalsForMetrics,
  metricFigures,
  SERVICE_METRIC_NAMES,
  SERVICE_METRICS,
} from '../serviceMetrics';
import { answerCachePerDatabase, answerResponse } from '../../shared/answerCache';
import { stationViewsVersion } from '../serviceFacts';
import { overviewStations, rivalsAndPrices } from './overviewStore';

interface AgencyQuery {
  start_date?: string;
  end_date?: string;
  /** Customer ids, sent comma-separated (the contract splits and checks them). */
  clients?: number[];
}

/** A price within this of the competitors' average counts as equal (half a centavo). */
const PRICE_TOLERANCE = 0.005;
/** The overview covers at most a year of months. */
const MAX_MONTHS = 12;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function met(unit: 'seconds' | 'percent', value: number | null, goal: number | null) {
  if (value === null || goal === null) return null;
  return unit === 'seconds' ? value <= goal : value >= goal;
}

function position(price: number | null, average: number | null): AgencyPrice['position'] {
  if (price === null || average === null) return null;
  if (Math.abs(price - average) <= PRICE_TOLERANCE) return 'equal';
  return price < average ? 'below' : 'above';
}

interface OverviewQuestion {
  firstMonth: string;
  lastMonth: string;
  periodEnd: string;
  priceDate: string;
  /** Only these clients' stations; null: all of the user's. */
  clientIds: number[] | null;
}

/** Home's overview answers a node keeps, in characters of JSON (300 stations: some 270 KB). */
const cacheOf = answerCachePerDatabase('overview', 32 * 1024 * 1024);

async function getAgencyDashboards(
  ctx: HandlerContext<{ query: AgencyQuery }>,
): Promise<AgencyDashboard | HandlerResponse<200, AgencyDashboard>> {
  const { db, user, query } = ctx;
  const firstMonth = firstOfMonth(query.start_date ?? query.end_date ?? currentMonth());
  const lastMonth = firstOfMonth(query.end_date ?? query.start_date ?? currentMonth());
  if (lastMonth < firstMonth) {
    throw new HttpError(400, 'La fecha final no puede ser anterior a la inicial', 'invalid_range', [
      {
        field: 'query.end_date',
        rule: 'range',
        message: 'debe ser igual o posterior a start_date',
      },
    ]);
  }
  if (monthsBetween(firstMonth, lastMonth) + 1 > MAX_MONTHS) {
    throw new HttpError(400, `El periodo no puede exceder ${MAX_MONTHS} meses`, 'invalid_range', [
      { field: 'query.end_date', rule: 'range', message: `a lo más ${MAX_MONTHS} meses` },
    ]);
  }
  const periodEnd = lastOfMonth(lastMonth);
  const question: OverviewQuestion = {
    firstMonth,
    lastMonth,
    periodEnd,
    priceDate: query.end_date ?? periodEnd,
    clientIds: query.clients?.length ? [...new Set(query.clients)] : null,
  };

  // Served from this node's cache while the data's version is the one it was computed from.
  const cache = cacheOf(db);
  const key = JSON.stringify([user.isAdmin ? 'all' : user.id, question]);
  const version = await stationViewsVersion(db, user, firstMonth, lastMonth);
  return answerResponse(await cache.answer(key, version, () => overview(db, user, question)));
}

async function overview(
  db: HandlerContext['db'],
  user: AuthUser,
  { firstMonth, lastMonth, periodEnd, priceDate, clientIds }: OverviewQuestion,
): Promise<AgencyDashboard> {
  const stations = await overviewStations(db, user, clientIds);
  // A requested client none of whose stations the user may see is not theirs to ask about.
  if (clientIds && clientIds.some((id) => !stations.some((s) => s.customer_id === id))) {
    throw forbidden();
  }
  const ids = stations.map((s) => s.id);

  // Every goal the overview shows, and the Inmediatez goals that are Atención oportuna's
  // limits, in one statement; the figures, and the rivals' and own prices, at the same time.
  const goalsRead = goalsForMetrics(
    db,
    ids,
    [...SERVICE_METRIC_NAMES.map((name) => SERVICE_METRICS[name].goal), 'immeadiacy'],
    firstMonth,
    periodEnd,
  );
  const [goals, figures, { rivalsOf, priceOf }] = await Promise.all([
    goalsRead,
    Promise.all(
      SERVICE_METRIC_NAMES.map(async (name) =>
        metricFigures(
          db,
          name,
          ids,
          firstMonth,
          lastMonth,
          periodEnd,
          name === 'atencion_oportuna' ? (await goalsRead).get('immeadiacy') : undefined,
        ),
      ),
    ),
    rivalsAndPrices(db, stations, priceDate),
  ]);
  const metricData = SERVICE_METRIC_NAMES.map((name, i) => ({
    definition: SERVICE_METRICS[name],
    figures: figures[i]!,
    goals: goals.get(SERVICE_METRICS[name].goal)!,
  }));

  const clients: AgencyDashboard['clients'] = [];
  for (const s of stations) {
    let client = clients[clients.length - 1];
    if (!client || client.id !== s.customer_id) {
      client = { id: s.customer_id, name: s.customer_name, stations: [] };
      clients.push(client);
    }
    const metrics: AgencyMetric[] = metricData.map(({ definition, figures, goals }) => {
      const value = figures.get(s.id)?.value ?? null;
      const goal = goals.get(s.id) ?? null;
      return {
        key: definition.name,
        unit: definition.unit,
        value,
        goal,
        met: met(definition.unit, value, goal),
        vehicles: figures.get(s.id)?.vehicles ?? 0,
      };
    });
    const rivalPlaces = rivalsOf.get(s.id) ?? [];
    const ownDates: string[] = [];
    const stationPrices: AgencyPrice[] = FUELS.map((fuel) => {
      const own = priceOf(s.cre_place_id, fuel);
      if (own) ownDates.push(own.priceDate);
      const theirs = rivalPlaces
        .map((p) => priceOf(p, fuel)?.price)
        .filter((p): p is number => p !== undefined);
      const average = theirs.length
        ? round3(theirs.reduce((a, b) => a + b, 0) / theirs.length)
        : null;
      return {
        fuel,
        price: own?.price ?? null,
        rival_min: theirs.length ? Math.min(...theirs) : null,
        rival_avg: average,
        rival_max: theirs.length ? Math.max(...theirs) : null,
        rivals: theirs.length,
        cheaper_rivals: own ? theirs.filter((p) => p < own.price - PRICE_TOLERANCE).length : 0,
        position: position(own?.price ?? null, average),
      };
    });
    client.stations.push({
      id: s.id,
      name: s.name,
      price_date: ownDates.sort().at(-1) ?? null,
      metrics,
      prices: stationPrices,
    });
  }
  return { start_date: firstMonth, end_date: periodEnd, clients };
}

export const handlers = { getAgencyDashboards } satisfies OperationHandlers;
