// Alerts (the 'Alertas' inbox and the top bar's unread badge): the list, one alert with its
// transitions, acknowledging and the unread count. Acknowledging refreshes the list, the open
// detail and the badge through the tags. The badge polls every 30 s as a fallback; the live
// push (LISTEN/NOTIFY relayed to the browser) calls `alertsChanged()` on each message, the one
// place that refreshes whatever shows alerts. Rule and silence hooks live in ./alertRules.
import { ALERT_FLAGS } from '@/lib/alerts/conditionKinds';
import { hasAnyPermission } from '@/store/auth/authSelectors';
import { useAppSelector } from '@/store/hooks';
import {
  alertsApi,
  type AlertConditionKind,
  type AlertDetails,
  type CompetitorMoveAlertDetails,
  type CompetitorPriceFlaggedAlertDetails,
  type ComplianceMismatchAlertDetails,
  type ComplianceMonthlyDueAlertDetails,
  type ComplianceReportMissingAlertDetails,
  type ConnectorFailingAlertDetails,
  type DeliveryFailedAlertDetails,
  type FeedTicketMismatchAlertDetails,
  type MostExpensiveAlertDetails,
  type NotCheapestAlertDetails,
  type ServiceUnderGoalAlertDetails,
} from './generated/alerts.gen';
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

/**
 * Whether the signed-in user's flags show some alert kind (the server refuses the alert
 * operations and the live socket to anybody else): the bell, the live feed and the profile's
 * notice settings are for them only.
 */
export function useSeesAlerts(): boolean {
  return useAppSelector((state) => hasAnyPermission(state.auth.profile, ALERT_FLAGS));
}

/** The unread count for the top bar's badge (null until known, when it cannot be read, and
 * for a user who sees no alert: never asked). */
export function useAlertsUnread(): number | null {
  const seesAlerts = useSeesAlerts();
  const { data } = useCountUnreadAlertsQuery(undefined, {
    pollingInterval: ALERTS_UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    skip: !seesAlerts,
  });
  return seesAlerts ? (data?.count ?? null) : null;
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

/** The contract's details schema of each kind. */
interface DetailsSchemas {
  competitor_move: CompetitorMoveAlertDetails;
  not_cheapest: NotCheapestAlertDetails;
  most_expensive: MostExpensiveAlertDetails;
  connector_failing: ConnectorFailingAlertDetails;
  delivery_failed: DeliveryFailedAlertDetails;
  competitor_price_flagged: CompetitorPriceFlaggedAlertDetails;
  feed_ticket_mismatch: FeedTicketMismatchAlertDetails;
  service_under_goal: ServiceUnderGoalAlertDetails;
  compliance_report_missing: ComplianceReportMissingAlertDetails;
  compliance_mismatch: ComplianceMismatchAlertDetails;
  compliance_monthly_due: ComplianceMonthlyDueAlertDetails;
}

/** An alert's details typed by its rule's kind: narrow on `kind` to read `details` (a kind of
 * the contract without its schema above does not compile). */
export type KindedDetails = {
  [K in AlertConditionKind]: { kind: K; details: DetailsSchemas[K] };
}[AlertConditionKind];

/** The details the server sent for an alert (or a preview's example) of this kind. */
export const kindedDetails = (kind: AlertConditionKind, details: AlertDetails): KindedDetails =>
  ({ kind, details }) as KindedDetails;

/** The default of a switch over KindedDetails: a kind without its case does not compile, and
 * a kind this client does not know yet (a newer server) gets `fallback`. */
export const unknownKind = <T>(_kind: never, fallback: T): T => fallback;

export type { AlertDetails };
