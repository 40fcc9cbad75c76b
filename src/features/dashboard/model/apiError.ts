// The text of a failed call: the server's message, or an i18n key of the 'errors' namespace
// when none came (network down...). Translate with t(text, { defaultValue: text }).
import { errorMessageKeys } from '@/api';

export function apiErrorText(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return errorMessageKeys.unexpected;
}
