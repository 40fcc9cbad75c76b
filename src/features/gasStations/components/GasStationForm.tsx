// The gas station form: every field, required ones marked with *, the state and
// city pickers, time zone, shifts 1 to 4, the customer's own id, and the permit lookup in the
// regulator's registry that can fill name, brand, address and coordinates. Validation comes in
// as `validate` (the contract's schema); `onSubmit` resolves to the server's field errors, if
// any, which show beside their fields.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import type { StationFormValues } from '../model/stationForm';
import {
  RegistryLookupButton,
  RegistryLookupResult,
  type RegistryLookup,
  type RegistryMatch,
} from './RegistryLookupResult';
import { ShiftsFields } from './ShiftsFields';
import { FormFooter } from '@/components/FormFooter';

export interface GasStationFormProps {
  mode: 'create' | 'edit';
  initialValues: StationFormValues;
  customers: SelectOption[];
  states: SelectOption[];
  /** Municipalities of the chosen state. */
  cities: SelectOption[];
  citiesLoading?: boolean;
  timeZones: SelectOption[];
  validate: (values: StationFormValues) => FormErrors;
  registry: RegistryLookup;
  onLookup: (permit: string) => void;
  onStateChange: (state: string) => void;
  /** Resolves to field errors (and FORM_ERROR) when the save failed. */
  onSubmit: (values: StationFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
  /** Extra content under the fields (e.g. the brand photo). */
  children?: ReactNode;
}

const PermitRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  & > :first-child {
    flex: 1;
  }
  & > button {
    margin-top: 26px;
  }
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function GasStationForm({
  mode,
  initialValues,
  customers,
  states,
  cities,
  citiesLoading = false,
  timeZones,
  validate,
  registry,
  onLookup,
  onStateChange,
  onSubmit,
  onCancel,
  children,
}: GasStationFormProps) {
  const { t } = useTranslation(['gasStations', 'common']);
  return (
    <Form<StationFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => {
        const use = (station: RegistryMatch) => {
          form.batch(() => {
            if (station.name) form.change('name', station.name);
            if (station.brand) form.change('brand', station.brand);
            if (station.address) form.change('address', station.address);
            if (station.latitude !== null) form.change('latitude', String(station.latitude));
            if (station.longitude !== null) form.change('longitude', String(station.longitude));
          });
        };
        return (
          <FormStack
            onSubmit={handleSubmit}
            noValidate
            aria-label={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
          >
            <Hint>{t('form.requiredHint')}</Hint>
            <PermitRow>
              <TextInputField
                name="permission"
                label={t('form.permission')}
                helperText={t('form.permissionHelp')}
                required
                fullWidth
                maxLength={40}
                autoComplete="off"
              />
              <RegistryLookupButton
                disabled={!values.permission || registry.status === 'loading'}
                onClick={() => onLookup(values.permission ?? '')}
              />
            </PermitRow>
            <RegistryLookupResult lookup={registry} onUse={use} />
            <FieldGrid>
              <SelectField
                name="customer_id"
                label={t('form.customer')}
                options={customers}
                required
              />
              <TextInputField
                name="name"
                label={t('form.name')}
                required
                fullWidth
                maxLength={100}
              />
              <TextInputField
                name="brand"
                label={t('form.brand')}
                required
                fullWidth
                maxLength={60}
              />
              <TextInputField
                name="bombs"
                label={t('form.bombs')}
                required
                fullWidth
                mode="digits"
                maxLength={3}
              />
              <TextInputField
                name="address"
                label={t('form.address')}
                required
                fullWidth
                maxLength={200}
              />
              <SelectField
                name="state"
                label={t('form.state')}
                options={states}
                required
                onValueChange={(state) => {
                  form.change('city', undefined);
                  onStateChange(state);
                }}
              />
              <SelectField
                name="city"
                label={t('form.city')}
                options={cities}
                required
                disabled={!values.state || citiesLoading}
                placeholder={values.state ? undefined : t('form.cityFirst')}
              />
              <SelectField name="time_zone" label={t('form.timeZone')} options={timeZones} />
              <TextInputField
                name="customer_gas_station_id"
                label={t('form.customerGasStationId')}
                fullWidth
                mode="alphanumeric"
                maxLength={40}
              />
              <TextInputField
                name="latitude"
                label={t('form.latitude')}
                fullWidth
                mode="numeric"
                maxLength={12}
              />
              <TextInputField
                name="longitude"
                label={t('form.longitude')}
                fullWidth
                maxLength={12}
              />
            </FieldGrid>
            {children}
            <SectionTitle>{t('form.shifts')}</SectionTitle>
            <ShiftsFields disabled={submitting} />
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
              onCancel={onCancel}
            />
          </FormStack>
        );
      }}
    />
  );
}
