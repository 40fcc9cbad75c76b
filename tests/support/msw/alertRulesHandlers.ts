// An in-memory alert rules backend (rules, their silences and the caller's channels for each:
// 'Mis avisos') for screen tests and stories. Like the server it refuses a condition missing a
// parameter its kind needs and a silence that does not end in the future, and gives a rule's
// owner its channels until they choose (anybody else nothing).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  AlertNoticeChannel,
  AlertRule,
  AlertRuleInput,
  AlertRulePreview,
  AlertRulePreviewInput,
  AlertSilence,
  AlertSilenceInput,
  AlertSubscription,
  AlertSubscriptionInput,
} from '@/api/generated/alerts.gen';
import { accountOfRequest, demoProfiles, type HandlerOptions } from './handlers';

const STATIONS: Record<number, string> = {
  1: 'Estación Centro',
  2: 'Estación Valle',
  3: 'Estación Aeropuerto',
};

export interface AlertRulesState {
  rules: AlertRule[];
  requests: string[];
  nextId: number;
  /** The caller's chosen channels per rule id (absent: not chosen). */
  subscriptions: Record<number, AlertNoticeChannel[]>;
  /** The preview answers 500 (to show its failure). */
  previewFails?: boolean;
}

const AT = '2026-08-01T10:00:00.000Z';

