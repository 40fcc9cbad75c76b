// The text a failed upload or process call shows: a server failure (5xx) always says to call
// support; otherwise the server's own message, or the catalogue's text for the status.
import type { TFunction } from 'i18next';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';

export function failureText(error: unknown, t: TFunction): string {
  const message = failureMessage(error, { statuses: { '5xx': errorMessageKeys.server } });
  return t(message, { defaultValue: message });
}

export function failureAsFormError(error: unknown, t: TFunction): FormErrors {
  return submitFailure(failureText(error, t));
}
