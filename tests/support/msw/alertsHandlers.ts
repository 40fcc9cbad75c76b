// An in-memory alerts backend for component tests and stories: the list (filtered by state,
// severity and station, newest first, `items` of them with the total), the unread count, one
// alert with its transitions, and acknowledging (once; a resolved alert answers 409).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Alert,
  AlertDetail,
  AlertList,
  AlertTransition,
  Error as ApiErrorBody,
} from '@/api/generated/alerts.gen';
import type { HandlerOptions } from './handlers';

export interface AlertsState {
  alerts: Alert[];
  transitions: Map<number, AlertTransition[]>;
  requests: string[];
  /** Who acknowledges (the signed-in user of the test). */
  user: { id: number; name: string };
}

const base: Omit<Alert, 'id' | 'rule' | 'subject' | 'details'> = {
  gas_station: { id: 1, name: 'Estación Centro' },
  severity: 'warning',
  state: 'open',
  silenced: false,
  opened_at: '2026-08-08T13:05:00.000Z',
  last_seen_at: '2026-08-08T13:05:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  resolved_at: null,
};

export const demoAlerts: Alert[] = [
  {
    ...base,
    id: 14,
    rule: { id: 3, name: 'Competencia bajó regular', kind: 'competitor_move' },
    severity: 'critical',
    subject: 'rival:10234:regular',
    details: {
      date: '2026-08-08',
      fuel: 'regular',
      place_id: 10234,
      competitor: 'Gasolinera Las Torres',
      price: 23.19,
      previous_price: 23.49,
      previous_date: '2026-08-07',
      change: -0.3,
    },
  },
  {
    ...base,
    id: 13,
    rule: { id: 4, name: 'Ya no somos los más baratos', kind: 'not_cheapest' },
    gas_station: { id: 2, name: 'Estación Valle' },
    subject: 'fuel:premium',
    opened_at: '2026-08-07T13:04:00.000Z',
    last_seen_at: '2026-08-08T13:05:00.000Z',
    state: 'acknowledged',
    acknowledged_at: '2026-08-07T15:30:00.000Z',
    acknowledged_by: { id: 2, name: 'Eduardo Editor' },
    details: {
      date: '2026-08-07',
      fuel: 'premium',
      own_price: 25.49,
      competitors: 4,
      cheaper: 1,
      cheapest: { place_id: 20456, competitor: 'Servicio Valle Oriente', price: 25.29 },
    },
  },
  {
    ...base,
    id: 12,
    rule: { id: 5, name: 'Conector sin datos', kind: 'connector_failing' },
    gas_station: { id: 3, name: 'Estación Aeropuerto' },
    severity: 'info',
    subject: 'connector',
    opened_at: '2026-08-06T09:00:00.000Z',
    last_seen_at: '2026-08-06T21:00:00.000Z',
    state: 'resolved',
    resolved_at: '2026-08-06T21:00:00.000Z',
    details: {
      last_error: 'El proveedor respondió 503',
      last_error_at: '2026-08-06T08:45:00.000Z',
      last_success_at: '2026-08-06T02:00:00.000Z',
      hours: 6,
      volumetric_system_id: 4,
      volumetric_supplier_id: 2,
    },
  },
];

export function alertsState(alerts: Alert[] = demoAlerts): AlertsState {
  const transitions = new Map<number, AlertTransition[]>();
  for (const alert of alerts) {
    const steps: AlertTransition[] = [
      { from_state: null, to_state: 'open', at: alert.opened_at, user: null },
    ];
    if (alert.acknowledged_at) {
      steps.push({
        from_state: 'open',
        to_state: 'acknowledged',
        at: alert.acknowledged_at,
        user: alert.acknowledged_by,
      });
    }
    if (alert.resolved_at) {
      steps.push({
        from_state: alert.acknowledged_at ? 'acknowledged' : 'open',
        to_state: 'resolved',
        at: alert.resolved_at,
        user: null,
      });
    }
    transitions.set(alert.id, steps);
  }
  return {
    alerts: alerts.map((a) => ({ ...a })),
    transitions,
    requests: [],
    user: { id: 1, name: 'Ana Administradora' },
  };
}

/** Many alerts for paging: `count` open competitor moves, ids count..1, newest first. */
export function manyAlerts(count: number): Alert[] {
  return Array.from({ length: count }, (_, i) => ({
    ...demoAlerts[0]!,
    id: count - i,
    rule: { id: 3, name: `Regla ${count - i}`, kind: 'competitor_move' as const },
    opened_at: new Date(Date.UTC(2026, 7, 8, 12, 0) - i * 60_000).toISOString(),
  }));
}

const notFound = () =>
  HttpResponse.json<ApiErrorBody>({ message: 'Alerta no encontrada' }, { status: 404 });

export function alertsHandlers(
  { origin = '', latency = 0 }: HandlerOptions = {},
  state: AlertsState = alertsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const wait = async () => {
    if (latency > 0) await delay(latency);
  };
  const detail = (alert: Alert): AlertDetail => ({
    alert,
    transitions: state.transitions.get(alert.id) ?? [],
  });
  return [
    http.get<never, never, AlertList>(at('/api/alerts'), async ({ request }) => {
      await wait();
      const url = new URL(request.url);
      state.requests.push(`GET /api/alerts${url.search}`);
      const q = url.searchParams;
      const matching = state.alerts.filter(
        (a) =>
          (!q.get('state') || a.state === q.get('state')) &&
          (!q.get('severity') || a.severity === q.get('severity')) &&
          (!q.get('gas_station_id') || a.gas_station.id === Number(q.get('gas_station_id'))),
      );
      const items = Number(q.get('items') ?? 50);
      return HttpResponse.json({ items: matching.slice(0, items), total: matching.length });
    }),
    http.get<never, never, { count: number }>(at('/api/alerts/unread_count'), async () => {
      await wait();
      state.requests.push('GET /api/alerts/unread_count');
      return HttpResponse.json({
        count: state.alerts.filter((a) => a.state === 'open' && !a.silenced).length,
      });
    }),
    http.get<{ id: string }, never, AlertDetail | ApiErrorBody>(
      at('/api/alerts/:id'),
      async ({ params }) => {
        await wait();
        state.requests.push(`GET /api/alerts/${params.id}`);
        const alert = state.alerts.find((a) => a.id === Number(params.id));
        return alert ? HttpResponse.json(detail(alert)) : notFound();
      },
    ),
    http.post<{ id: string }, never, AlertDetail | ApiErrorBody>(
      at('/api/alerts/:id/acknowledge'),
      async ({ params }) => {
        await wait();
        state.requests.push(`POST /api/alerts/${params.id}/acknowledge`);
        const index = state.alerts.findIndex((a) => a.id === Number(params.id));
        if (index < 0) return notFound();
        const alert = state.alerts[index]!;
        if (alert.state === 'resolved') {
          return HttpResponse.json(
            {
              message: 'La alerta ya se resolvió: no se puede reconocer',
              code: 'alert_resolved',
            },
            { status: 409 },
          );
        }
        if (alert.state === 'open') {
          const now = new Date().toISOString();
          state.alerts[index] = {
            ...alert,
            state: 'acknowledged',
            acknowledged_at: now,
            acknowledged_by: state.user,
          };
          state.transitions.set(alert.id, [
            ...(state.transitions.get(alert.id) ?? []),
            { from_state: 'open', to_state: 'acknowledged', at: now, user: state.user },
          ]);
        }
        return HttpResponse.json(detail(state.alerts[index]!));
      },
    ),
  ];
}
