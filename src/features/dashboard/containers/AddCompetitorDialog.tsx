// Adding a competitor (part 1 §4, §5, §8): the role check and a failed price query block the
// submit with their messages; while adding the dialog cannot close; success resets the form,
// says 'Competencia agregada a "{station}"' and closes; a failure says 'Error: ' + message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGasStationRivalMutation } from '@/api/rivals';
import { useAppDispatch } from '@/app/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AddCompetitorModal } from '../components/AddCompetitorModal';
import {
  competitorPayload,
  EMPTY_COMPETITOR,
  type AddCompetitorValues,
} from '../model/addCompetitorForm';
import { apiErrorText } from '../model/apiError';

export interface AddCompetitorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The station the competitor is added to (the tab's selection or the server default). */
  station: { id: number; name: string } | null;
  allowed: boolean;
  priceQueryFailed: boolean;
}

export function AddCompetitorDialog({
  open,
  onClose,
  station,
  allowed,
  priceQueryFailed,
}: AddCompetitorDialogProps) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<AddCompetitorValues>(EMPTY_COMPETITOR);
  const [create, { isLoading }] = useCreateGasStationRivalMutation();

  const submit = async () => {
    if (!allowed) {
      dispatch(toastShown({ severity: 'error', message: 'dashboard:toasts.noPermission' }));
      return;
    }
    if (priceQueryFailed || !station) {
      dispatch(toastShown({ severity: 'error', message: 'dashboard:toasts.queryError' }));
      return;
    }
    try {
      await create({ gasStationRivalCreate: competitorPayload(values, station.id) }).unwrap();
      setValues(EMPTY_COMPETITOR);
      dispatch(
        toastShown({
          severity: 'success',
          message: 'dashboard:toasts.added',
          values: { station: station.name },
        }),
      );
      onClose();
    } catch (error) {
      const text = apiErrorText(error);
      dispatch(
        toastShown({
          severity: 'error',
          message: 'dashboard:toasts.error',
          values: { message: t(text, { defaultValue: text }) },
        }),
      );
    }
  };

  return (
    <AddCompetitorModal
      open={open}
      pending={isLoading}
      values={values}
      onChange={setValues}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
