// A report configuration card's values <-> the contract's ReportConfigurationInput, checked
// against the same schema as the server, plus the schedule rule (weekly needs a weekday,
// monthly a day of the month).
import type { ReportConfigurationInput } from '@/api';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import type { ReportConfigValues } from '@/components/ReportConfigurationsPanel';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toInteger,
  toText,
  type RuleViolation,
  type ServerFieldError,
} from '@/lib/forms';

const SCHEMA = 'ReportConfigurationInput';
const MESSAGES = {
  weekday: { required: 'Elige el día de la semana' },
  day_of_month: { required: 'Elige el día del mes' },
  send_time: { pattern: 'Escribe la hora como HH:MM', required: 'Escribe la hora de envío' },
};

export function toConfigInput(values: ReportConfigValues): ReportConfigurationInput {
  return {
    enabled: values.enabled,
    periodicity: values.periodicity as ReportConfigurationInput['periodicity'],
    weekday: values.periodicity === 'weekly' ? (toInteger(values.weekday) ?? null) : null,
    day_of_month:
      values.periodicity === 'monthly' ? (toInteger(values.day_of_month) ?? null) : null,
    send_time: toText(values.send_time) as string,
    channel: values.channel as ReportConfigurationInput['channel'],
    contact_ids: (values.contact_ids ?? []).map(Number),
  };
}

export function validateConfig(values: ReportConfigValues) {
  const input = toConfigInput(values);
  const violations: RuleViolation[] = checkAgainstSchema(
    input,
    contractSchema(SCHEMA),
    contractSchemas,
  );
  if (input.periodicity === 'weekly' && input.weekday === null)
    violations.push({ path: 'weekday', rule: 'required' });
  if (input.periodicity === 'monthly' && input.day_of_month === null)
    violations.push({ path: 'day_of_month', rule: 'required' });
  return toFormErrors(violations, MESSAGES);
}

export function configServerErrors(errors: ServerFieldError[] | undefined) {
  return serverFormErrors(errors, contractSchema(SCHEMA), contractSchemas, MESSAGES);
}
