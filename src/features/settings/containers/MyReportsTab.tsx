// Settings › Reports: the signed-in user's report configurations (GET/PUT
// /api/user_reports_configurations), with their customer's contacts as recipients.
import { useTranslation } from 'react-i18next';
import { useListContactsQuery } from '@/api/contacts';
import { reportConfigForm } from '@/api/reportConfigForm';
import {
  useListUserReportConfigurationsQuery,
  useUpdateUserReportConfigurationMutation,
} from '@/api/reportConfigs';
import { useAppDispatch } from '@/store/hooks';
import { ReportConfigurationsForm } from '@/components/ReportConfigurationsForm';
import { toastShown } from '@/store/toasts/toastsSlice';

export function MyReportsTab() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const configs = useListUserReportConfigurationsQuery();
  const contacts = useListContactsQuery({ items: 1000 });
  const [save] = useUpdateUserReportConfigurationMutation();
  return (
    <ReportConfigurationsForm
      configs={configs}
      contacts={contacts.data?.items ?? []}
      loadFailed={t('reports.loadFailed')}
      model={reportConfigForm}
      save={(id, input) => save({ id, reportConfigurationInput: input }).unwrap()}
      notify={(toast) => dispatch(toastShown(toast))}
    />
  );
}
