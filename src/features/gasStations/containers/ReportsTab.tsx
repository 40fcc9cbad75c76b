// The Reports tab: the station's report configurations with the contacts that have access to
// it, each saved through PUT /api/gas_station_reports_configurations/{id}.
import { useTranslation } from 'react-i18next';
import { useListGasStationContactsQuery } from '@/api/gasStations';
import { reportConfigForm } from '@/api/reportConfigForm';
import {
  useListGasStationReportConfigurationsQuery,
  useUpdateGasStationReportConfigurationMutation,
} from '@/api/reportConfigs';
import { useAppDispatch } from '@/store/hooks';
import { ReportConfigurationsForm } from '@/components/ReportConfigurationsForm';
import { toastShown } from '@/store/toasts/toastsSlice';

export function ReportsTab({ stationId }: { stationId: number }) {
  const { t } = useTranslation('reportConfigs');
  const dispatch = useAppDispatch();
  const configs = useListGasStationReportConfigurationsQuery({ id: stationId });
  const contacts = useListGasStationContactsQuery({ id: stationId });
  const [save] = useUpdateGasStationReportConfigurationMutation();
  return (
    <ReportConfigurationsForm
      configs={configs}
      contacts={contacts.data?.items ?? []}
      loadFailed={t('loadFailed')}
      model={reportConfigForm}
      save={(id, input) => save({ id, reportConfigurationInput: input }).unwrap()}
      notify={(toast) => dispatch(toastShown(toast))}
    />
  );
}
