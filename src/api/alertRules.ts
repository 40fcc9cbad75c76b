// Alert rules and their silences (the 'Reglas de alerta' screens). The alerts themselves (inbox,
// unread count, acknowledge) are enhanced in their own module; a rule's save, delete or silence
// changes which of its alerts are open or silenced, so it refreshes the 'Alert' tag too.
import { alertsApi } from './generated/alerts.gen';

const RULE_LIST = { type: 'AlertRule', id: 'LIST' } as const;

const alertRules = alertsApi
  .enhanceEndpoints({ addTagTypes: ['AlertRule', 'Alert'] })
  .enhanceEndpoints({
    endpoints: {
      listAlertRules: { providesTags: [RULE_LIST] },
      getAlertRule: { providesTags: (_result, _error, arg) => [{ type: 'AlertRule', id: arg.id }] },
      createAlertRule: { invalidatesTags: [RULE_LIST] },
      updateAlertRule: {
        invalidatesTags: (_result, _error, arg) => [
          RULE_LIST,
          { type: 'AlertRule', id: arg.id },
          'Alert',
        ],
      },
      deleteAlertRule: {
        invalidatesTags: (_result, _error, arg) => [
          RULE_LIST,
          { type: 'AlertRule', id: arg.id },
          'Alert',
        ],
      },
      createAlertSilence: {
        invalidatesTags: (_result, _error, arg) => [
          RULE_LIST,
          { type: 'AlertRule', id: arg.id },
          'Alert',
        ],
      },
      endAlertSilence: {
        invalidatesTags: (_result, _error, arg) => [
          RULE_LIST,
          { type: 'AlertRule', id: arg.id },
          'Alert',
        ],
      },
    },
  });

export const {
  useListAlertRulesQuery,
  useGetAlertRuleQuery,
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  useCreateAlertSilenceMutation,
  useEndAlertSilenceMutation,
  usePreviewAlertRuleMutation,
} = alertRules;
export type {
  AlertChannel,
  AlertCondition,
  AlertConditionKind,
  AlertRule,
  AlertRuleInput,
  AlertRuleList,
  AlertRulePreview,
  AlertRulePreviewInput,
  AlertSeverity,
  AlertSilence,
  AlertSilenceInput,
  FuelKey,
} from './generated/alerts.gen';
