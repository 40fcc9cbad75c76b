// The caller's alert notification settings (quiet hours, daily digest) in memory, for screen
// tests and stories: the server's defaults until saved, and like the server a refusal of quiet
// hours that start and end at the same time. Rule subscriptions live with the rules
// (alertRulesHandlers), which know each rule's owner and channels.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AlertNotificationSettings } from '@/api/generated/alerts.gen';
import type { HandlerOptions } from './handlers';

export const SAME_QUIET_TIMES =
  'Las horas de silencio deben terminar a una hora distinta de la de inicio';

export interface AlertNoticeSettingsState {
  settings: AlertNotificationSettings;
  /** The bodies of the saves, in order. */
  saved: AlertNotificationSettings[];
}

export function alertNoticeSettingsState(
  settings: Partial<AlertNotificationSettings> = {},
): AlertNoticeSettingsState {
  return {
    settings: { quiet_hours: null, digest: false, digest_time: '08:00', ...settings },
    saved: [],
  };
}

export function alertNoticeSettingsHandlers(
  { origin = '', latency = 0 }: HandlerOptions = {},
  state: AlertNoticeSettingsState = alertNoticeSettingsState(),
): HttpHandler[] {
  const path = `${origin}/api/alert_notification_settings`;
  return [
    http.get(path, async () => {
      if (latency) await delay(latency);
      return HttpResponse.json(state.settings);
    }),
    http.put(path, async ({ request }) => {
      if (latency) await delay(latency);
      const body = (await request.json()) as AlertNotificationSettings;
      state.saved.push(body);
      const quiet = body.quiet_hours;
      if (quiet && quiet.start === quiet.end) {
        return HttpResponse.json(
          {
            message: SAME_QUIET_TIMES,
            errors: [
              { field: 'body.quiet_hours.end', rule: 'different', message: SAME_QUIET_TIMES },
            ],
          },
          { status: 400 },
        );
      }
      state.settings = body;
      return HttpResponse.json(body);
    }),
  ];
}
