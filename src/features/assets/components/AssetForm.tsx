// The asset form: name, gas station and a camera of the station's customer.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import type { AssetFormValues } from '../model/assetForm';
import { FormFooter } from '@/components/FormFooter';

export interface AssetFormProps {
  mode: 'create' | 'edit';
  initialValues: AssetFormValues;
  stations: (SelectOption & { customerId: string })[];
  cameras: (SelectOption & { customerId: string })[];
  validate: (values: AssetFormValues) => FormErrors;
  onSubmit: (values: AssetFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

export function AssetForm({
  mode,
  initialValues,
  stations,
  cameras,
  validate,
  onSubmit,
  onCancel,
}: AssetFormProps) {
  const { t } = useTranslation(['assets', 'common']);
  return (
    <Form<AssetFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => {
        const customerId = stations.find((s) => s.value === values.gas_station_id)?.customerId;
        return (
          <FormStack
            $gap="md"
            onSubmit={handleSubmit}
            noValidate
            aria-label={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
          >
            <TextInputField name="name" label={t('form.name')} required fullWidth maxLength={100} />
            <SelectField
              name="gas_station_id"
              label={t('form.station')}
              options={stations}
              required
              onValueChange={() => form.change('camera_id', undefined)}
            />
            <SelectField
              name="camera_id"
              label={t('form.camera')}
              disabled={!customerId}
              options={cameras.filter((c) => c.customerId === customerId)}
            />
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('form.submit')}
              onCancel={onCancel}
            />
          </FormStack>
        );
      }}
    />
  );
}
