// Text of a failed call for the profile forms: the server's message (e.g. the 409 conflict) or
// an i18n key; a field error on body.email is preferred for the e-mail form.
import { errorMessageKeys, type ApiError } from '@/api';

function asApiError(error: unknown): ApiError | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return error as ApiError;
  }
  return null;
}

export function errorMessageOf(error: unknown): string {
  const apiError = asApiError(error);
  return apiError && apiError.message.trim() !== ''
    ? apiError.message
    : errorMessageKeys.unexpected;
}

/**
 * The catalogue key of the password checks' refusals ('ns:key'), so they read in the user's
 * language: a wrong current password, a very common new one, too many tries; else null.
 */
export function passwordRefusalKey(error: unknown): string | null {
  const apiError = asApiError(error);
  if (apiError?.code === 'wrong_password') return 'profile:wrongPassword';
  if (apiError?.code === 'too_many_attempts') return 'profile:tooManyAttempts';
  if (apiError?.errors?.some((item) => item.rule === 'common')) return 'profile:password.common';
  return null;
}

export function fieldErrorOf(error: unknown, field: string): string | null {
  const apiError = asApiError(error);
  return apiError?.errors?.find((item) => item.field === field)?.message ?? null;
}
