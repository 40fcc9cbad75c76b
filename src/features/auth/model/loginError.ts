// What the login screen says when signing in fails (options of failureMessage). The server's
// known codes map to catalogue keys whose Spanish text is the server's wording ('Usuario o
// contraseña incorrecta' on 401), so English users read it in English too; any other server
// message is shown as sent; with no message at all the status decides.
import { type FailureMessageOptions } from '@/lib/apiFailure';

export const loginMessageKeys = {
  wrongCredentials: 'auth:errors.wrongCredentials',
  tooManyAttempts: 'auth:errors.tooManyAttempts',
  temporaryPasswordExpired: 'auth:errors.temporaryPasswordExpired',
  wrongCode: 'auth:errors.wrongCode',
  tooManyCodes: 'auth:errors.tooManyCodes',
  challengeExpired: 'auth:errors.challengeExpired',
} as const;

export const LOGIN_FAILURES: FailureMessageOptions = {
  /** Stable `code`s of the login endpoint's errors (openapi: Error.code). */
  codes: {
    invalid_credentials: loginMessageKeys.wrongCredentials,
    too_many_attempts: loginMessageKeys.tooManyAttempts,
    temporary_password_expired: loginMessageKeys.temporaryPasswordExpired,
  },
  statusesWithoutMessage: {
    401: loginMessageKeys.wrongCredentials,
    429: loginMessageKeys.tooManyAttempts,
  },
};

/** What the second step says when a code is refused. */
export const SECOND_STEP_FAILURES: FailureMessageOptions = {
  codes: {
    invalid_code: loginMessageKeys.wrongCode,
    too_many_attempts: loginMessageKeys.tooManyCodes,
    challenge_expired: loginMessageKeys.challengeExpired,
  },
  statusesWithoutMessage: {
    401: loginMessageKeys.wrongCode,
    429: loginMessageKeys.tooManyCodes,
  },
};

/** The challenge is gone (expired, used): the password has to be typed again. */
export const isChallengeExpired = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'challenge_expired';
