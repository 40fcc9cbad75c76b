// The Reports tab: the station's report configurations with the contacts that have access to
// it, each saved through PUT /api/gas_station_reports_configurations/{id}.
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useListGasStationContactsQuery } from '@/api/gasStations';
import {
  useListGasStationReportConfigurationsQuery,
  useUpdateGasStationReportConfigurationMutation,
} from '@/api/reportConfigs';
import { useAppDispatch } from '@/app/store/hooks';
import { ReportConfigurationsPanel } from '@/components/ReportConfigurationsPanel';
import { toastShown } from '@/store/toasts/toastsSlice';
import { configServerErrors, toConfigInput, validateConfig } from '../model/reportConfigForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export function ReportsTab({ stationId }: { stationId: number }) {
  const { t } = useTranslation('reportConfigs');
  const dispatch = useAppDispatch();
  const configs = useListGasStationReportConfigurationsQuery({ id: stationId });
  const contacts = useListGasStationContactsQuery({ id: stationId });
  const [save] = useUpdateGasStationReportConfigurationMutation();
  return (
    <ReportConfigurationsPanel
      items={configs.data?.items ?? []}
      contacts={(contacts.data?.items ?? []).map((c) => ({
        value: String(c.id),
        label: [c.name, c.email ?? c.telephone].filter(Boolean).join(' · '),
      }))}
      loading={configs.isLoading}
      error={
        configs.isError ? { message: t('loadFailed'), onRetry: () => void configs.refetch() } : null
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
