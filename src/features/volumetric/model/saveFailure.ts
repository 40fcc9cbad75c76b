// What a failed call of the volumetric screens tells the user: 5xx (the endpoints answer 501
// until the server is done) -> the support message, 404 -> 'Sistema no encontrado', anything
// else -> the server's message (422 explains which value the connector cannot use).
import { errorMessageKeys } from '@/api';
import { failureMessage, failureStatus } from '@/lib/forms';

export const NOT_FOUND_KEY = 'volumetric:notFound';

/** An i18n key or the server's own text. */
export function saveFailureMessage(error: unknown): string {
  const status = failureStatus(error);
  if (typeof status === 'number' && status >= 500) return errorMessageKeys.server;
  if (status === 404) return NOT_FOUND_KEY;
  return failureMessage(error, errorMessageKeys.unexpected);
}
