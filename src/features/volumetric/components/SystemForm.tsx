// The system (connector) form, for both a new system and an edit: General, Solicitud de datos
// (with the optional address of the SAT report files), Autenticación, Parámetros, Respuesta and Mapeo de datos. `renderTest` places the 'Probar
// conexión' panel inside the form so it can use the values not saved yet.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import type { FormErrors } from '@/lib/forms';
import { HTTP_METHODS, type SystemFormValues } from '../model/systemForm';
import { AuthFields } from './systemForm/AuthFields';
import { FormSection, Wide } from './systemForm/FormSection';
import { MapperFields } from './systemForm/MapperFields';
import { ParamsFields } from './systemForm/ParamsFields';
import { TextAreaField } from './systemForm/TextAreaField';
import { FormFooter } from '@/components/FormFooter';

export interface SystemFormTestState {
  values: SystemFormValues;
  valid: boolean;
  /** Shows every field's error (a submit that the invalid form refuses). Only while invalid. */
  showErrors: () => void;
}

export interface SystemFormProps {
  mode: 'create' | 'edit';
  initialValues: SystemFormValues;
  validate: (values: SystemFormValues) => FormErrors;
  onSubmit: (values: SystemFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
  renderTest?: (state: SystemFormTestState) => ReactNode;
}

export function SystemForm({
  mode,
  initialValues,
  validate,
  onSubmit,
  onCancel,
  renderTest,
}: SystemFormProps) {
  const { t } = useTranslation(['volumetric', 'common']);
  return (
    <Form<SystemFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values, hasValidationErrors }) => (
        <FormStack
          onSubmit={handleSubmit}
          noValidate
          aria-label={
            mode === 'create' ? t('systemForm.formLabelCreate') : t('systemForm.formLabelEdit')
          }
        >
          <FormSection title={t('systemForm.sections.general')}>
            <Wide>
              <TextInputField
                name="name"
                label={t('systemForm.general.name')}
                required
                maxLength={120}
                fullWidth
              />
            </Wide>
            <TextInputField
              name="pull_interval_minutes"
              label={t('systemForm.general.interval')}
              helperText={t('systemForm.general.intervalHelp')}
              mode="digits"
              required
              maxLength={4}
              fullWidth
            />
            <TextInputField
              name="look_back_days"
              label={t('systemForm.general.lookBack')}
              helperText={t('systemForm.general.lookBackHelp')}
              mode="digits"
              required
              maxLength={1}
              fullWidth
            />
          </FormSection>

          <FormSection title={t('systemForm.sections.request')}>
            <TextInputField
              name="data_url"
              type="url"
              label={t('systemForm.request.url')}
              placeholder="https://"
              required
              maxLength={2000}
              fullWidth
            />
            <SelectField
              name="data_method"
              label={t('systemForm.request.method')}
              required
              options={HTTP_METHODS.map((value) => ({ value, label: value }))}
            />
            <Wide>
              <TextAreaField
                name="data_body"
                label={t('systemForm.request.body')}
                helperText={t('systemForm.request.bodyHelp')}
                placeholder='{ "filters": {} }'
                maxLength={20000}
                rows={6}
              />
            </Wide>
            <Wide>
              <TextInputField
                name="reports_url"
                type="url"
                label={`${t('systemForm.request.reportsUrl')} (${t('systemForm.mapping.optional')})`}
                helperText={t('systemForm.request.reportsUrlHelp')}
                placeholder="https://"
                maxLength={2000}
                fullWidth
              />
            </Wide>
          </FormSection>

          <AuthFields mode={values.auth_mode} />
          <ParamsFields places={values.params} />

          <FormSection title={t('systemForm.sections.response')}>
            <Wide>
              <TextInputField
                name="records_path"
                label={t('systemForm.response.recordsPath')}
                helperText={t('systemForm.response.recordsPathHelp')}
                placeholder="$.data.tickets[*]"
                required
                maxLength={200}
                fullWidth
              />
            </Wide>
          </FormSection>

          <MapperFields />

          {renderTest?.({
            values,
            valid: !hasValidationErrors,
            showErrors: () => void form.submit(),
          })}

          <FormFooter
            error={submitError}
            submitting={submitting}
            submitLabel={
              mode === 'create' ? t('systemForm.submitCreate') : t('systemForm.submitEdit')
            }
            onCancel={onCancel}
          />
        </FormStack>
      )}
    />
  );
}
