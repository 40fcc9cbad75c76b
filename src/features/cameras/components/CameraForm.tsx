// The camera form: customer, station (of that customer, optional), name, serial and license.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FormActions, FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import type { CameraFormValues } from '../model/cameraForm';

export interface CameraFormProps {
  customers: SelectOption[];
  stations: (SelectOption & { customerId: string })[];
  validate: (values: CameraFormValues) => FormErrors;
  onSubmit: (values: CameraFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

const INITIAL: CameraFormValues = {};

export function CameraForm({ customers, stations, validate, onSubmit, onCancel }: CameraFormProps) {
  const { t } = useTranslation(['cameras', 'common']);
  return (
    <Form<CameraFormValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => (
        <FormStack $gap="md" onSubmit={handleSubmit} noValidate aria-label={t('form.title')}>
          <SelectField
            name="customer_id"
            label={t('form.customer')}
            options={customers}
            required
            onValueChange={() => form.change('gas_station_id', undefined)}
          />
          <SelectField
            name="gas_station_id"
            label={t('form.station')}
            disabled={!values.customer_id}
            options={stations.filter((s) => s.customerId === values.customer_id)}
          />
          <TextInputField name="name" label={t('form.name')} required fullWidth maxLength={100} />
          <TextInputField name="serial" label={t('form.serial')} fullWidth maxLength={60} />
          <TextInputField name="license" label={t('form.license')} fullWidth maxLength={60} />
          {submitError && <Alert severity="error">{String(submitError)}</Alert>}
          <FormActions>
            {onCancel && (
              <Button type="button" variant="text" onClick={onCancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t('form.submit')}
            </Button>
          </FormActions>
        </FormStack>
      )}
    />
  );
}
