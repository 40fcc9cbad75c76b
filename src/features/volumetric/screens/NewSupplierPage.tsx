// New volumetric supplier (`/volumetric-suppliers/new`): name and alias, confirmed because
// neither changes afterwards; a taken name or alias (409) is said beside the fields and in a
// toast; on success 'Proveedor registrado' and the new supplier's detail.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateVolumetricSupplierMutation } from '@/api/volumetric';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { serverFormErrors, type FormErrors, submitFailure } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { SupplierForm } from '../components/SupplierForm';
import { SUPPLIERS_PATH } from '../containers/LoadStates';
import { VOLUMETRIC_FAILURES } from '../model/saveFailure';
import { toSupplierInput, validateSupplier, type SupplierFormValues } from '../model/supplierForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export default function NewSupplierPage() {
  const { t } = useTranslation(['volumetric', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateVolumetricSupplierMutation();

  const save = async (values: SupplierFormValues): Promise<FormErrors | undefined> => {
    try {
      const created = await create({ volumetricSupplierInput: toSupplierInput(values) }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'volumetric:supplierForm.created' }));
      navigate(`${SUPPLIERS_PATH}/${created.id}`);
      return undefined;
    } catch (error) {
      const failed = asFailedCall(error);
      const message = failureMessage(error, VOLUMETRIC_FAILURES);
      dispatch(toastShown({ severity: 'error', message }));
      if (failed?.status === 409) return { name: message, alias: message };
      const fields = serverFormErrors(
        failed?.errors,
        contractSchema('VolumetricSupplierInput'),
        contractSchemas,
      );
      if (Object.keys(fields).length > 0) return fields;
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <Card
      title={t('supplierForm.title')}
      subtitle={t('supplierForm.subtitle')}
      actions={
        <Button variant="text" startIcon="arrow-left" onClick={() => navigate(SUPPLIERS_PATH)}>
          {t('backToList')}
        </Button>
      }
    >
      <SupplierForm
        validate={validateSupplier}
        onSubmit={save}
        onCancel={() => navigate(SUPPLIERS_PATH)}
      />
    </Card>
  );
}
