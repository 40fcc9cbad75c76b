// The text of a failed query: the server's message or an i18n key ('errors:…'); anything else
// (a thrown exception) becomes 'errors:unexpected'. Translate with t(value, {defaultValue: value}).
import { errorMessageKeys } from '@/api';

export function errorMessageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '' && 'status' in error) return message;
  }
  return errorMessageKeys.unexpected;
}
