// The Station shifts tab: the four shift rows on their own, saved with 'Guardar turnos'.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { FormStack } from '@/components/FormLayout.styles';
import type { FormErrors } from '@/lib/forms';
import type { StationFormValues } from '../model/stationForm';
import { ShiftsFields } from './ShiftsFields';

export interface ShiftsFormProps {
  initialValues: StationFormValues;
  validate: (values: StationFormValues) => FormErrors;
  onSubmit: (values: StationFormValues) => Promise<FormErrors | undefined>;
}

const Description = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function ShiftsForm({ initialValues, validate, onSubmit }: ShiftsFormProps) {
  const { t } = useTranslation('gasStations');
  return (
    <Form<StationFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, pristine }) => (
        <FormStack
          $maxWidth={640}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('shifts.title')}
        >
          <Description>{t('shifts.description')}</Description>
          <ShiftsFields disabled={submitting} />
          {submitError && <Alert severity="error">{String(submitError)}</Alert>}
          <div>
            <Button type="submit" loading={submitting} disabled={submitting || pristine}>
              {t('shifts.save')}
            </Button>
          </div>
        </FormStack>
      )}
    />
  );
}
