// A report schedule card's values <-> the contract's
// ReportScheduleInput, its validation against that schema plus the schedule rule (weekly
// needs a weekday, monthly a day of the month), and the server's field errors. Shared by the
// station detail and Settings; the caller passes the contract's validator and schema.
import {
  serverFormErrors,
  toFormErrors,
  type FormErrors,
  type ServerFieldError,
} from './formErrors';
import { toInteger, toText } from './inputModes';
import {
  checkAgainstSchema,
  type ContractValidator,
  type RuleViolation,
  type Schema,
  type SchemaRegistry,
} from './schemaRules';

export interface ReportScheduleValues {
  enabled: boolean;
  periodicity: string;
  weekday?: string;
  day_of_month?: string;
  send_time?: string;
  channel: string;
  contact_ids: string[];
}

export interface ReportSchedulePayload {
  enabled: boolean;
  periodicity: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  day_of_month: number | null;
  send_time: string;
  channel: 'email' | 'whatsapp';
  contact_ids: number[];
}

export const REPORT_SCHEDULE_MESSAGES = {
  weekday: { required: 'Elige el día de la semana' },
  day_of_month: { required: 'Elige el día del mes' },
  send_time: { pattern: 'Escribe la hora como HH:MM', required: 'Escribe la hora de envío' },
};

export function toReportSchedulePayload(values: ReportScheduleValues): ReportSchedulePayload {
  return {
    enabled: values.enabled,
    periodicity: values.periodicity as ReportSchedulePayload['periodicity'],
    weekday: values.periodicity === 'weekly' ? (toInteger(values.weekday) ?? null) : null,
    day_of_month:
      values.periodicity === 'monthly' ? (toInteger(values.day_of_month) ?? null) : null,
    send_time: toText(values.send_time) as string,
    channel: values.channel as ReportSchedulePayload['channel'],
    contact_ids: (values.contact_ids ?? []).map(Number),
  };
}

export function reportScheduleValidator(validate: ContractValidator) {
  return (values: ReportScheduleValues): FormErrors => {
    const input = toReportSchedulePayload(values);
    const violations: RuleViolation[] = checkAgainstSchema(input, validate);
    if (input.periodicity === 'weekly' && input.weekday === null) {
      violations.push({ path: 'weekday', rule: 'required' });
    }
    if (input.periodicity === 'monthly' && input.day_of_month === null) {
      violations.push({ path: 'day_of_month', rule: 'required' });
    }
    return toFormErrors(violations, REPORT_SCHEDULE_MESSAGES);
  };
}

export function reportScheduleServerErrors(
  errors: ServerFieldError[] | undefined,
  schema: Schema,
  registry: SchemaRegistry,
): FormErrors {
  return serverFormErrors(errors, schema, registry, REPORT_SCHEDULE_MESSAGES);
}

/** A report schedule form's checks, bound to the contract schema by the API layer. */
export interface ReportScheduleModel {
  validate: (values: ReportScheduleValues) => FormErrors;
  serverErrors: (errors: ServerFieldError[] | undefined) => FormErrors;
}
