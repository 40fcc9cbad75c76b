// What a failed call of the volumetric screens tells the user (options of failureMessage): 5xx
// (the endpoints answer 501 until the server is done) -> the support message, 404 -> 'Sistema
// no encontrado', anything else -> the server's message (422 explains which value the
// connector cannot use).
import { errorMessageKeys, type FailureMessageOptions } from '@/lib/apiFailure';

export const NOT_FOUND_KEY = 'volumetric:notFound';

export const VOLUMETRIC_FAILURES: FailureMessageOptions = {
  statuses: { 404: NOT_FOUND_KEY, '5xx': errorMessageKeys.server },
};
