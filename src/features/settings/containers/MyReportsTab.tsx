// Settings › Reports: the signed-in user's report configurations (GET/PUT
// /api/user_reports_configurations), with their customer's contacts as recipients.
import { useTranslation } from 'react-i18next';
import { useListContactsQuery } from '@/api/contacts';
import { reportScheduleForm } from '@/api/reportScheduleForm';
import {
  useListUserReportSchedulesQuery,
  useUpdateUserReportScheduleMutation,
} from '@/api/reportSchedules';
import { useAppDispatch } from '@/store/hooks';
import { ReportSchedulesForm } from '@/components/ReportSchedulesForm';
import { toastShown } from '@/store/toasts/toastsSlice';

export function MyReportsTab() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const schedules = useListUserReportSchedulesQuery();
  const contacts = useListContactsQuery({ items: 1000 });
  const [save] = useUpdateUserReportScheduleMutation();
  return (
    <ReportSchedulesForm
      schedules={schedules}
      contacts={contacts.data?.items ?? []}
      loadFailed={t('reports.loadFailed')}
      model={reportScheduleForm}
      save={(id, input) => save({ id, reportScheduleInput: input }).unwrap()}
      notify={(toast) => dispatch(toastShown(toast))}
    />
  );
}
