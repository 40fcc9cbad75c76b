// The Station volumetric system tab: supplier, one of its systems, and the station's id in that
// system. The pickers may be empty until volumetric suppliers are registered.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import type { FormErrors } from '@/lib/forms';

export interface VolumetricSupplierOption {
  id: number;
  name: string;
  systems: { id: number; name: string }[];
}

export interface VolumetricFormValues {
  supplier_id?: string;
  volumetric_system_id?: string;
  volumetric_station_id?: string;
}

export interface VolumetricFormProps {
  suppliers: VolumetricSupplierOption[];
  initialValues: VolumetricFormValues;
  onSubmit: (values: VolumetricFormValues) => Promise<FormErrors | undefined>;
}

const Description = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function VolumetricForm({ suppliers, initialValues, onSubmit }: VolumetricFormProps) {
  const { t } = useTranslation('gasStations');
  return (
    <Form<VolumetricFormValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={(values) =>
        values.volumetric_station_id && !values.volumetric_system_id
          ? { volumetric_system_id: 'Este campo es obligatorio' }
          : {}
      }
      render={({ handleSubmit, form, submitting, submitError, values, pristine }) => {
        const supplier = suppliers.find((s) => String(s.id) === values.supplier_id);
        return (
          <FormStack
            $maxWidth={520}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('volumetric.title')}
          >
            <Description>{t('volumetric.description')}</Description>
            {suppliers.length === 0 && <Alert severity="info">{t('volumetric.noSuppliers')}</Alert>}
            <SelectField
              name="supplier_id"
              label={t('volumetric.supplier')}
              options={suppliers.map((s) => ({ value: String(s.id), label: s.name }))}
              disabled={suppliers.length === 0}
              onValueChange={() => form.change('volumetric_system_id', undefined)}
            />
            <SelectField
              name="volumetric_system_id"
              label={t('volumetric.system')}
              options={(supplier?.systems ?? []).map((s) => ({
                value: String(s.id),
                label: s.name,
              }))}
              disabled={!supplier}
            />
            <TextInputField
              name="volumetric_station_id"
              label={t('volumetric.stationId')}
              fullWidth
              maxLength={60}
              disabled={!values.volumetric_system_id}
            />
            {submitError && <Alert severity="error">{String(submitError)}</Alert>}
            <div>
              <Button type="submit" loading={submitting} disabled={submitting || pristine}>
                {t('volumetric.save')}
              </Button>
            </div>
          </FormStack>
        );
      }}
    />
  );
}
