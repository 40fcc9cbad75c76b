// The rule form's values <-> AlertRuleInput, checked against the contract schema. The condition
// keeps only the parameters its kind takes (CONDITION_PARAMETERS, shared with the server): the
// others stay in the form while the user tries kinds, but are never sent.
import type {
  AlertChannel,
  AlertConditionKind,
  AlertRule,
  AlertRuleInput,
  AlertSeverity,
  FuelKey,
} from '@/api/alertRules';
import { contractBody } from '@/api/formSchemas';
import {
  schemaForm,
  toInteger,
  toNumber,
  toText,
  type FormErrors,
  type RuleViolation,
} from '@/lib/forms';
import {
  CONDITION_PARAMETER_NAMES,
  CONDITION_PARAMETERS,
  type ConditionParameter,
} from '@/lib/alerts/conditionKinds';

export {
  CONDITION_KINDS,
  CONDITION_PARAMETERS,
  SERVICE_METRICS,
  type ConditionParameter,
} from '@/lib/alerts/conditionKinds';

// The shared list covers every kind of the contract (a kind added there fails here).
const _everyKind: Record<AlertConditionKind, readonly ConditionParameter[]> = CONDITION_PARAMETERS;
void _everyKind;

export const FUELS: readonly FuelKey[] = ['regular', 'premium', 'diesel'];
export const SEVERITIES: readonly AlertSeverity[] = ['info', 'warning', 'critical'];
export const CHANNELS: readonly AlertChannel[] = ['in_app', 'email', 'whatsapp'];

export const needs = (kind: string | undefined, parameter: ConditionParameter): boolean =>
  kind !== undefined &&
  (CONDITION_PARAMETERS[kind as AlertConditionKind]?.includes(parameter) ?? false);

export interface RuleFormValues {
  name?: string;
  condition: {
    kind?: string;
    fuels: string[];
    /** Pesos, as typed. */
    min_change?: string;
    hours?: string;
    metric?: string;
    min_vehicles?: string;
  };
  gas_station_ids: string[];
  severity?: string;
  channels: string[];
  enabled: boolean;
}

/** A new rule: every fuel, in the inbox, a warning, enabled. */
export function newRuleValues(): RuleFormValues {
  return {
    condition: { fuels: [...FUELS] },
    gas_station_ids: [],
    severity: 'warning',
    channels: ['in_app'],
    enabled: true,
  };
}

export function valuesFromRule(rule: AlertRule): RuleFormValues {
  const { condition } = rule;
  return {
    name: rule.name,
    condition: {
      kind: condition.kind,
      fuels: condition.fuels ?? [...FUELS],
      min_change: condition.min_change === undefined ? undefined : String(condition.min_change),
      hours: condition.hours === undefined ? undefined : String(condition.hours),
      metric: condition.metric,
      min_vehicles:
        condition.min_vehicles === undefined ? undefined : String(condition.min_vehicles),
    },
    gas_station_ids: rule.gas_stations.map((s) => String(s.id)),
    severity: rule.severity,
    channels: [...rule.channels],
    enabled: rule.enabled,
  };
}

export function toRuleInput(values: RuleFormValues): AlertRuleInput {
  const { kind, fuels, min_change, hours, metric, min_vehicles } = values.condition;
  const condition: Record<string, unknown> = { kind };
  if (needs(kind, 'fuels')) condition.fuels = fuels;
  if (needs(kind, 'min_change')) condition.min_change = toNumber(min_change);
  if (needs(kind, 'hours')) condition.hours = toInteger(hours);
  if (needs(kind, 'metric')) condition.metric = metric;
  if (needs(kind, 'min_vehicles')) condition.min_vehicles = toInteger(min_vehicles);
  return {
    name: toText(values.name),
    gas_station_ids: values.gas_station_ids.map(Number),
    condition,
    severity: values.severity,
    channels: values.channels,
    enabled: values.enabled,
  } as AlertRuleInput;
}

const MESSAGES = {
  gas_station_ids: { minItems: 'Elige al menos una gasolinera' },
  channels: { minItems: 'Elige al menos un canal' },
  'condition.fuels': { minItems: 'Elige al menos un combustible' },
  'condition.min_change': {
    minimum: 'El cambio mínimo es de 0.01 pesos',
    maximum: 'El cambio máximo es de 100 pesos',
  },
  'condition.hours': {
    minimum: 'Escribe al menos 1 hora',
    maximum: 'Escribe como máximo 720 horas (30 días)',
  },
  'condition.min_vehicles': {
    minimum: 'Escribe al menos 1 vehículo',
    maximum: 'Escribe como máximo 1000 vehículos',
  },
};

/** A parameter the kind needs but left empty: the schema sees it missing, not as a field. */
function missingParameters(values: RuleFormValues, input: AlertRuleInput): RuleViolation[] {
  return CONDITION_PARAMETER_NAMES.filter(
    (p) => needs(values.condition.kind, p) && input.condition[p] === undefined,
  ).map((p) => ({ path: `condition.${p}`, rule: 'required' }));
}

const ruleChecks = schemaForm({
  ...contractBody('AlertRuleInput'),
  toPayload: toRuleInput,
  messages: MESSAGES,
  extra: missingParameters,
});

export const validateRule: (values: RuleFormValues) => FormErrors = ruleChecks.validate;
export const ruleServerErrors = ruleChecks.serverErrors;

export const ONE_CUSTOMER = 'Las gasolineras de una regla deben ser de un mismo cliente';

/**
 * validateRule, and the scope's stations all of one customer (the server's rule; only an
 * administrator sees stations of several), given each station's customer.
 */
export function ruleValidator(
  customerOf: (stationId: string) => number | undefined,
): (values: RuleFormValues) => FormErrors {
  return (values) => {
    const errors = validateRule(values);
    const customers = new Set(
      values.gas_station_ids.map(customerOf).filter((c) => c !== undefined),
    );
    return customers.size > 1 && errors.gas_station_ids === undefined
      ? { ...errors, gas_station_ids: ONE_CUSTOMER }
      : errors;
  };
}
