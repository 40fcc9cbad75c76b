// The alert notification settings form: quiet hours (on/off, from, to) and the daily digest
// (on/off, its time), sent as AlertNotificationSettings. Checked against the contract here too,
// with the server's own rule that quiet hours start and end at different times. Quiet hours off
// sends null; the digest's time is kept while it is off, so turning it on again restores it.
import type { AlertNotificationSettings } from '@/api/alertNotices';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toText, type FormErrors, type RuleViolation } from '@/lib/forms';

/** What the server keeps for a user who never saved (and the form's first proposal). */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' };
export const DEFAULT_DIGEST_TIME = '08:00';
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface NoticeSettingsValues {
  quiet: boolean;
  quiet_hours: { start?: string; end?: string };
  digest: boolean;
  digest_time?: string;
}

export function toNoticeSettingsValues(settings: AlertNotificationSettings): NoticeSettingsValues {
  return {
    quiet: settings.quiet_hours !== null,
    quiet_hours: { ...(settings.quiet_hours ?? DEFAULT_QUIET_HOURS) },
    digest: settings.digest,
    digest_time: settings.digest_time,
  };
}

export function toNoticeSettings(values: NoticeSettingsValues): AlertNotificationSettings {
  const digestTime = toText(values.digest_time);
  return {
    quiet_hours: values.quiet
      ? { start: toText(values.quiet_hours?.start), end: toText(values.quiet_hours?.end) }
      : null,
    digest: Boolean(values.digest),
    // An unusable time of a digest that is off is not worth a refusal.
    digest_time:
      values.digest || (digestTime && TIME.test(digestTime)) ? digestTime : DEFAULT_DIGEST_TIME,
  } as AlertNotificationSettings;
}

const TIME_MESSAGE = 'Escribe una hora como 22:00';
const MESSAGES = {
  'quiet_hours.start': { required: 'Elige desde qué hora', pattern: TIME_MESSAGE },
  'quiet_hours.end': {
    required: 'Elige hasta qué hora',
    pattern: TIME_MESSAGE,
    different: 'Las horas de silencio deben terminar a una hora distinta de la de inicio',
  },
  digest_time: { required: 'Elige la hora del resumen', pattern: TIME_MESSAGE },
};

const checks = schemaForm({
  ...contractBody('AlertNotificationSettings'),
  toPayload: toNoticeSettings,
  messages: MESSAGES,
  extra: (_values, input): RuleViolation[] =>
    input.quiet_hours?.start && input.quiet_hours.start === input.quiet_hours.end
      ? [{ path: 'quiet_hours.end', rule: 'different' }]
      : [],
});

export const validateNoticeSettings: (values: NoticeSettingsValues) => FormErrors = checks.validate;
export const noticeSettingsServerErrors = checks.serverErrors;
