// The panel form: title, name, client (chosen by administrators, fixed for everybody else),
// tiles per row, and the cameras with their order (picker and grid). Changing the client
// empties the grid: its cameras belong to the previous one.
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldError, SelectField, TextInputField } from '@/components/FormFields';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import { COLUMN_CHOICES, type PanelFormValues } from '../model/panelForm';
import type { PanelCamera } from '../model/panelGrid';
import { PanelCamerasEditor, type PickerSource } from './PanelCamerasEditor';
import { FormFooter } from '@/components/FormFooter';

export interface PanelFormProps {
  mode: 'create' | 'edit';
  initialValues: PanelFormValues;
  /** The customers to choose from; without them the customer is fixed (`customerName`). */
  customers?: SelectOption[];
  customerName?: string;
  onCustomerChange?: (customerId: string) => void;
  picker: PickerSource;
  validate: (values: PanelFormValues) => FormErrors;
  onSubmit: (values: PanelFormValues) => Promise<FormErrors | undefined>;
  onCancel: () => void;
}

const Fixed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const FixedLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const FixedError = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

export function PanelForm({
  mode,
  initialValues,
  customers,
  customerName,
  onCustomerChange,
  picker,
  validate,
  onSubmit,
  onCancel,
}: PanelFormProps) {
  const { t } = useTranslation(['panels', 'common']);
  const formLabel = mode === 'create' ? t('form.createTitle') : t('form.editTitle');
  return (
    <Form<PanelFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => (
        <FormStack onSubmit={handleSubmit} noValidate aria-label={formLabel}>
          <FieldGrid>
            <TextInputField
              name="title"
              label={t('fields.title')}
              helperText={t('form.titleHint')}
              required
              fullWidth
              maxLength={100}
            />
            <TextInputField
              name="name"
              label={t('fields.name')}
              helperText={t('form.nameHint')}
              required
              fullWidth
              maxLength={100}
            />
            {customers ? (
              <SelectField
                name="customer_id"
                label={t('fields.customer')}
                options={customers}
                required
                onValueChange={(value) => {
                  form.change('cameras', []);
                  onCustomerChange?.(value);
                }}
              />
            ) : (
              <Field<string> name="customer_id">
                {({ meta }) => (
                  <Fixed>
                    <FixedLabel>{t('fields.customer')}</FixedLabel>
                    <span>{customerName ?? t('form.noCustomer')}</span>
                    {fieldError(meta) && <FixedError role="alert">{fieldError(meta)}</FixedError>}
                  </Fixed>
                )}
              </Field>
            )}
            <SelectField
              name="columns"
              label={t('fields.columns')}
              required
              options={COLUMN_CHOICES.map((value) => ({
                value,
                label: t('form.columnsValue', { count: Number(value) }),
              }))}
            />
          </FieldGrid>
          <Field<PanelCamera[]> name="cameras">
            {({ input, meta }) => (
              <PanelCamerasEditor
                value={Array.isArray(input.value) ? input.value : []}
                onChange={(cameras) => input.onChange(cameras)}
                columns={Number(values.columns) || 1}
                picker={{ ...picker, disabled: picker.disabled || !values.customer_id }}
                error={fieldError({ ...meta, touched: true })}
              />
            )}
          </Field>
          <FormFooter
            error={submitError}
            submitting={submitting}
            submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
            onCancel={onCancel}
          />
        </FormStack>
      )}
    />
  );
}
