// The caller's alert notices: the channels they hear about one rule by ('Mis avisos' on the rules
// list, or back to the rule's default) and their quiet hours and daily digest (the profile). Errors are shown in place (the
// dialog, the form), never as a toast. A rule's subscription is tagged with the rule too, so
// editing or deleting the rule (./alertRules invalidates its tag) refreshes the channels it offers.
import { alertsApi } from './generated/alerts.gen';

const api = alertsApi.enhanceEndpoints({
  addTagTypes: ['AlertSubscription', 'AlertRule', 'AlertNotificationSettings'],
  endpoints: {
    getAlertSubscription: {
      providesTags: (_result, _error, arg) => [
        { type: 'AlertSubscription', id: arg.id },
        { type: 'AlertRule', id: arg.id },
      ],
    },
    // Only a save that went through: a refused one changed nothing worth reading again.
    updateAlertSubscription: {
      invalidatesTags: (result, _error, arg) =>
        result ? [{ type: 'AlertSubscription', id: arg.id }] : [],
    },
    deleteAlertSubscription: {
      invalidatesTags: (result, _error, arg) =>
        result ? [{ type: 'AlertSubscription', id: arg.id }] : [],
    },
    getAlertNotificationSettings: { providesTags: ['AlertNotificationSettings'] },
    updateAlertNotificationSettings: {
      invalidatesTags: (result) => (result ? ['AlertNotificationSettings'] : []),
    },
  },
});

export const {
  useGetAlertSubscriptionQuery,
  useUpdateAlertSubscriptionMutation,
  useDeleteAlertSubscriptionMutation,
  useGetAlertNotificationSettingsQuery,
  useUpdateAlertNotificationSettingsMutation,
} = api;

export type {
  AlertChannel,
  AlertNoticeChannel,
  AlertNotificationSettings,
  AlertQuietHours,
  AlertSubscription,
} from './generated/alerts.gen';
