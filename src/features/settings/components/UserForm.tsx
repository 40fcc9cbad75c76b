// The user form: name, e-mail, 10-digit telephone, password and confirmation (with
// the strength checklist), role, customer (administrators), access per gas station, screen
// permissions and the six report permissions, and the photo. `validate` carries the contract's
// rules; `onSubmit` resolves to the server's field errors, shown beside their fields.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  CheckboxField,
  MultiSelectField,
  SelectField,
  TextInputField,
  fieldError,
} from '@/components/FormFields';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import { PasswordField } from '@/components/PasswordField';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import { REPORT_PERMISSION_KEYS, SCREEN_PERMISSIONS, type UserFormValues } from '../model/userForm';
import { FormFooter } from '@/components/FormFooter';

export interface UserFormProps {
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  roles: SelectOption[];
  /** Shown to administrators only (they choose the customer). */
  customers?: SelectOption[];
  stations: SelectOption[];
  /** Station id -> its customer id: with `customers`, only the chosen customer's are offered. */
  stationCustomers?: Record<string, string>;
  validate: (values: UserFormValues) => FormErrors;
  onSubmit: (values: UserFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
  /** The photo picker. */
  photo?: ReactNode;
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xl}px;
  border: none;
  padding: 0;
  margin: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function UserForm({
  mode,
  initialValues,
  roles,
  customers,
  stations,
  stationCustomers,
  validate,
  onSubmit,
  onCancel,
  photo,
}: UserFormProps) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Form<UserFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <FormStack
          onSubmit={handleSubmit}
          noValidate
          aria-label={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
        >
          {photo}
          <FieldGrid>
            <TextInputField name="name" label={t('form.name')} required fullWidth maxLength={100} />
            <TextInputField
              name="email"
              type="email"
              label={t('form.email')}
              required
              fullWidth
              maxLength={254}
              autoComplete="off"
            />
            <TextInputField
              name="telephone"
              label={t('form.telephone')}
              helperText={t('form.telephoneHelp')}
              mode="digits"
              maxLength={10}
              fullWidth
            />
            <SelectField name="user_role_id" label={t('form.role')} options={roles} required />
            {(['password', 'password_confirmation'] as const).map((name) => (
              <Field<string> key={name} name={name}>
                {({ input, meta }) => (
                  <PasswordField
                    {...input}
                    value={input.value ?? ''}
                    label={
                      name === 'password' ? t('form.password') : t('form.passwordConfirmation')
                    }
                    required={mode === 'create'}
                    helperText={
                      mode === 'edit' && name === 'password'
                        ? t('form.passwordEditHelp')
                        : undefined
                    }
                    autoComplete="new-password"
                    fullWidth
                    error={fieldError(meta)}
                  />
                )}
              </Field>
            ))}
            {customers && values.user_role_id !== '1' && (
              <SelectField
                name="customer_id"
                label={t('form.customer')}
                options={customers}
                required
              />
            )}
          </FieldGrid>
          {values.user_role_id === '1' ? (
            <Note>{t('form.stationsAdmin')}</Note>
          ) : (
            <MultiSelectField
              name="gas_station_ids"
              label={t('form.stations')}
              options={
                customers && stationCustomers
                  ? stations.filter((s) => stationCustomers[s.value] === values.customer_id)
                  : stations
              }
            />
          )}
          <Group>
            <legend>{t('form.permissions')}</legend>
            {SCREEN_PERMISSIONS.map((key) => (
              <CheckboxField
                key={key}
                name={`permissions.${key}`}
                label={t(`permissions.${key}`)}
              />
            ))}
          </Group>
          <Group>
            <legend>{t('form.reportPermissions')}</legend>
            {REPORT_PERMISSION_KEYS.map((key) => (
              <CheckboxField
                key={key}
                name={`report_permissions.${key}`}
                label={t(`reportPermissions.${key}`)}
              />
            ))}
          </Group>
          <FormFooter
            error={submitError}
            submitting={submitting}
            submitLabel={mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
            onCancel={onCancel}
          />
        </FormStack>
      )}
    />
  );
}
