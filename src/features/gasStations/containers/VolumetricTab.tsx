// The Station volumetric system tab: the suppliers and their systems (possibly none yet), and
// the station's link saved through PUT /api/gas_stations/{id}.
import { submitFailure } from '@/lib/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListVolumetricOptionsQuery,
  useUpdateGasStationMutation,
  type GasStationDetail,
} from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { Spinner } from '@/components/Spinner';
import { toastShown } from '@/store/toasts/toastsSlice';
import { VolumetricForm } from '../components/VolumetricForm';
import { stationServerErrors, toStationInput, valuesFromStation } from '../model/stationForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export function VolumetricTab({ station }: { station: GasStationDetail }) {
  const { t } = useTranslation('gasStations');
  const dispatch = useAppDispatch();
  const options = useListVolumetricOptionsQuery();
  const [update] = useUpdateGasStationMutation();
  const base = useMemo(() => valuesFromStation(station), [station]);
  const initialValues = useMemo(
    () => ({
      supplier_id: station.volumetric.supplier_id
        ? String(station.volumetric.supplier_id)
        : undefined,
      volumetric_system_id: base.volumetric_system_id,
      volumetric_station_id: base.volumetric_station_id,
    }),
    [station, base],
  );
  if (options.isLoading) return <Spinner centered />;
  return (
    <VolumetricForm
      key={station.updated_at}
      suppliers={options.data?.suppliers ?? []}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const merged = {
          ...base,
          volumetric_system_id: values.volumetric_system_id,
          volumetric_station_id: values.volumetric_system_id
            ? values.volumetric_station_id
            : undefined,
        };
        try {
          await update({ id: station.id, gasStationInput: toStationInput(merged) }).unwrap();
          dispatch(toastShown({ severity: 'success', message: 'gasStations:volumetric.saved' }));
          return undefined;
        } catch (error) {
          const fields = stationServerErrors(merged, asFailedCall(error)?.errors);
          const own = {
            volumetric_system_id: fields.volumetric_system_id,
            volumetric_station_id: fields.volumetric_station_id,
          };
          if (own.volumetric_system_id || own.volumetric_station_id) return own;
          const message = failureMessage(error);
          return submitFailure(t(message, { defaultValue: message }));
        }
      }}
    />
  );
}
