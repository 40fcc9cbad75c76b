// The goal form: customer, metric (the goal types and the dashboard's service
// metrics), the stations it applies to (none = all), assigned user, quantity (numeric input),
// and a week or a date range.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { MultiSelectField, SelectField, TextInputField } from '@/components/FormFields';
import { FieldGrid } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import { GOAL_METRICS } from '@/lib/goalMetrics';
import type { GoalFormValues } from '../model/goalForm';

export interface GoalFormProps {
  mode: 'create' | 'edit';
  initialValues: GoalFormValues;
  customers: SelectOption[];
  /** Each option's `customerId` filters it by the chosen customer. */
  stations: (SelectOption & { customerId: string })[];
  users: (SelectOption & { customerId: string | null })[];
  validate: (values: GoalFormValues) => FormErrors;
  onSubmit: (values: GoalFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Actions = styled(Wide)`
  flex-direction: row;
  justify-content: flex-end;
`;

export function GoalForm({
  mode,
  initialValues,
  customers,
  stations,
  users,
  validate,
  onSubmit,
  onCancel,
}: GoalFormProps) {
  const { t } = useTranslation(['goals', 'common']);
  return (
    <Form<GoalFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => (
        <FieldGrid
          as="form"
          onSubmit={handleSubmit}
          noValidate
          aria-label={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
        >
          <SelectField
            name="customer_id"
            label={t('form.customer')}
            options={customers}
            required
            onValueChange={() => {
              form.change('gas_station_ids', []);
              form.change('assigned_user_id', undefined);
            }}
          />
          <SelectField
            name="metric"
            label={t('form.metric')}
            required
            options={GOAL_METRICS.map((m) => ({ value: m, label: t(`metrics.${m}`) }))}
          />
          <Wide>
            <MultiSelectField
              name="gas_station_ids"
              label={t('form.stations')}
              placeholder={t('allStations')}
              disabled={!values.customer_id}
              options={stations.filter((s) => s.customerId === values.customer_id)}
            />
          </Wide>
          <SelectField
            name="assigned_user_id"
            label={t('form.user')}
            disabled={!values.customer_id}
            options={users.filter(
              (u) => u.customerId === null || u.customerId === values.customer_id,
            )}
          />
          <TextInputField
            name="quantity"
            label={t('form.quantity')}
            required
            mode="numeric"
            maxLength={14}
            fullWidth
          />
          <SelectField
            name="period"
            label={t('form.periodKind')}
            required
            options={[
              { value: 'week', label: t('form.byWeek') },
              { value: 'dates', label: t('form.byDates') },
            ]}
          />
          {values.period === 'week' ? (
            <TextInputField name="week" type="week" label={t('form.week')} required fullWidth />
          ) : (
            <>
              <TextInputField
                name="start_date"
                type="date"
                label={t('form.startDate')}
                required
                fullWidth
              />
              <TextInputField
                name="end_date"
                type="date"
                label={t('form.endDate')}
                required
                fullWidth
              />
            </>
          )}
          {submitError && (
            <Wide>
              <Alert severity="error">{String(submitError)}</Alert>
            </Wide>
          )}
          <Actions>
            {onCancel && (
              <Button type="button" variant="text" onClick={onCancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting} disabled={submitting}>
              {mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
            </Button>
          </Actions>
        </FieldGrid>
      )}
    />
  );
}
