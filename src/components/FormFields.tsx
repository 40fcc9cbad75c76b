// react-final-form adapters for the UI kit's inputs, shared by every management form: the error
// shows beside the field once it was touched or a submit failed (client check or the server's
// per-field 400), required fields carry the asterisk, and text inputs can follow an input mode
// (keystrokes that break it are ignored). Presentational: values come through
// final-form, nothing else.
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import { filterInput, type InputMode } from '@/lib/forms';
import { Checkbox } from './Checkbox';
import { MultiSelect } from './MultiSelect';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { Select, type SelectOption } from './Select';
import { TextField, type TextFieldProps } from './TextField';

/** The message to show under a field: its own error, or what the server said of it. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.modifiedSinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.touched || meta.submitFailed)) return String(meta.error);
  return undefined;
}

export interface TextInputFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'label'
> {
  name: string;
  label: ReactNode;
  mode?: InputMode;
}

export function TextInputField({ name, label, mode, ...rest }: TextInputFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          onChange={(event) => {
            const next = event.target.value;
            input.onChange(mode ? filterInput(mode, next, input.value ?? '') : next);
          }}
          inputMode={mode === 'numeric' || mode === 'digits' ? 'decimal' : rest.inputMode}
          label={label}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

/** Longest password any form accepts (the server's own limit). */
export const PASSWORD_MAX_LENGTH = 200;

export interface PasswordInputFieldProps extends Omit<
  PasswordFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'label'
> {
  name: string;
  label: ReactNode;
  /** The password form's own verdict (common, weak, mismatch), shown as the user types. */
  error?: string;
  /** Runs before final-form's focus handling (e.g. fetch the common-password list). */
  onFocus?: () => void;
}

/** A required, full-width password input bound to final-form (the password forms' fields). */
export function PasswordInputField({ name, onFocus, ...rest }: PasswordInputFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <PasswordField
          maxLength={PASSWORD_MAX_LENGTH}
          required
          fullWidth
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={(event) => {
            onFocus?.();
            input.onFocus(event);
          }}
        />
      )}
    </Field>
  );
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  emptyText?: ReactNode;
  helperText?: ReactNode;
  /** Called after the value changes (e.g. load the cities of a state). */
  onValueChange?: (value: string) => void;
}

export function SelectField({ name, onValueChange, ...rest }: SelectFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select
          {...rest}
          value={input.value || null}
          onChange={(value) => {
            input.onChange(value);
            input.onBlur();
            onValueChange?.(value);
          }}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

export interface MultiSelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  emptyText?: ReactNode;
}

export function MultiSelectField({ name, ...rest }: MultiSelectFieldProps) {
  return (
    <Field<string[]> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Stack>
            <MultiSelect
              {...rest}
              width="100%"
              value={Array.isArray(input.value) ? input.value : []}
              onChange={(value) => {
                input.onChange(value);
                input.onBlur();
              }}
            />
            {error && <ErrorText role="alert">{error}</ErrorText>}
          </Stack>
        );
      }}
    </Field>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
}

export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Checkbox
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          label={label}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