export function alertRule(overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    id: 1,
    name: 'Competencia baja Regular',
    owner: { id: 1, name: 'Ana Administradora' },
    gas_stations: [{ id: 1, name: STATIONS[1]! }],
    condition: { kind: 'competitor_move', fuels: ['regular', 'diesel'], min_change: 0.5 },
    severity: 'warning',
    channels: ['in_app', 'email'],
    enabled: true,
    silences: [],
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function alertRulesState(): AlertRulesState {
  return {
    rules: [
      alertRule(),
      alertRule({
        id: 2,
        name: 'Conector caído',
        owner: { id: 2, name: 'Eduardo Editor' },
        gas_stations: [1, 2, 3].map((id) => ({ id, name: STATIONS[id]! })),
        condition: { kind: 'connector_failing', hours: 6 },
        severity: 'critical',
        channels: ['in_app', 'whatsapp'],
        silences: [
          {
            id: 7,
            starts_at: '2026-01-01T00:00:00.000Z',
            ends_at: '2099-01-01T00:00:00.000Z',
            reason: 'Mantenimiento',
            created_by: { id: 2, name: 'Eduardo Editor' },
          },
        ],
      }),
    ],
    requests: [],
    nextId: 10,
    subscriptions: {},
  };
}

const NEEDS: Record<string, string[]> = {
  competitor_move: ['fuels', 'min_change'],
  not_cheapest: ['fuels'],
  most_expensive: ['fuels'],
  connector_failing: ['hours'],
  delivery_failed: [],
};

function refused(field: string, rule: string, message: string) {
  return HttpResponse.json({ message, errors: [{ field, rule, message }] }, { status: 400 });
}

export function alertRulesHandlers(
  { origin = '' }: HandlerOptions = {},
  state: AlertRulesState = alertRulesState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const find = (id: unknown) => state.rules.find((r) => r.id === Number(id));
  const notFound = () => HttpResponse.json({ message: 'Regla no encontrada' }, { status: 404 });
  const check = (input: AlertRuleInput) => {
    const { kind, ...parameters } = input.condition;
    for (const name of NEEDS[kind] ?? []) {
      if ((parameters as Record<string, unknown>)[name] === undefined)
        return refused(`body.condition.${name}`, 'required', `La condición necesita ${name}`);
    }
    return null;
  };
  const toRule = (id: number, input: AlertRuleInput, before?: AlertRule): AlertRule => ({
    id,
    name: input.name,
    owner: before?.owner ?? { id: 1, name: 'Ana Administradora' },
    gas_stations: input.gas_station_ids.map((s) => ({
      id: s,
      name: STATIONS[s] ?? `Estación ${s}`,
    })),
    condition: input.condition,
    severity: input.severity,
    channels: input.channels,
    enabled: input.enabled,
    silences: before?.silences ?? [],
    created_at: before?.created_at ?? AT,
    updated_at: AT,
  });
  const NOTICE_CHANNELS: AlertNoticeChannel[] = ['email', 'whatsapp'];
  // The caller from the bearer token; Storybook has none and is Ana (the first rule's owner).
  const subscription = (rule: AlertRule, request: Request): AlertSubscription => {
    const account = accountOfRequest(request);
    const owner = rule.owner?.id === (account ? demoProfiles[account].id : 1);
    const chosen = state.subscriptions[rule.id];
    const channels = chosen ?? (owner ? rule.channels : []);
    return {
      rule_id: rule.id,
      channels: NOTICE_CHANNELS.filter((c) => channels.includes(c)),
      rule_channels: rule.channels,
      owner,
      chosen: chosen !== undefined,
    };
  };
  return [
    http.get(at('/api/alert_rules/:id/subscription'), ({ params, request }) => {
      const rule = find(params.id);
      return rule ? HttpResponse.json(subscription(rule, request)) : notFound();
    }),
    http.put(at('/api/alert_rules/:id/subscription'), async ({ params, request }) => {
      const rule = find(params.id);
      if (!rule) return notFound();
      const input = (await request.json()) as AlertSubscriptionInput;
      state.requests.push(`PUT /api/alert_rules/${rule.id}/subscription ${JSON.stringify(input)}`);
      state.subscriptions[rule.id] = NOTICE_CHANNELS.filter((c) => input.channels.includes(c));
      return HttpResponse.json(subscription(rule, request));
    }),
    http.delete(at('/api/alert_rules/:id/subscription'), ({ params, request }) => {
      const rule = find(params.id);
      if (!rule) return notFound();
      state.requests.push(`DELETE /api/alert_rules/${rule.id}/subscription`);
      delete state.subscriptions[rule.id];
      return HttpResponse.json(subscription(rule, request));
    }),
    // A competitor move opens one alert per station asked on 2026-08-0N; a connector keeps no
    // history, like the server.
    http.post(at('/api/alert_rules/preview'), async ({ request }) => {
      const input = (await request.json()) as AlertRulePreviewInput;
      state.requests.push(`POST /api/alert_rules/preview ${JSON.stringify(input)}`);
      if (state.previewFails)
        return HttpResponse.json({ message: 'Error en servidor' }, { status: 500 });
      const notKept = input.condition.kind === 'connector_failing';
      const ids = notKept ? [] : input.gas_station_ids;
      const preview: AlertRulePreview = {
        history: notKept ? 'not_kept' : 'replayed',
        from: notKept ? null : '2026-07-10',
        to: notKept ? null : '2026-08-08',
        days: notKept ? 0 : 30,
        alerts: ids.length,
        stations: ids.length,
        examples: ids.slice(0, 5).map((id, i) => ({
          gas_station: { id, name: STATIONS[id] ?? `Estación ${id}` },
          day: `2026-08-0${i + 1}`,
          subject: 'rival:7:regular',
          details: {
            fuel: 'regular',
            competitor: 'Gas Norte',
            previous_price: 23.49,
            price: 22.99,
            change: -0.5,
          },
        })),
      };
      return HttpResponse.json(preview);
    }),
    http.get(at('/api/alert_rules'), () =>
      HttpResponse.json({ items: state.rules, total: state.rules.length }),
    ),
    http.get(at('/api/alert_rules/:id'), ({ params }) => {
      const rule = find(params.id);
      return rule ? HttpResponse.json(rule) : notFound();
    }),
    http.post(at('/api/alert_rules'), async ({ request }) => {
      const input = (await request.json()) as AlertRuleInput;
      state.requests.push(`POST /api/alert_rules ${JSON.stringify(input)}`);
      const problem = check(input);
      if (problem) return problem;
      const rule = toRule(state.nextId++, input);
      state.rules.unshift(rule);
      return HttpResponse.json(rule, { status: 201 });
    }),
    http.put(at('/api/alert_rules/:id'), async ({ params, request }) => {
      const input = (await request.json()) as AlertRuleInput;
      state.requests.push(`PUT /api/alert_rules/${String(params.id)} ${JSON.stringify(input)}`);
      const before = find(params.id);
      if (!before) return notFound();
      const problem = check(input);
      if (problem) return problem;
      const rule = toRule(before.id, input, before);
      state.rules = state.rules.map((r) => (r.id === before.id ? rule : r));
      return HttpResponse.json(rule);
    }),
    http.delete(at('/api/alert_rules/:id'), ({ params }) => {
      if (!find(params.id)) return notFound();
      state.requests.push(`DELETE /api/alert_rules/${String(params.id)}`);
      state.rules = state.rules.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(at('/api/alert_rules/:id/silences'), async ({ params, request }) => {
      const rule = find(params.id);
      if (!rule) return notFound();
      const input = (await request.json()) as AlertSilenceInput;
      state.requests.push(`POST /api/alert_rules/${rule.id}/silences ${JSON.stringify(input)}`);
      if (Date.parse(input.until) <= Date.now())
        return refused('body.until', 'future', 'El silencio debe terminar en el futuro');
      const silence: AlertSilence = {
        id: state.nextId++,
        starts_at: new Date().toISOString(),
        ends_at: input.until,
        reason: input.reason ?? '',
        created_by: { id: 1, name: 'Ana Administradora' },
      };
      rule.silences = [...rule.silences, silence];
      return HttpResponse.json(silence, { status: 201 });
    }),
    http.delete(at('/api/alert_rules/:id/silences/:silenceId'), ({ params }) => {
      const rule = find(params.id);
      const silence = rule?.silences.find((s) => s.id === Number(params.silenceId));
      if (!rule || !silence)
        return HttpResponse.json(
          { message: 'Silencio no encontrado o ya terminado' },
          { status: 404 },
        );
      state.requests.push(`DELETE /api/alert_rules/${rule.id}/silences/${silence.id}`);
      rule.silences = rule.silences.filter((s) => s.id !== silence.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
