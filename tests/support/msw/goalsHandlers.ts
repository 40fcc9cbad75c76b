// An in-memory goals backend for component tests and stories.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Goal, GoalInput } from '@/api/generated/goals.gen';
import type { HandlerOptions } from './handlers';

const STATIONS: Record<number, string> = {
  1: 'Servicio Lomas',
  2: 'Servicio Aguascalientes',
  3: 'Gasolinera Querétaro Centro',
};

export interface GoalsState {
  goals: Goal[];
  requests: string[];
}

export function goalsState(): GoalsState {
  return {
    goals: [
      {
        id: 1,
        customer: { id: 1, name: 'Gasolinera Demo' },
        metric: 'immeadiacy',
        quantity: 90,
        assigned_user: { id: 2, name: 'Eduardo Editor' },
        gas_stations: [{ id: 1, name: STATIONS[1]! }],
        week: null,
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        created_at: '2026-02-01T10:00:00.000Z',
        updated_at: '2026-02-01T10:00:00.000Z',
      },
    ],
    requests: [],
  };
}

export function goalsHandlers(
  { origin = '' }: HandlerOptions = {},
  state: GoalsState = goalsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const toGoal = (id: number, input: GoalInput): Goal => ({
    id,
    customer: { id: input.customer_id, name: 'Gasolinera Demo' },
    metric: input.metric,
    quantity: input.quantity,
    assigned_user: input.assigned_user_id
      ? { id: input.assigned_user_id, name: 'Eduardo Editor' }
      : null,
    gas_stations: input.gas_station_ids.map((s) => ({
      id: s,
      name: STATIONS[s] ?? `Estación ${s}`,
    })),
    week: input.week ?? null,
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
  });
  return [
    http.get(at('/api/goals'), () =>
      HttpResponse.json({ items: state.goals, total: state.goals.length }),
    ),
    http.post(at('/api/goals'), async ({ request }) => {
      const input = (await request.json()) as GoalInput;
      state.requests.push(`POST /api/goals ${JSON.stringify(input)}`);
      if (
        ['prompt_service', 'gas_station_conversion'].includes(input.metric) &&
        input.quantity > 100
      ) {
        const message = 'El porcentaje debe estar entre 0 y 100';
        return HttpResponse.json(
          { message, errors: [{ field: 'body.quantity', rule: 'percentage', message }] },
          { status: 400 },
        );
      }
      const goal = toGoal(state.goals.length + 10, input);
      state.goals.push(goal);
      return HttpResponse.json(goal, { status: 201 });
    }),
    http.put(at('/api/goals/:id'), async ({ params, request }) => {
      const input = (await request.json()) as GoalInput;
      const index = state.goals.findIndex((g) => g.id === Number(params.id));
      state.goals[index] = toGoal(Number(params.id), input);
      return HttpResponse.json(state.goals[index]);
    }),
    http.delete(at('/api/goals/:id'), ({ params }) => {
      state.goals = state.goals.filter((g) => g.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
