import type { AlertCondition } from '@/api/alertRules';
import { createI18n } from '@/i18n';
import {
  CONDITION_KINDS,
  newRuleValues,
  ruleValidator,
  toRuleInput,
  validateRule,
  valuesFromRule,
  type RuleFormValues,
} from '@/features/alertRules/model/ruleForm';
import { activeSilence, conditionSummary } from '@/features/alertRules/model/ruleSummary';
import {
  isoToLocal,
  localToIso,
  newSilenceValues,
  silenceForm,
  toSilenceInput,
} from '@/features/alertRules/model/silenceForm';
import { alertRule, alertRulesState } from '../../support/msw/alertRulesHandlers';

const complete = (condition: Partial<RuleFormValues['condition']>): RuleFormValues => ({
  ...newRuleValues(),
  name: 'Regla',
  gas_station_ids: ['1'],
  condition: { fuels: ['regular'], ...condition },
});

describe('the rule form', () => {
  it('sends only the parameters the kind takes', () => {
    const values = complete({ kind: 'competitor_move', min_change: '0.5', hours: '4' });
    expect(toRuleInput(values).condition).toEqual({
      kind: 'competitor_move',
      fuels: ['regular'],
      min_change: 0.5,
    });
    expect(
      toRuleInput({ ...values, condition: { ...values.condition, kind: 'connector_failing' } })
        .condition,
    ).toEqual({ kind: 'connector_failing', hours: 4 });
    expect(
      toRuleInput({ ...values, condition: { ...values.condition, kind: 'delivery_failed' } })
        .condition,
    ).toEqual({ kind: 'delivery_failed' });
  });

  it('starts a new rule enabled, in the inbox, as a warning, on every fuel', () => {
    expect(newRuleValues()).toMatchObject({
      enabled: true,
      channels: ['in_app'],
      severity: 'warning',
      condition: { fuels: ['regular', 'premium', 'diesel'] },
    });
  });

  it('says in Spanish what is missing, by field', () => {
    const errors = validateRule({ ...newRuleValues(), channels: [] });
    expect(errors).toMatchObject({
      name: 'Este campo es obligatorio',
      gas_station_ids: 'Elige al menos una gasolinera',
      channels: 'Elige al menos un canal',
      condition: { kind: 'Este campo es obligatorio' },
    });
  });

  it('asks for the parameters of the chosen kind, within the contract limits', () => {
    expect(validateRule(complete({ kind: 'competitor_move', fuels: [] }))).toEqual({
      condition: {
        fuels: 'Elige al menos un combustible',
        min_change: 'Este campo es obligatorio',
      },
    });
    expect(validateRule(complete({ kind: 'competitor_move', min_change: '0' }))).toEqual({
      condition: { min_change: 'El cambio mínimo es de 0.01 pesos' },
    });
    expect(validateRule(complete({ kind: 'connector_failing', hours: '721' }))).toEqual({
      condition: { hours: 'Escribe como máximo 720 horas (30 días)' },
    });
    expect(validateRule(complete({ kind: 'connector_failing', hours: '6' }))).toEqual({});
    expect(validateRule(complete({ kind: 'not_cheapest' }))).toEqual({});
  });

  it("keeps a rule's stations to one customer", () => {
    const validate = ruleValidator((id) => ({ '1': 1, '2': 1, '5': 2 })[id]);
    expect(validate(complete({ kind: 'not_cheapest' }))).toEqual({});
    expect(
      validate({ ...complete({ kind: 'not_cheapest' }), gas_station_ids: ['1', '2'] }),
    ).toEqual({});
    expect(
      validate({ ...complete({ kind: 'not_cheapest' }), gas_station_ids: ['1', '5'] }),
    ).toEqual({
      gas_station_ids: 'Las gasolineras de una regla deben ser de un mismo cliente',
    });
  });

  it('reads a saved rule back into the same input', () => {
    for (const rule of alertRulesState().rules) {
      const input = toRuleInput(valuesFromRule(rule));
      expect(input).toEqual({
        name: rule.name,
        gas_station_ids: rule.gas_stations.map((s) => s.id),
        condition: rule.condition,
        severity: rule.severity,
        channels: rule.channels,
        enabled: rule.enabled,
      });
    }
  });

  it('knows every kind of the contract', () => {
    expect(CONDITION_KINDS).toEqual([
      'competitor_move',
      'not_cheapest',
      'most_expensive',
      'connector_failing',
      'delivery_failed',
      'competitor_price_flagged',
      'feed_ticket_mismatch',
      'service_under_goal',
      'compliance_report_missing',
      'compliance_mismatch',
      'compliance_monthly_due',
    ]);
  });

  it('sends a service rule its figure and minimum vehicles, and nothing of the price kinds', () => {
    const values = newRuleValues();
    values.name = 'Servicio AGS';
    values.gas_station_ids = ['1'];
    values.condition = {
      ...values.condition,
      kind: 'service_under_goal',
      metric: 'atencion_oportuna',
      min_vehicles: '5',
      min_change: '0.5',
    };
    expect(toRuleInput(values).condition).toEqual({
      kind: 'service_under_goal',
      metric: 'atencion_oportuna',
      min_vehicles: 5,
    });
  });
});

