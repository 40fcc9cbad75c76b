// The silence form: until a local date and time (the browser's zone, as the datetime-local
// input gives it) and an optional reason, sent as AlertSilenceInput. The server's limits are
// checked here too: in the future, at most MAX_SILENCE_DAYS ahead.
import type { AlertSilenceInput } from '@/api/alertRules';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toText, type FormErrors, type RuleViolation } from '@/lib/forms';

export const MAX_SILENCE_DAYS = 90;
const DAY_MS = 86_400_000;

export interface SilenceFormValues {
  /** 'YYYY-MM-DDTHH:mm', local time. */
  until?: string;
  reason?: string;
}

/** A local 'YYYY-MM-DDTHH:mm' as an ISO instant, or undefined when it is not one. */
export function localToIso(local: string | undefined): string | undefined {
  if (!local || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** `date` as the datetime-local input's value, in local time. */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A day from now, on the minute: the form's first proposal. */
export function newSilenceValues(now: Date = new Date()): SilenceFormValues {
  const next = new Date(now.getTime() + DAY_MS);
  next.setSeconds(0, 0);
  return { until: isoToLocal(next), reason: '' };
}

export function toSilenceInput(values: SilenceFormValues): AlertSilenceInput {
  const reason = toText(values.reason);
  return { until: localToIso(values.until), ...(reason ? { reason } : {}) } as AlertSilenceInput;
}

const MESSAGES = {
  until: {
    required: 'Elige hasta cuándo',
    future: 'El silencio debe terminar en el futuro',
    maximum: `Un silencio dura como máximo ${MAX_SILENCE_DAYS} días`,
  },
};

export function silenceForm(now: () => Date = () => new Date()) {
  return schemaForm({
    ...contractBody('AlertSilenceInput'),
    toPayload: toSilenceInput,
    messages: MESSAGES,
    extra: (_values, input): RuleViolation[] => {
      if (!input.until) return [];
      const until = Date.parse(input.until);
      const time = now().getTime();
      if (until <= time) return [{ path: 'until', rule: 'future' }];
      if (until > time + MAX_SILENCE_DAYS * DAY_MS) return [{ path: 'until', rule: 'maximum' }];
      return [];
    },
  });
}

const checks = silenceForm();
export const validateSilence: (values: SilenceFormValues) => FormErrors = checks.validate;
export const silenceServerErrors = checks.serverErrors;
