// Labelled text input. The label, the required asterisk and the helper/error line are wired by id
// (label htmlFor, aria-describedby, aria-invalid) so screen readers read them with the field.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Adornment,
  FieldLabel,
  FieldRoot,
  HelperText,
  Input,
  InputBox,
  RequiredMark,
} from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label?: ReactNode;
  /** true marks the field invalid; text is also shown below the field (instead of helperText). */
  error?: ReactNode | boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  className?: string;
}

export function TextField({
  label,
  error,
  helperText,
  fullWidth = false,
  size = 'medium',
  startAdornment,
  endAdornment,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const messageId = `${inputId}-message`;
  const errorText = typeof error === 'boolean' ? null : error;
  const invalid = Boolean(error);
  const message = errorText ?? helperText;
  const hasMessage = message !== undefined && message !== null && message !== '';
  const describedByIds = [describedBy, hasMessage ? messageId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldRoot $fullWidth={fullWidth} className={className}>
      {label !== undefined && (
        <FieldLabel htmlFor={inputId}>
          {label}
          {required && <RequiredMark aria-hidden>*</RequiredMark>}
        </FieldLabel>
      )}
      <InputBox $invalid={invalid} $disabled={Boolean(disabled)} $small={size === 'small'}>
        {startAdornment && <Adornment>{startAdornment}</Adornment>}
        <Input
          id={inputId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds || undefined}
          {...inputProps}
        />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
      </InputBox>
      {hasMessage && (
        <HelperText id={messageId} $error={Boolean(errorText)}>
          {message}
        </HelperText>
      )}
    </FieldRoot>
  );
}
