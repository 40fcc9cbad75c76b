// Step 2: where the data starts, the station, who gets the report, an optional date range, the
// fuel type when the file has no product column, and which file column holds each ticket
// field ('Columna C — Importe'), with the preview of the first rows under it. The container
// suggests the columns (matched by header name, or the customer's saved mapping for this
// layout); a new suggestion replaces the column choices.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import {
  columnLetter,
  columnsOf,
  FUEL_TYPES,
  headerRowOf,
  headersAt,
  NO_COLUMN,
  type ColumnChoices,
  type MappingFormValues,
} from '../model/mappingForm';
import { previewRows } from '../model/previewRows';
import type { PreviewSheet } from '../model/previewTypes';
import { OPTIONAL_FIELDS, TICKET_FIELDS } from '../model/ticketRules';
import { PreviewTable } from './PreviewTable';
import { FormFooter } from '@/components/FormFooter';

export interface ColumnSuggestion {
  /** A new key applies the suggestion again (a new header row, a saved mapping found). */
  key: string;
  columns: ColumnChoices;
  fuelType?: string | null;
  /** The columns come from the customer's saved mapping. */
  fromSavedMapping: boolean;
}

export interface MappingFormProps {
  sheet: PreviewSheet;
  initialValues: MappingFormValues;
  /** Each station's `customerId` picks the users who may get the report. */
  stations: (SelectOption & { customerId: string })[];
  users: (SelectOption & { customerId: string | null })[];
  suggestion: ColumnSuggestion | null;
  validate: (values: MappingFormValues) => FormErrors;
  onSubmit: (values: MappingFormValues) => Promise<FormErrors | undefined>;
  onHeaderRowChange: (headerRow: number) => void;
  onStationChange: (stationId: string) => void;
}

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function ApplySuggestion({ suggestion }: { suggestion: ColumnSuggestion | null }) {
  const form = useForm<MappingFormValues>();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!suggestion || applied.current === suggestion.key) return;
    applied.current = suggestion.key;
    form.batch(() => {
      form.change('columns', suggestion.columns);
      if (suggestion.fuelType) form.change('fuel_type', suggestion.fuelType);
    });
  }, [form, suggestion]);
  return null;
}

/** Tells the container each new header row, once the user stops at a usable number. */
function WatchHeaderRow({
  sheet,
  onChange,
}: {
  sheet: PreviewSheet;
  onChange: (headerRow: number) => void;
}) {
  const { input } = useField<string>('header_row', { subscription: { value: true } });
  const headerRow = headerRowOf({ header_row: input.value }, sheet);
  useEffect(() => onChange(headerRow), [headerRow, onChange]);
  return null;
}

export function MappingForm({
  sheet,
  initialValues,
  stations,
  users,
  suggestion,
  validate,
  onSubmit,
  onHeaderRowChange,
  onStationChange,
}: MappingFormProps) {
  const { t } = useTranslation('ticketsUpload');
  return (
    <Form<MappingFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const headerRow = headerRowOf(values, sheet);
        const headers = headersAt(sheet, headerRow);
        const columnOptions: SelectOption[] = headers.map((header, index) => ({
          value: String(index),
          label: header
            ? t('mapping.columnOption', { letter: columnLetter(index), header })
            : t('mapping.columnOptionNoHeader', { letter: columnLetter(index) }),
        }));
        const noColumn = { value: NO_COLUMN, label: t('mapping.noColumn') };
        const stationCustomer = stations.find((s) => s.value === values.gas_station_id)?.customerId;
        const preview = previewRows(sheet, headerRow, columnsOf(values.columns));
        return (
          <FormStack onSubmit={handleSubmit} noValidate aria-label={t('mapping.formLabel')}>
            <ApplySuggestion suggestion={suggestion} />
            <WatchHeaderRow sheet={sheet} onChange={onHeaderRowChange} />
            <FieldGrid>
              <TextInputField
                name="header_row"
                label={t('mapping.headerRow')}
                helperText={t('mapping.headerRowHelp')}
                mode="digits"
                required
                fullWidth
              />
              <SelectField
                name="gas_station_id"
                label={t('mapping.station')}
                options={stations}
                required
                onValueChange={onStationChange}
              />
              <SelectField
                name="assigned_user_id"
                label={t('mapping.assignedTo')}
                helperText={t('mapping.assignedToHelp')}
                options={users.filter(
                  (u) =>
                    u.customerId === null || !stationCustomer || u.customerId === stationCustomer,
                )}
              />
              <SelectField
                name="fuel_type"
                label={t('mapping.fuelType')}
                helperText={t('mapping.fuelTypeHelp')}
                required={values.columns.product === NO_COLUMN}
                options={FUEL_TYPES.map((fuel) => ({
                  value: fuel,
                  label: t(`mapping.fuelTypes.${fuel}`),
                }))}
              />
              <TextInputField
                name="start_date"
                type="date"
                label={t('mapping.startDate')}
                fullWidth
              />
              <TextInputField name="end_date" type="date" label={t('mapping.endDate')} fullWidth />
            </FieldGrid>
            <SectionTitle>{t('mapping.columnsTitle')}</SectionTitle>
            {suggestion?.fromSavedMapping && (
              <Alert severity="info">{t('mapping.savedApplied')}</Alert>
            )}
            <FieldGrid>
              {TICKET_FIELDS.map((field) => {
                const optional = OPTIONAL_FIELDS.includes(field) || field === 'product';
                return (
                  <SelectField
                    key={field}
                    name={`columns.${field}`}
                    label={t(`mapping.fields.${field}`)}
                    required={!optional}
                    options={optional ? [noColumn, ...columnOptions] : columnOptions}
                  />
                );
              })}
            </FieldGrid>
            <SectionTitle>{t('preview.title')}</SectionTitle>
            <PreviewTable
              fields={preview.fields}
              rows={preview.rows}
              rowsWithErrors={preview.rowsWithErrors}
              truncated={sheet.truncated}
            />
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('mapping.submit')}
            />
          </FormStack>
        );
      }}
    />
  );
}
