// The Station shifts tab: saves the shift rows by replacing the station with its other fields
// unchanged (PUT /api/gas_stations/{id} takes the whole station).
import { submitFailure } from '@/lib/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateGasStationMutation, type GasStationDetail } from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ShiftsForm } from '../components/ShiftsForm';
import {
  stationServerErrors,
  toStationInput,
  validateStation,
  valuesFromStation,
  type StationFormValues,
} from '../model/stationForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export function ShiftsTab({ station }: { station: GasStationDetail }) {
  const { t } = useTranslation('gasStations');
  const dispatch = useAppDispatch();
  const [update] = useUpdateGasStationMutation();
  const base = useMemo(() => valuesFromStation(station), [station]);
  // Only the shift rows can be wrong here: other fields come from the saved station.
  const validate = (values: StationFormValues) => {
    const errors = validateStation({ ...base, shifts: values.shifts });
    return errors.shifts ? { shifts: errors.shifts } : {};
  };
  return (
    <ShiftsForm
      key={station.updated_at}
      initialValues={base}
      validate={validate}
      onSubmit={async (values) => {
        const merged = { ...base, shifts: values.shifts };
        try {
          await update({ id: station.id, gasStationInput: toStationInput(merged) }).unwrap();
          dispatch(toastShown({ severity: 'success', message: 'gasStations:shifts.saved' }));
          return undefined;
        } catch (error) {
          const fields = stationServerErrors(merged, asFailedCall(error)?.errors);
          if (fields.shifts) return { shifts: fields.shifts };
          const message = failureMessage(error);
          return submitFailure(t(message, { defaultValue: message }));
        }
      }}
    />
  );
}
