// Report schedules (the spec's report configurations) of a station or a user: one card per report
// type with status on/off, periodicity (daily; weekly with a weekday; monthly with a day of the
// month), send time, channel (WhatsApp or e-mail) and, when given, the contacts it goes to. Each
// card saves on its own. Presentational: `onSave` resolves to field errors when the save failed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { CheckboxField, MultiSelectField, SelectField, TextInputField } from './FormFields';
import type { SelectOption } from './Select';
import { Skeleton } from './Skeleton';
import type { ReportSchedulePayload, ReportScheduleValues } from '@/lib/forms';
import type { ReportType } from '@/lib/reports/reportTypes';
import { RetryAlert } from './RetryAlert';

export type ReportScheduleType = ReportType;

/** A saved configuration: the payload's values, its report type and whether the user may use it. */
export interface ReportScheduleItem extends ReportSchedulePayload {
  id: number;
  report_type: ReportScheduleType;
  allowed: boolean;
}

export type { ReportScheduleValues };

export interface ReportSchedulesPanelProps {
  items: ReportScheduleItem[];
  /** Contacts the reports may go to; omit to hide the contacts picker. */
  contacts?: SelectOption[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  validate?: (values: ReportScheduleValues) => Record<string, unknown>;
  onSave: (
    id: number,
    values: ReportScheduleValues,
  ) => Promise<Record<string, unknown> | undefined>;
}

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export function valuesOfSchedule(item: ReportScheduleItem): ReportScheduleValues {
  return {
    enabled: item.enabled,
    periodicity: item.periodicity,
    weekday: item.weekday === null ? undefined : String(item.weekday),
    day_of_month: item.day_of_month === null ? undefined : String(item.day_of_month),
    send_time: item.send_time,
    channel: item.channel,
    contact_ids: item.contact_ids.map(String),
  };
}

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

function ScheduleCard({
  item,
  contacts,
  validate,
  onSave,
}: {
  item: ReportScheduleItem;
  contacts?: SelectOption[];
  validate?: ReportSchedulesPanelProps['validate'];
  onSave: ReportSchedulesPanelProps['onSave'];
}) {
  const { t } = useTranslation('reportSchedules');
  const title = t(`types.${item.report_type}`);
  // Stable while the item is: a new object each render would reset the form (final-form
  // re-initialises when initialValues change).
  const initialValues = useMemo(() => valuesOfSchedule(item), [item]);
  return (
    <Card title={title}>
      <Form<ReportScheduleValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => onSave(item.id, values)}
        render={({ handleSubmit, submitting, submitError, values, pristine }) => (
          <FormRoot onSubmit={handleSubmit} noValidate aria-label={title}>
            {!item.allowed && <Alert severity="info">{t('notAllowed')}</Alert>}
            <CheckboxField name="enabled" label={t('on')} disabled={!item.allowed} />
            <SelectField
              name="periodicity"
              label={t('periodicity')}
              required
              options={(['daily', 'weekly', 'monthly'] as const).map((p) => ({
                value: p,
                label: t(`periodicities.${p}`),
              }))}
            />
            {values.periodicity === 'weekly' && (
              <SelectField
                name="weekday"
                label={t('weekday')}
                required
                options={['1', '2', '3', '4', '5', '6', '7'].map((d) => ({
                  value: d,
                  label: t(`weekdays.${d}`),
                }))}
              />
            )}
            {values.periodicity === 'monthly' && (
              <SelectField
                name="day_of_month"
                label={t('dayOfMonth')}
                required
                helperText={t('dayOfMonthHelp')}
                options={DAYS.map((d) => ({ value: d, label: d }))}
              />
            )}
            <TextInputField name="send_time" type="time" label={t('sendTime')} required fullWidth />
            <SelectField
              name="channel"
              label={t('channel')}
              required
              options={(['email', 'whatsapp'] as const).map((c) => ({
                value: c,
                label: t(`channels.${c}`),
              }))}
            />
            {contacts && (
              <MultiSelectField
                name="contact_ids"
                label={t('contacts')}
                options={contacts}
                emptyText={t('noContacts')}
              />
            )}
            {submitError && <Alert severity="error">{String(submitError)}</Alert>}
            <Actions>
              <Button
                type="submit"
                size="small"
                loading={submitting}
                disabled={submitting || pristine}
              >
                {t('save')}
              </Button>
            </Actions>
          </FormRoot>
        )}
      />
    </Card>
  );
}

export function ReportSchedulesPanel({
  items,
  contacts,
  loading = false,
  error = null,
  validate,
  onSave,
}: ReportSchedulesPanelProps) {
  const { t } = useTranslation(['reportSchedules', 'common']);
  if (error) {
    return <RetryAlert failure={error} />;
  }
  if (loading) {
    return (
      <List aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rect" height={320} />
        ))}
      </List>
    );
  }
  if (items.length === 0) return <EmptyState icon="file" title={t('empty')} compact />;
  return (
    <List>
      {items.map((item) => (
        <ScheduleCard
          key={item.id}
          item={item}
          contacts={contacts}
          validate={validate}
          onSave={onSave}
        />
      ))}
    </List>
  );
}
