// A labelled monospace textarea for final-form (JSON bodies). `masked` hides what is typed
// until the user asks to see it, for bodies that carry passwords.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from 'react-final-form';
import styled, { css } from 'styled-components';
import { Button } from '@/components/Button';
import { fieldError } from '@/components/FormFields';
import { FieldLabel, HelperText, RequiredMark } from '@/components/TextField.styles';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  helperText?: string;
  placeholder?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  masked?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Area = styled.textarea<{ $invalid: boolean; $masked: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid
    ${({ $invalid, theme }) => ($invalid ? theme.colors.alert.error.main : theme.colors.grey[300])};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  ${({ $masked }) =>
    $masked &&
    css`
      -webkit-text-security: disc;
    `}
`;

export function TextAreaField({
  name,
  label,
  helperText,
  placeholder,
  required,
  rows = 5,
  maxLength,
  masked = false,
}: TextAreaFieldProps) {
  const { t } = useTranslation('volumetric');
  const id = `textarea-${useId()}`;
  const [revealed, setRevealed] = useState(false);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const message = error ?? helperText;
        return (
          <Root>
            <LabelRow>
              <FieldLabel htmlFor={id}>
                {label}
                {required && <RequiredMark aria-hidden>*</RequiredMark>}
              </FieldLabel>
              {masked && (
                <Button
                  type="button"
                  variant="text"
                  size="small"
                  aria-controls={id}
                  onClick={() => setRevealed((value) => !value)}
                >
                  {revealed ? t('systemForm.auth.hide') : t('systemForm.auth.show')}
                </Button>
              )}
            </LabelRow>
            <Area
              {...input}
              value={input.value ?? ''}
              id={id}
              rows={rows}
              maxLength={maxLength}
              placeholder={placeholder}
              required={required}
              spellCheck={false}
              autoComplete="off"
              $invalid={Boolean(error)}
              $masked={masked && !revealed}
              aria-invalid={error ? true : undefined}
              aria-describedby={message ? `${id}-message` : undefined}
            />
            {message && (
              <HelperText id={`${id}-message`} $error={Boolean(error)}>
                {message}
              </HelperText>
            )}
          </Root>
        );
      }}
    </Field>
  );
}
