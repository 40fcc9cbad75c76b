// The system form with its saving and the 'Probar conexión' panel, for a new system (then the
// supplier's detail) and an edit (stays, refreshed). Failures: a 400's field errors beside the
// fields; else a toast and a message under the form (5xx the support text, 404 'Sistema no
// encontrado', 422 the server's explanation).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateVolumetricSystemMutation,
  useUpdateVolumetricSystemMutation,
  type VolumetricSystem,
} from '@/api/volumetric';
import { useAppDispatch } from '@/store/hooks';
import { type FormErrors, submitFailure } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { SystemForm } from '../components/SystemForm';
import { VOLUMETRIC_FAILURES } from '../model/saveFailure';
import {
  newSystemValues,
  systemServerErrors,
  toSystemInput,
  validateSystem,
  valuesFromSystem,
  type SystemFormValues,
} from '../model/systemForm';
import { ConnectionTestPanel } from './ConnectionTestPanel';
import { SUPPLIERS_PATH } from './LoadStates';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export interface SystemFormContainerProps {
  supplierId: number;
  /** The saved system; absent for a new one. */
  system?: VolumetricSystem;
}

export function SystemFormContainer({ supplierId, system }: SystemFormContainerProps) {
  const { t } = useTranslation('volumetric');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateVolumetricSystemMutation();
  const [update] = useUpdateVolumetricSystemMutation();
  const initialValues = useMemo(
    () => (system ? valuesFromSystem(system) : newSystemValues()),
    [system],
  );
  const stations = useMemo(
    () => (system?.stations ?? []).map((s) => ({ id: s.gas_station_id, name: s.gas_station_name })),
    [system],
  );
  const supplierPath = `${SUPPLIERS_PATH}/${supplierId}`;

  const save = async (values: SystemFormValues): Promise<FormErrors | undefined> => {
    const volumetricSystemInput = toSystemInput(values);
    try {
      if (system) {
        await update({
          volumetricSupplierId: supplierId,
          id: system.id,
          volumetricSystemInput,
        }).unwrap();
        dispatch(toastShown({ severity: 'success', message: 'volumetric:systemForm.updated' }));
      } else {
        await create({ volumetricSupplierId: supplierId, volumetricSystemInput }).unwrap();
        dispatch(toastShown({ severity: 'success', message: 'volumetric:systemForm.created' }));
        navigate(supplierPath);
      }
      return undefined;
    } catch (error) {
      const failed = asFailedCall(error);
      if (failed?.status === 400) {
        const fields = systemServerErrors(failed.errors);
        if (Object.keys(fields).length > 0) return fields;
      }
      const message = failureMessage(error, VOLUMETRIC_FAILURES);
      dispatch(toastShown({ severity: 'error', message }));
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <SystemForm
      key={system?.updated_at ?? 'new'}
      mode={system ? 'edit' : 'create'}
      initialValues={initialValues}
      validate={validateSystem}
      onSubmit={save}
      onCancel={() => navigate(supplierPath)}
      renderTest={(state) => (
        <ConnectionTestPanel
          {...state}
          supplierId={supplierId}
          systemId={system?.id}
          stations={stations}
        />
      )}
    />
  );
}
