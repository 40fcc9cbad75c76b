// The text a failed upload or process call shows: a server failure (5xx) always says to call
// support; otherwise the server's own message, or the catalogue's text for the status.
import { FORM_ERROR } from 'final-form';
import type { TFunction } from 'i18next';
import { errorMessageKeys } from '@/api';
import { failureMessage, failureStatus, type FormErrors } from '@/lib/forms';

export function failureText(error: unknown, t: TFunction): string {
  const status = failureStatus(error);
  if (typeof status === 'number' && status >= 500) return t(errorMessageKeys.server);
  const message = failureMessage(error, errorMessageKeys.unexpected);
  return t(message, { defaultValue: message });
}

export function failureAsFormError(error: unknown, t: TFunction): FormErrors {
  return { [FORM_ERROR]: failureText(error, t) };
}
