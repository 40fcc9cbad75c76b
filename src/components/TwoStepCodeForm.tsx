// The one field of a second-step code: six digits of the authenticator app (or, where allowed, a
// recovery code), the submit button and the failure above them. Used by the login's second
// step, by both enrolments (login and 'Mi perfil') and by turning two-step sign-in off.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { FormStack } from './FormLayout.styles';
import { TextField } from './TextField';

export interface TwoStepCodeFormProps {
  onSubmit: (code: string) => void | Promise<void>;
  submitting: boolean;
  submitLabel: ReactNode;
  /** Text of the last failure, already translated; null shows nothing. */
  errorMessage: string | null;
  /** A recovery code is accepted too (the login's second step, turning it off). */
  allowRecoveryCode?: boolean;
  label?: ReactNode;
  /** Shown under the button (e.g. a way back). */
  footer?: ReactNode;
}

/** Six digits, or a recovery code: 16 base32 characters in groups of four. */
export function isPlausibleCode(code: string, allowRecoveryCode: boolean): boolean {
  const compact = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(compact) || (allowRecoveryCode && /^[a-z2-7]{16}$/i.test(compact));
}

export function TwoStepCodeForm({
  onSubmit,
  submitting,
  submitLabel,
  errorMessage,
  allowRecoveryCode = false,
  label,
  footer,
}: TwoStepCodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const valid = isPlausibleCode(code, allowRecoveryCode);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !valid) return;
    void onSubmit(code.trim());
  };

  return (
    <FormStack onSubmit={handleSubmit} noValidate aria-label={t('twoStep.codeFormLabel')}>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <TextField
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        label={label ?? t('twoStep.code')}
        helperText={allowRecoveryCode ? t('twoStep.codeHelpRecovery') : t('twoStep.codeHelp')}
        inputMode={allowRecoveryCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        required
        fullWidth
        disabled={submitting}
      />
      <Button type="submit" size="large" fullWidth loading={submitting} disabled={!valid}>
        {submitLabel}
      </Button>
      {footer}
    </FormStack>
  );
}
