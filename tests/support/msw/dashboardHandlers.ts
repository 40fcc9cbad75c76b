// MSW handlers for the Dashboard's endpoints (prices, competitors, service metrics, agency),
// backed by one in-memory table per handler set so adding or deleting a competitor shows up in
// the next price query. Every request is recorded for assertions.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { GasStationSummary } from '@/api/generated/gasStations.gen';
import type { GasStationRivalCreate } from '@/api/generated/rivals.gen';
import type { ServiceMetricName, StationPriceRow } from '@/api/dashboard';
import {
  fixtureAgency,
  fixtureDaily,
  fixtureLocalMarket,
  fixtureMonthly,
  fixtureMoves,
  fixtureServiceChart,
  fixtureStations,
  fixtureTable,
} from '../../../stories/DashboardFixtures';
import type { HandlerOptions } from './handlers';

export const UNKNOWN_PERMIT = 'PL/99999/EXP/ES/2099';
export const UNKNOWN_PERMIT_MESSAGE =
  'El permiso PL/99999/EXP/ES/2099 no corresponde a ninguna estación registrada ante la CRE';

/** The dashboard's stations as GET /api/gas_stations lists them (for gasStationsHandler). */
export const dashboardStations: GasStationSummary[] = fixtureStations.map((s) => ({
  ...s,
  permission: 'PL/1/EXP/ES/2015',
  brand: null,
  city: null,
  state: null,
  address: null,
  customer_id: 1,
}));

export interface DashboardMock {
  handlers: HttpHandler[];
  /** Method, path and query string of every request, in order. */
  requests: string[];
  table: StationPriceRow[];
}

const SERVICE_METRICS: ServiceMetricName[] = [
  'inmediatez',
  'atencion_oportuna',
  'tiempo_servicio_gas',
  'tiempo_servicio_diesel',
];

export function dashboardMock({ origin = '', latency = 0 }: HandlerOptions = {}): DashboardMock {
  const mock: DashboardMock = {
    handlers: [],
    requests: [],
    table: fixtureTable.map((r) => ({ ...r })),
  };
  const path = (p: string) => `${origin}${p}`;
  const record = (request: Request) => {
    const url = new URL(request.url);
    mock.requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  const wait = async () => {
    if (latency > 0) await delay(latency);
  };
  let nextRival = 100;

  mock.handlers = [
    http.get(path('/api/v2/reports/daily/fuel_price'), async ({ request }) => {
      record(request);
      await wait();
      return HttpResponse.json(fixtureDaily(mock.table));
    }),
    http.get(path('/api/v2/reports/monthly/fuel_prices'), async ({ request }) => {
      record(request);
      await wait();
      return HttpResponse.json(fixtureMonthly(mock.table));
    }),
    http.get(path('/api/v2/dashboard/service_metrics/:name'), async ({ request, params }) => {
      record(request);
      await wait();
      const name = params.name as ServiceMetricName;
      if (!SERVICE_METRICS.includes(name)) {
        return HttpResponse.json({ message: 'Métrica desconocida' }, { status: 400 });
      }
      const month = new URL(request.url).searchParams.get('date') ?? undefined;
      return HttpResponse.json(fixtureServiceChart(name, month));
    }),
    http.post<never, GasStationRivalCreate>(
      path('/api/gas_station_rivals'),
      async ({ request }) => {
        record(request);
        await wait();
        const { gas_station_rivals: input } = await request.json();
        if (input.permission.toUpperCase() === UNKNOWN_PERMIT) {
          return HttpResponse.json(
            { message: UNKNOWN_PERMIT_MESSAGE, code: 'unknown_permit' },
            { status: 422 },
          );
        }
        nextRival += 1;
        mock.table.push({
          id: `rival-${nextRival}`,
          rival_id: nextRival,
          gas_station_id: input.gas_station_id,
          is_own: false,
          station: input.name,
          permission: input.permission,
          color: '#D81B60',
          regular: 20.5,
          regular_diff: 0.31,
          premium: 22.1,
          premium_diff: 0.11,
          diesel: 21.9,
          diesel_diff: 0.41,
          quality: { regular: null, premium: null, diesel: null },
          last_moves: { regular: null, premium: null, diesel: null },
        });
        return HttpResponse.json(
          {
            id: nextRival,
            gas_station_id: input.gas_station_id,
            cre_place_id: 5000 + nextRival,
            permission: input.permission,
            name: input.name,
            address: input.address,
            color: null,
            created_at: '2026-11-22T10:00:00.000Z',
          },
          { status: 201 },
        );
      },
    ),
    http.delete(path('/api/gas_station_rivals/:id'), async ({ request, params }) => {
      record(request);
      await wait();
      const id = Number(params.id);
      const index = mock.table.findIndex((r) => r.rival_id === id);
      if (index < 0)
        return HttpResponse.json({ message: 'Competencia no encontrada' }, { status: 404 });
      mock.table.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(path('/api/agency/dashboards'), async ({ request }) => {
      record(request);
      await wait();
      return HttpResponse.json(fixtureAgency);
    }),
    // Last: tests pick the handlers above by index.
    http.get(path('/api/v2/reports/price_moves'), async ({ request }) => {
      record(request);
      await wait();
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(fixtureMoves(query.get('fuel'), query.get('line')));
    }),
    // 'Mercado local': the real market of 2 km around Chalco, with the radius asked for; a
    // competitor added since shows as one.
    http.get(path('/api/v2/reports/local_market'), async ({ request }) => {
      record(request);
      await wait();
      const radius = Number(new URL(request.url).searchParams.get('radius_km') || 5);
      const body = fixtureLocalMarket(radius);
      const rivalOf = new Map(mock.table.map((r) => [r.permission, r.rival_id]));
      return HttpResponse.json({
        ...body,
        stations: body.stations.map((s) => ({
          ...s,
          rival_id: s.rival_id ?? rivalOf.get(s.permit) ?? null,
        })),
      });
    }),
  ];
  return mock;
}

/** The agency overview alone (the Home screen asks for it): part of the default handlers. */
export function agencyHandler({ origin = '' }: HandlerOptions = {}): HttpHandler {
  return http.get(`${origin}/api/agency/dashboards`, () => HttpResponse.json(fixtureAgency));
}