describe('the condition in words', () => {
  const i18n = createI18n('es');
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
  it.each([
    [
      { kind: 'competitor_move', fuels: ['regular', 'premium', 'diesel'], min_change: 0.5 },
      'Un competidor mueve Regular, Premium o Diesel en $0.50 o más',
    ],
    [{ kind: 'not_cheapest', fuels: ['diesel'] }, 'Un competidor es más barato en Diesel'],
    [
      { kind: 'most_expensive', fuels: ['regular', 'premium'] },
      'La más cara de sus competidores en Regular o Premium',
    ],
    [{ kind: 'connector_failing', hours: 1 }, 'El conector volumétrico falla por 1 hora o más'],
    [{ kind: 'connector_failing', hours: 6 }, 'El conector volumétrico falla por 6 horas o más'],
    [{ kind: 'delivery_failed' }, 'Una entrega de reporte falló'],
  ] as const)('%j', (condition, text) => {
    expect(conditionSummary(condition as unknown as AlertCondition, t)).toBe(text);
  });
});

describe('the silence in force', () => {
  const silence = (id: number, starts: string, ends: string) => ({
    id,
    starts_at: starts,
    ends_at: ends,
    reason: '',
    created_by: null,
  });
  const now = new Date('2026-08-02T12:00:00Z');

  it('is the one covering now, ending last', () => {
    const rule = alertRule({
      silences: [
        silence(1, '2026-08-01T00:00:00Z', '2026-08-03T00:00:00Z'),
        silence(2, '2026-08-02T00:00:00Z', '2026-08-05T00:00:00Z'),
        silence(3, '2026-08-04T00:00:00Z', '2026-08-09T00:00:00Z'),
      ],
    });
    expect(activeSilence(rule, now)?.id).toBe(2);
  });

  it('is none when every silence is later or over', () => {
    const rule = alertRule({
      silences: [
        silence(1, '2026-07-01T00:00:00Z', '2026-08-02T12:00:00Z'),
        silence(3, '2026-08-04T00:00:00Z', '2026-08-09T00:00:00Z'),
      ],
    });
    expect(activeSilence(rule, now)).toBeNull();
  });
});

describe('the silence form', () => {
  const now = new Date(2026, 7, 2, 12, 0);
  const { validate } = silenceForm(() => now);

  it('proposes a day from now, in local time', () => {
    expect(newSilenceValues(now).until).toBe('2026-08-03T12:00');
    expect(localToIso('2026-08-03T12:00')).toBe(new Date(2026, 7, 3, 12, 0).toISOString());
    expect(isoToLocal(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
    expect(localToIso('mañana')).toBeUndefined();
  });

  it('sends the instant and the reason, when there is one', () => {
    expect(toSilenceInput({ until: '2026-08-03T12:00', reason: '  ' })).toEqual({
      until: new Date(2026, 7, 3, 12, 0).toISOString(),
    });
    expect(toSilenceInput({ until: '2026-08-03T12:00', reason: ' Mantenimiento ' })).toEqual({
      until: new Date(2026, 7, 3, 12, 0).toISOString(),
      reason: 'Mantenimiento',
    });
  });

  it('refuses an empty, past or too distant end', () => {
    expect(validate({})).toEqual({ until: 'Elige hasta cuándo' });
    expect(validate({ until: '2026-08-02T11:59' })).toEqual({
      until: 'El silencio debe terminar en el futuro',
    });
    const ninetyDays = now.getTime() + 90 * 86_400_000;
    expect(validate({ until: isoToLocal(new Date(ninetyDays + 60_000)) })).toEqual({
      until: 'Un silencio dura como máximo 90 días',
    });
    expect(validate({ until: isoToLocal(new Date(ninetyDays - 60_000)) })).toEqual({});
    expect(validate({ until: '2026-08-03T12:00', reason: 'x'.repeat(501) })).toEqual({
      reason: 'Escribe como máximo 500 caracteres',
    });
  });
});
