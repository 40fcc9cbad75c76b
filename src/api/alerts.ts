// Alerts (the 'Alertas' inbox and the top bar's unread badge): the list, one alert with its
// transitions, acknowledging and the unread count. Acknowledging refreshes the list, the open
// detail and the badge through the tags. The badge polls every 30 s as a fallback; the live
// push (LISTEN/NOTIFY relayed to the browser) calls `alertsChanged()` on each message, the one
// place that refreshes whatever shows alerts. Rule and silence hooks live in ./alertRules.
import { alertsApi } from './generated/alerts.gen';
import { CACHE } from './cache';

/** The badge asks again this often when no push arrives (ms). */
export const ALERTS_UNREAD_POLL_MS = 30_000;

const api = alertsApi.enhanceEndpoints({
  addTagTypes: ['Alert', 'AlertUnread'],
  endpoints: {
    acknowledgeAlert: { invalidatesTags: ['Alert', 'AlertUnread'] },
    countUnreadAlerts: { providesTags: ['AlertUnread'], keepUnusedDataFor: CACHE.oneMinute },
    getAlert: { providesTags: ['Alert'] },
    listAlerts: { providesTags: ['Alert'] },
  },
});

export const {
  useAcknowledgeAlertMutation,
  useCountUnreadAlertsQuery,
  useGetAlertQuery,
  useListAlertsQuery,
} = api;

/** The unread count for the top bar's badge (null until known or when it cannot be read). */
export function useAlertsUnread(): number | null {
  const { data } = useCountUnreadAlertsQuery(undefined, {
    pollingInterval: ALERTS_UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return data?.count ?? null;
}

/** Dispatch on a pushed alert change: the badge, the list and any open detail reload. */
export const alertsChanged = () => api.util.invalidateTags(['Alert', 'AlertUnread']);

export type {
  Alert,
  AlertConditionKind,
  AlertDetail,
  AlertList,
  AlertSeverity,
  AlertState,
  AlertTransition,
  ListAlertsApiArg,
} from './generated/alerts.gen';
