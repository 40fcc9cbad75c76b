// The Reports tab: the station's report configurations with the contacts that have access to
// it, each saved through PUT /api/gas_station_reports_configurations/{id}.
import { useTranslation } from 'react-i18next';
import { useListGasStationContactsQuery } from '@/api/gasStations';
import { reportScheduleForm } from '@/api/reportScheduleForm';
import {
  useListGasStationReportSchedulesQuery,
  useUpdateGasStationReportScheduleMutation,
} from '@/api/reportSchedules';
import { useAppDispatch } from '@/store/hooks';
import { ReportSchedulesForm } from '@/components/ReportSchedulesForm';
import { toastShown } from '@/store/toasts/toastsSlice';

export function ReportsTab({ stationId }: { stationId: number }) {
  const { t } = useTranslation('reportSchedules');
  const dispatch = useAppDispatch();
  const schedules = useListGasStationReportSchedulesQuery({ id: stationId });
  const contacts = useListGasStationContactsQuery({ id: stationId });
  const [save] = useUpdateGasStationReportScheduleMutation();
  return (
    <ReportSchedulesForm
      schedules={schedules}
      contacts={contacts.data?.items ?? []}
      loadFailed={t('loadFailed')}
      model={reportScheduleForm}
      save={(id, input) => save({ id, reportScheduleInput: input }).unwrap()}
      notify={(toast) => dispatch(toastShown(toast))}
    />
  );
}
