// Settings › Reports: the signed-in user's report configurations (GET/PUT
// /api/user_reports_configurations), with their customer's contacts as recipients.
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useListContactsQuery } from '@/api/contacts';
import {
  useListUserReportConfigurationsQuery,
  useUpdateUserReportConfigurationMutation,
} from '@/api/reportConfigs';
import { useAppDispatch } from '@/app/store/hooks';
import { ReportConfigurationsPanel } from '@/components/ReportConfigurationsPanel';
import { toastShown } from '@/store/toasts/toastsSlice';
import { configServerErrors, toConfigInput, validateConfig } from '../model/userReportConfigForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export function MyReportsTab() {
  const { t } = useTranslation(['settings', 'reportConfigs']);
  const dispatch = useAppDispatch();
  const configs = useListUserReportConfigurationsQuery();
  const contacts = useListContactsQuery({ items: 1000 });
  const [save] = useUpdateUserReportConfigurationMutation();
  return (
    <ReportConfigurationsPanel
      items={configs.data?.items ?? []}
      contacts={(contacts.data?.items ?? []).map((c) => ({
        value: String(c.id),
        label: [c.name, c.email ?? c.telephone].filter(Boolean).join(' · '),
      }))}
      loading={configs.isLoading}
      error={
        configs.isError
          ? { message: t('reports.loadFailed'), onRetry: () => void configs.refetch() }
          : null
      }
      validate={validateConfig}
      onSave={async (id, values) => {
        try {
          await save({ id, reportConfigurationInput: toConfigInput(values) }).unwrap();
          dispatch(toastShown({ severity: 'success', message: 'reportConfigs:saved' }));
          return undefined;
        } catch (error) {
          const fields = configServerErrors(asFailedCall(error)?.errors);
          if (Object.keys(fields).length > 0) return fields;
          const message = failureMessage(error);
          return { [FORM_ERROR]: t(message, { defaultValue: message }) };
        }
      }}
    />
  );
}
