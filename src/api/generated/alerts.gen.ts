import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAlertRules: build.query<ListAlertRulesApiResponse, ListAlertRulesApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules`,
        params: {
          gas_station_id: queryArg.gasStationId,
          items: queryArg.items,
        },
      }),
    }),
    createAlertRule: build.mutation<CreateAlertRuleApiResponse, CreateAlertRuleApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules`,
        method: 'POST',
        body: queryArg.alertRuleInput,
      }),
    }),
    previewAlertRule: build.mutation<PreviewAlertRuleApiResponse, PreviewAlertRuleApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules/preview`,
        method: 'POST',
        body: queryArg.alertRulePreviewInput,
      }),
    }),
    getAlertRule: build.query<GetAlertRuleApiResponse, GetAlertRuleApiArg>({
      query: (queryArg) => ({ url: `/api/alert_rules/${queryArg.id}` }),
    }),
    updateAlertRule: build.mutation<UpdateAlertRuleApiResponse, UpdateAlertRuleApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.alertRuleInput,
      }),
    }),
    deleteAlertRule: build.mutation<DeleteAlertRuleApiResponse, DeleteAlertRuleApiArg>({
      query: (queryArg) => ({ url: `/api/alert_rules/${queryArg.id}`, method: 'DELETE' }),
    }),
    createAlertSilence: build.mutation<CreateAlertSilenceApiResponse, CreateAlertSilenceApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules/${queryArg.id}/silences`,
        method: 'POST',
        body: queryArg.alertSilenceInput,
      }),
    }),
    endAlertSilence: build.mutation<EndAlertSilenceApiResponse, EndAlertSilenceApiArg>({
      query: (queryArg) => ({
        url: `/api/alert_rules/${queryArg.id}/silences/${queryArg.silenceId}`,
        method: 'DELETE',
      }),
    }),
    listAlerts: build.query<ListAlertsApiResponse, ListAlertsApiArg>({
      query: (queryArg) => ({
        url: `/api/alerts`,
        params: {
          state: queryArg.state,
          severity: queryArg.severity,
          gas_station_id: queryArg.gasStationId,
          rule_id: queryArg.ruleId,
          items: queryArg.items,
        },
      }),
    }),
    countUnreadAlerts: build.query<CountUnreadAlertsApiResponse, CountUnreadAlertsApiArg>({
      query: () => ({ url: `/api/alerts/unread_count` }),
    }),
    watchAlerts: build.query<WatchAlertsApiResponse, WatchAlertsApiArg>({
      query: () => ({ url: `/api/alerts/live` }),
    }),
    getAlert: build.query<GetAlertApiResponse, GetAlertApiArg>({
      query: (queryArg) => ({ url: `/api/alerts/${queryArg.id}` }),
    }),
    acknowledgeAlert: build.mutation<AcknowledgeAlertApiResponse, AcknowledgeAlertApiArg>({
      query: (queryArg) => ({ url: `/api/alerts/${queryArg.id}/acknowledge`, method: 'POST' }),
    }),
    getAlertSubscription: build.query<GetAlertSubscriptionApiResponse, GetAlertSubscriptionApiArg>({
      query: (queryArg) => ({ url: `/api/alert_rules/${queryArg.id}/subscription` }),
    }),
    updateAlertSubscription: build.mutation<
      UpdateAlertSubscriptionApiResponse,
      UpdateAlertSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/alert_rules/${queryArg.id}/subscription`,
        method: 'PUT',
        body: queryArg.alertSubscriptionInput,
      }),
    }),
    deleteAlertSubscription: build.mutation<
      DeleteAlertSubscriptionApiResponse,
      DeleteAlertSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/alert_rules/${queryArg.id}/subscription`,
        method: 'DELETE',
      }),
    }),
    getAlertNotificationSettings: build.query<
      GetAlertNotificationSettingsApiResponse,
      GetAlertNotificationSettingsApiArg
    >({
      query: () => ({ url: `/api/alert_notification_settings` }),
    }),
    updateAlertNotificationSettings: build.mutation<
      UpdateAlertNotificationSettingsApiResponse,
      UpdateAlertNotificationSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/alert_notification_settings`,
        method: 'PUT',
        body: queryArg.alertNotificationSettings,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as alertsApi };
export type ListAlertRulesApiResponse = /** status 200 The rules. */ AlertRuleList;
export type ListAlertRulesApiArg = {
  gasStationId?: Id;
  items?: number;
};
export type CreateAlertRuleApiResponse = /** status 201 Created. */ AlertRule;
export type CreateAlertRuleApiArg = {
  alertRuleInput: AlertRuleInput;
};
export type PreviewAlertRuleApiResponse = /** status 200 The replay's counts. */ AlertRulePreview;
export type PreviewAlertRuleApiArg = {
  alertRulePreviewInput: AlertRulePreviewInput;
};
export type GetAlertRuleApiResponse = /** status 200 The rule. */ AlertRule;
export type GetAlertRuleApiArg = {
  id: Id;
};
export type UpdateAlertRuleApiResponse = /** status 200 Saved. */ AlertRule;
export type UpdateAlertRuleApiArg = {
  id: Id;
  alertRuleInput: AlertRuleInput;
};
export type DeleteAlertRuleApiResponse = unknown;
export type DeleteAlertRuleApiArg = {
  id: Id;
};
export type CreateAlertSilenceApiResponse = /** status 201 Created. */ AlertSilence;
export type CreateAlertSilenceApiArg = {
  id: Id;
  alertSilenceInput: AlertSilenceInput;
};
export type EndAlertSilenceApiResponse = unknown;
export type EndAlertSilenceApiArg = {
  id: Id;
  silenceId: Id;
};
export type ListAlertsApiResponse = /** status 200 The alerts. */ AlertList;
export type ListAlertsApiArg = {
  state?: AlertState;
  severity?: AlertSeverity;
  gasStationId?: Id;
  ruleId?: Id;
  items?: number;
};
export type CountUnreadAlertsApiResponse = /** status 200 The count. */ {
  count: number;
};
export type CountUnreadAlertsApiArg = void;
export type WatchAlertsApiResponse = unknown;
export type WatchAlertsApiArg = void;
export type GetAlertApiResponse = /** status 200 The alert. */ AlertDetail;
export type GetAlertApiArg = {
  id: Id;
};
export type AcknowledgeAlertApiResponse = /** status 200 The alert. */ AlertDetail;
export type AcknowledgeAlertApiArg = {
  id: Id;
};
export type GetAlertSubscriptionApiResponse =
  /** status 200 The caller's choice. */ AlertSubscription;
export type GetAlertSubscriptionApiArg = {
  id: Id;
};
export type UpdateAlertSubscriptionApiResponse = /** status 200 Saved. */ AlertSubscription;
export type UpdateAlertSubscriptionApiArg = {
  id: Id;
  alertSubscriptionInput: AlertSubscriptionInput;
};
export type DeleteAlertSubscriptionApiResponse =
  /** status 200 The caller's channels now (the default). */ AlertSubscription;
export type DeleteAlertSubscriptionApiArg = {
  id: Id;
};
export type GetAlertNotificationSettingsApiResponse =
  /** status 200 The settings (defaults when never saved). */ AlertNotificationSettings;
export type GetAlertNotificationSettingsApiArg = void;
export type UpdateAlertNotificationSettingsApiResponse =
  /** status 200 Saved. */ AlertNotificationSettings;
export type UpdateAlertNotificationSettingsApiArg = {
  alertNotificationSettings: AlertNotificationSettings;
};
export type AlertUserRef = {
  id: number;
  name: string;
};
export type StationRef = {
  id: number;
  name: string;
};
export type AlertConditionKind =
  | 'competitor_move'
  | 'not_cheapest'
  | 'most_expensive'
  | 'connector_failing'
  | 'delivery_failed'
  | 'competitor_price_flagged'
  | 'feed_ticket_mismatch'
  | 'service_under_goal'
  | 'compliance_report_missing'
  | 'compliance_mismatch'
  | 'compliance_monthly_due';
export type FuelKey = 'regular' | 'premium' | 'diesel';
export type ServiceMetricName =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';
export type AlertCondition = {
  kind: AlertConditionKind;
  fuels?: FuelKey[];
  min_change?: number;
  hours?: number;
  metric?: ServiceMetricName;
  min_vehicles?: number;
};
export type AlertSeverity = 'info' | 'warning' | 'critical';
export type AlertChannel = 'in_app' | 'email' | 'whatsapp';
export type AlertSilence = {
  id: number;
  starts_at: string;
  ends_at: string;
  reason: string;
  /** The user who silenced the rule. */
  created_by: AlertUserRef | null;
};
export type AlertRule = {
  id: number;
  name: string;
  /** The user who created the rule; null once that user is gone. */
  owner: AlertUserRef | null;
  gas_stations: StationRef[];
  condition: AlertCondition;
  severity: AlertSeverity;
  channels: AlertChannel[];
  enabled: boolean;
  /** The silences active now or later. */
  silences: AlertSilence[];
  created_at: string;
  updated_at: string;
};
export type AlertRuleList = {
  items: AlertRule[];
  total: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type Id = number;
export type AlertRuleInput = {
  name: string;
  gas_station_ids: Id[];
  condition: AlertCondition;
  severity: AlertSeverity;
  channels: AlertChannel[];
  enabled: boolean;
};
export type CompetitorMoveAlertDetails = {
  date?: string | null;
  fuel?: FuelKey;
  /** The competitor's place in the regulator's feed. */
  place_id?: number;
  /** The competitor's name. */
  competitor?: string;
  price?: number;
  previous_price?: number;
  previous_date?: string | null;
  /** price - previous_price (pesos). */
  change?: number;
  [key: string]: any;
};
export type AlertCheapestCompetitor = {
  place_id?: number;
  competitor?: string;
  price?: number;
  [key: string]: any;
};
export type NotCheapestAlertDetails = {
  date?: string | null;
  fuel?: FuelKey;
  own_price?: number;
  /** Competitors with a price that day. */
  competitors?: number;
  /** How many of them were cheaper. */
  cheaper?: number;
  cheapest?: AlertCheapestCompetitor;
  [key: string]: any;
};
export type MostExpensiveAlertDetails = {
  date?: string | null;
  fuel?: FuelKey;
  own_price?: number;
  /** Competitors with a price that day. */
  competitors?: number;
  /** How many of them were cheaper (all). */
  cheaper?: number;
  cheapest?: AlertCheapestCompetitor;
  [key: string]: any;
};
export type ConnectorFailingAlertDetails = {
  last_error?: string | null;
  last_error_at?: string;
  last_success_at?: string | null;
  hours?: number;
  volumetric_system_id?: number;
  volumetric_supplier_id?: number;
  [key: string]: any;
};
export type DeliveryFailedAlertDetails = {
  delivery_id?: number;
  request_id?: number;
  report_type?: string;
  channel?: string;
  recipient?: string;
  error?: string | null;
  failed_at?: string;
  [key: string]: any;
};
export type CompetitorPriceFlaggedAlertDetails = {
  date?: string | null;
  fuel?: FuelKey;
  place_id?: number;
  competitor?: string;
  flag?: 'placeholder' | 'stale';
  price?: number;
  /** The day the price took this value. */
  since?: string;
  market_median?: number | null;
  market_size?: number;
  [key: string]: any;
};
export type FeedTicketMismatchAlertDetails = {
  fuel?: FuelKey;
  feed_price?: number;
  ticket_price?: number;
  /** ticket_price - feed_price (pesos). */
  difference?: number;
  since?: string;
  last_sale_at?: string;
  off_sales?: number;
  hours?: number;
  [key: string]: any;
};
export type ServiceUnderGoalAlertDetails = {
  /** The end of the window judged. */
  at?: string;
  metric?: ServiceMetricName;
  value?: number;
  goal?: number;
  vehicles?: number;
  window_minutes?: number;
  [key: string]: any;
};
export type ComplianceReportMissingAlertDetails = {
  day?: string;
  /** The month of the day, YYYY-MM. */
  month?: string;
  /** When the report was due. */
  deadline?: string;
  hours?: number;
  [key: string]: any;
};
export type ComplianceMismatchAlertDetails = {
  finding_id?: number;
  rule?: 'dailyBalance' | 'ticketMismatch';
  day?: string;
  /** YYYY-MM. */
  month?: string;
  /** The tank or product. */
  subject?: string | null;
  message?: string;
  figures?: {
    [key: string]: any;
  };
  [key: string]: any;
};
export type ComplianceMonthlyDueAlertDetails = {
  /** YYYY-MM. */
  month?: string;
  due_date?: string;
  /** Days to the due date (negative: overdue). */
  days_left?: number;
  monthly_state?: 'missing' | 'findings' | 'clean';
  findings?: number;
  [key: string]: any;
};
export type AlertDetails =
  | CompetitorMoveAlertDetails
  | NotCheapestAlertDetails
  | MostExpensiveAlertDetails
  | ConnectorFailingAlertDetails
  | DeliveryFailedAlertDetails
  | CompetitorPriceFlaggedAlertDetails
  | FeedTicketMismatchAlertDetails
  | ServiceUnderGoalAlertDetails
  | ComplianceReportMissingAlertDetails
  | ComplianceMismatchAlertDetails
  | ComplianceMonthlyDueAlertDetails;
export type AlertRulePreviewExample = {
  gas_station: StationRef;
  /** The day the alert would have opened. */
  day: string;
  subject: string;
  /** What the condition saw that day (as an alert's details). */
  details: AlertDetails;
};
export type AlertRulePreview = {
  /** replayed: the condition was replayed over the stored history (from is null when none is stored). not_kept: the history this kind needs is not kept, so it cannot be replayed (every count is 0). */
  history: 'replayed' | 'not_kept';
  /** The first day replayed (null when no history is stored). */
  from: string | null;
  /** The last day replayed, the latest day of the stored history. */
  to: string | null;
  /** How many days were replayed (at most 30). */
  days: number;
  /** How many alerts the rule would have opened: an alert opens on a day its condition holds for a subject that did not hold the day before. */
  alerts: number;
  /** How many stations would have had an alert. */
  stations: number;
  /** Up to 5 of those alerts, the latest first. */
  examples: AlertRulePreviewExample[];
};
export type AlertRulePreviewInput = {
  gas_station_ids: Id[];
  condition: AlertCondition;
};
export type AlertSilenceInput = {
  /** In the future, at most 90 days ahead. */
  until: string;
  reason?: string;
};
export type AlertState = 'open' | 'acknowledged' | 'resolved';
export type Alert = {
  id: number;
  rule: {
    id: number;
    name: string;
    kind: AlertConditionKind;
  };
  gas_station: StationRef;
  severity: AlertSeverity;
  state: AlertState;
  silenced: boolean;
  /** What the alert is about, within the rule (e.g. 'rival:12:regular'). */
  subject: string;
  /** What the condition saw when it last held (its shape depends on rule.kind). */
  details: AlertDetails;
  opened_at: string;
  last_seen_at: string;
  acknowledged_at: string | null;
  /** The user who acknowledged it. */
  acknowledged_by: AlertUserRef | null;
  resolved_at: string | null;
};
export type AlertList = {
  items: Alert[];
  total: number;
};
export type AlertTransition = {
  from_state: AlertState | null;
  to_state: AlertState;
  at: string;
  /** Who made it; null when the evaluation did. */
  user: AlertUserRef | null;
};
export type AlertDetail = {
  alert: Alert;
  transitions: AlertTransition[];
};
export type AlertNoticeChannel = 'email' | 'whatsapp';
export type AlertSubscription = {
  rule_id: number;
  /** The channels the caller receives this rule's notices by. */
  channels: AlertNoticeChannel[];
  /** The channels the rule offers (a choice outside them sends nothing). */
  rule_channels: AlertChannel[];
  /** Whether the caller owns the rule. */
  owner: boolean;
  /** Whether the caller has chosen (else the default). */
  chosen: boolean;
};
export type AlertSubscriptionInput = {
  channels: AlertNoticeChannel[];
};
export type AlertLocalTime = string;
export type AlertQuietHours = {
  start: AlertLocalTime;
  end: AlertLocalTime;
};
export type AlertNotificationSettings = {
  /** null = notices at any hour. */
  quiet_hours: AlertQuietHours | null;
  digest: boolean;
  digest_time: AlertLocalTime;
};
export const {
  useListAlertRulesQuery,
  useLazyListAlertRulesQuery,
  useCreateAlertRuleMutation,
  usePreviewAlertRuleMutation,
  useGetAlertRuleQuery,
  useLazyGetAlertRuleQuery,
  useUpdateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  useCreateAlertSilenceMutation,
  useEndAlertSilenceMutation,
  useListAlertsQuery,
  useLazyListAlertsQuery,
  useCountUnreadAlertsQuery,
  useLazyCountUnreadAlertsQuery,
  useWatchAlertsQuery,
  useLazyWatchAlertsQuery,
  useGetAlertQuery,
  useLazyGetAlertQuery,
  useAcknowledgeAlertMutation,
  useGetAlertSubscriptionQuery,
  useLazyGetAlertSubscriptionQuery,
  useUpdateAlertSubscriptionMutation,
  useDeleteAlertSubscriptionMutation,
  useGetAlertNotificationSettingsQuery,
  useLazyGetAlertNotificationSettingsQuery,
  useUpdateAlertNotificationSettingsMutation,
} = injectedRtkApi;
