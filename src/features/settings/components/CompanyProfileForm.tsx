// The company profile: legal name, RFC, address, city, state, postal code, main
// contact (name, job title, e-mail, phone), picture and invoice details. Read-only for roles
// that may not change it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextInputField } from '@/components/FormFields';
import { FormActions, FormStack } from '@/components/FormLayout.styles';
import type { FormErrors } from '@/lib/forms';
import type { CompanyFormValues } from '../model/companyForm';

export interface CompanyProfileFormProps {
  initialValues: CompanyFormValues;
  readOnly?: boolean;
  validate: (values: CompanyFormValues) => FormErrors;
  onSubmit: (values: CompanyFormValues) => Promise<FormErrors | undefined>;
  /** The picture picker. */
  picture?: ReactNode;
}

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  border: none;
  margin: 0;
  padding: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function CompanyProfileForm({
  initialValues,
  readOnly = false,
  validate,
  onSubmit,
  picture,
}: CompanyProfileFormProps) {
  const { t } = useTranslation('settings');
  const field = (
    name: keyof CompanyFormValues,
    label: string,
    extra: Record<string, unknown> = {},
  ) => <TextInputField name={name} label={label} fullWidth disabled={readOnly} {...extra} />;
  return (
    <Form<CompanyFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, pristine }) => (
        <FormStack
          $maxWidth={880}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('company.title')}
        >
          {readOnly && <Alert severity="info">{t('company.readOnly')}</Alert>}
          {picture}
          <Grid>
            {field('legal_name', t('company.legalName'), { required: true, maxLength: 200 })}
            {field('rfc', t('company.rfc'), { maxLength: 13, mode: 'alphanumeric' })}
            {field('address', t('company.address'), { maxLength: 200 })}
            {field('city', t('company.city'), { maxLength: 100 })}
            {field('state', t('company.state'), { maxLength: 60 })}
            {field('postal_code', t('company.postalCode'), { maxLength: 5, mode: 'digits' })}
          </Grid>
          <Grid>
            <legend>{t('company.contact')}</legend>
            {field('contact_name', t('company.contactName'), { maxLength: 100 })}
            {field('contact_job_title', t('company.jobTitle'), { maxLength: 100 })}
            {field('contact_email', t('company.contactEmail'), { type: 'email', maxLength: 254 })}
            {field('contact_phone', t('company.contactPhone'), { maxLength: 10, mode: 'digits' })}
          </Grid>
          <Grid>
            <legend>{t('company.invoice')}</legend>
            {field('invoice_email', t('company.invoiceEmail'), { type: 'email', maxLength: 254 })}
            {field('cfdi_use', t('company.cfdiUse'), { maxLength: 3 })}
            {field('tax_regime', t('company.taxRegime'), { maxLength: 3, mode: 'digits' })}
          </Grid>
          {submitError && <Alert severity="error">{String(submitError)}</Alert>}
          {!readOnly && (
            <FormActions>
              <Button type="submit" loading={submitting} disabled={submitting || pristine}>
                {t('company.save')}
              </Button>
            </FormActions>
          )}
        </FormStack>
      )}
    />
  );
}
