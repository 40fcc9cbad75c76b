// What the login screen says when signing in fails. The server's known
// codes map to catalogue keys whose Spanish text is the server's wording ('Usuario o contraseña
// incorrecta' on 401), so English users read it in English too; any other server message is
// shown as sent; with no message at all the status decides. The result is an i18n key
// ('ns:key') or text to show as is.
import { errorMessageKeys, type ApiError } from '@/api';

export const loginMessageKeys = {
  wrongCredentials: 'auth:errors.wrongCredentials',
  tooManyAttempts: 'auth:errors.tooManyAttempts',
  temporaryPasswordExpired: 'auth:errors.temporaryPasswordExpired',
} as const;

/** Stable `code`s of the login endpoint's errors (openapi: Error.code). */
const keysByCode: Record<string, string> = {
  invalid_credentials: loginMessageKeys.wrongCredentials,
  too_many_attempts: loginMessageKeys.tooManyAttempts,
  temporary_password_expired: loginMessageKeys.temporaryPasswordExpired,
};

const fallbackKeys = new Set<string>(Object.values(errorMessageKeys));

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorMessageKeys.unexpected;
  const byCode = error.code ? keysByCode[error.code] : undefined;
  if (byCode) return byCode;
  const fromServer = !fallbackKeys.has(error.message) && error.message.trim() !== '';
  if (fromServer) return error.message;
  if (error.status === 401) return loginMessageKeys.wrongCredentials;
  if (error.status === 429) return loginMessageKeys.tooManyAttempts;
  return error.message;
}
