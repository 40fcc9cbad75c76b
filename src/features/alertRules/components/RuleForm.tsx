// The alert rule form: name, the condition (its kind, then only the parameters that kind takes:
// fuels, minimum change, hours), the stations it watches (those the user can see), severity,
// channels (in the app, e-mail, WhatsApp) and whether it is active; the preview of the last 30
// days beside it, given by the caller.
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '@/components/Checkbox';
import {
  CheckboxField,
  fieldError,
  MultiSelectField,
  SelectField,
  TextInputField,
} from '@/components/FormFields';
import { FormFooter } from '@/components/FormFooter';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { AlertConditionKind } from '@/lib/alerts/conditionKinds';
import type { FormErrors } from '@/lib/forms';
import {
  CHANNELS,
  CONDITION_KINDS,
  FUELS,
  needs,
  SERVICE_METRICS,
  SEVERITIES,
  type RuleFormValues,
} from '../model/ruleForm';

export interface RuleFormProps {
  mode: 'create' | 'edit';
  initialValues: RuleFormValues;
  /** The stations the user can see. */
  stations: SelectOption[];
  validate: (values: RuleFormValues) => FormErrors;
  onSubmit: (values: RuleFormValues) => Promise<FormErrors | undefined>;
  onCancel: () => void;
  /** The preview for the values being edited (RulePreview), drawn under the fields. */
  preview?: (values: RuleFormValues) => ReactNode;
  /** The kinds offered: those the user's screen flags show (default every kind). */
  kinds?: readonly AlertConditionKind[];
}

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

function ChannelsField({ label, labels }: { label: string; labels: Record<string, string> }) {
  return (
    <Field<string[]> name="channels">
      {({ input, meta }) => {
        const value = Array.isArray(input.value) ? input.value : [];
        const error = fieldError(meta);
        return (
          <Wide>
            <Group>
              <Legend>{label} *</Legend>
              {CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  name={`channels.${channel}`}
                  label={labels[channel]}
                  checked={value.includes(channel)}
                  onChange={(event) => {
                    const next = event.target.checked
                      ? CHANNELS.filter((c) => c === channel || value.includes(c))
                      : value.filter((c) => c !== channel);
                    input.onChange(next);
                    input.onBlur();
                  }}
                />
              ))}
            </Group>
            {error && <ErrorText role="alert">{error}</ErrorText>}
          </Wide>
        );
      }}
    </Field>
  );
}

export function RuleForm({
  mode,
  initialValues,
  stations,
  validate,
  onSubmit,
  onCancel,
  preview,
  kinds = CONDITION_KINDS,
}: RuleFormProps) {
  const { t } = useTranslation(['alertRules', 'common']);
  const formLabel = mode === 'create' ? t('form.createTitle') : t('form.editTitle');
  const channelLabels = Object.fromEntries(CHANNELS.map((c) => [c, t(`channels.${c}`)]));
  return (
    <Form<RuleFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const kind = values.condition?.kind;
        return (
          <FormStack onSubmit={handleSubmit} noValidate aria-label={formLabel}>
            <FieldGrid>
              <Wide>
                <TextInputField
                  name="name"
                  label={t('form.name')}
                  placeholder={t('form.namePlaceholder')}
                  required
                  fullWidth
                  maxLength={120}
                  autoComplete="off"
                />
              </Wide>
              <Wide>
                <SelectField
                  name="condition.kind"
                  label={t('form.kind')}
                  required
                  options={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                />
                {kind && <Hint>{t(`kindHints.${kind}`)}</Hint>}
              </Wide>
              {needs(kind, 'fuels') && (
                <MultiSelectField
                  name="condition.fuels"
                  label={`${t('form.fuels')} *`}
                  options={FUELS.map((f) => ({ value: f, label: t(`fuels.${f}`) }))}
                />
              )}
              {needs(kind, 'min_change') && (
                <TextInputField
                  name="condition.min_change"
                  label={t('form.minChange')}
                  helperText={t('form.minChangeHint')}
                  required
                  fullWidth
                  mode="numeric"
                  maxLength={6}
                />
              )}
              {needs(kind, 'hours') && (
                <TextInputField
                  name="condition.hours"
                  label={t('form.hours')}
                  required
                  fullWidth
                  mode="digits"
                  maxLength={3}
                />
              )}
              {needs(kind, 'metric') && (
                <SelectField
                  name="condition.metric"
                  label={t('form.metric')}
                  required
                  options={SERVICE_METRICS.map((m) => ({ value: m, label: t(`metrics.${m}`) }))}
                />
              )}
              {needs(kind, 'min_vehicles') && (
                <TextInputField
                  name="condition.min_vehicles"
                  label={t('form.minVehicles')}
                  required
                  fullWidth
                  mode="digits"
                  maxLength={4}
                />
              )}
              <Wide>
                <MultiSelectField
                  name="gas_station_ids"
                  label={`${t('form.stations')} *`}
                  placeholder={t('form.stationsPlaceholder')}
                  options={stations}
                />
                <Hint>{t('form.stationsHint')}</Hint>
              </Wide>
              <SelectField
                name="severity"
                label={t('form.severity')}
                required
                options={SEVERITIES.map((s) => ({ value: s, label: t(`severities.${s}`) }))}
              />
              <ChannelsField label={t('form.channels')} labels={channelLabels} />
              <Wide>
                <CheckboxField name="enabled" label={t('form.enabled')} />
              </Wide>
            </FieldGrid>
            {preview?.(values)}
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
              onCancel={onCancel}
            />
          </FormStack>
        );
      }}
    />
  );
}
