// 'Notificaciones de alertas' on the profile: quiet hours (from, to; across midnight when 'to' is
// earlier) and the daily digest e-mail with its time, saved with 'Guardar notificaciones'. A note
// says quiet hours are read in each station's own time zone, and that critical alerts do not wait.
// Presentational: `onSubmit` resolves with the field errors or the failure (submitFailure).
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxField, TextInputField } from '@/components/FormFields';
import { FormFooter } from '@/components/FormFooter';
import { FieldGrid, FormStack } from '@/components/FormLayout.styles';
import type { FormErrors } from '@/lib/forms';
import { validateNoticeSettings, type NoticeSettingsValues } from '../model/noticeSettings';

export interface AlertNoticeSettingsFormProps {
  /** Keep the same object while the saved settings do not change (else the form resets). */
  initialValues: NoticeSettingsValues;
  onSubmit: (values: NoticeSettingsValues) => Promise<FormErrors | undefined>;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function AlertNoticeSettingsForm({ initialValues, onSubmit }: AlertNoticeSettingsFormProps) {
  const { t } = useTranslation('profile');
  const title = t('notices.title');
  return (
    <Form<NoticeSettingsValues>
      initialValues={initialValues}
      validate={validateNoticeSettings}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, pristine, submitError, values }) => {
        const { start, end } = values.quiet_hours ?? {};
        const overnight = Boolean(start && end && end < start);
        return (
          <FormStack $maxWidth={560} onSubmit={handleSubmit} noValidate aria-label={title}>
            <Group>
              <CheckboxField name="quiet" label={t('notices.quiet')} disabled={submitting} />
              {values.quiet && (
                <FieldGrid>
                  <TextInputField
                    name="quiet_hours.start"
                    type="time"
                    label={t('notices.quietStart')}
                    required
                    fullWidth
                    disabled={submitting}
                  />
                  <TextInputField
                    name="quiet_hours.end"
                    type="time"
                    label={t('notices.quietEnd')}
                    helperText={overnight ? t('notices.overnight') : undefined}
                    required
                    fullWidth
                    disabled={submitting}
                  />
                </FieldGrid>
              )}
              <Note role="note">{t('notices.quietNote')}</Note>
            </Group>
            <Group>
              <CheckboxField name="digest" label={t('notices.digest')} disabled={submitting} />
              {values.digest && (
                <FieldGrid>
                  <TextInputField
                    name="digest_time"
                    type="time"
                    label={t('notices.digestTime')}
                    required
                    fullWidth
                    disabled={submitting}
                  />
                </FieldGrid>
              )}
              <Note>{t('notices.digestNote')}</Note>
            </Group>
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('notices.save')}
              submitDisabled={submitting || pristine}
            />
          </FormStack>
        );
      }}
    />
  );
}
