// The profile forms' wording of the password checks' refusals (catalogue keys, so they read in
// the user's language): a wrong current password, too many tries, a very common new one; and, in
// the two-step dialogs, a wrong code.
import { type KnownFailures } from '@/lib/apiFailure';

export const PASSWORD_REFUSALS: KnownFailures = {
  codes: { wrong_password: 'profile:wrongPassword', too_many_attempts: 'profile:tooManyAttempts' },
  rules: { common: 'profile:password.common' },
};

/** The two-step dialogs: the password's refusals, and a wrong code of the authenticator app. */
export const TWO_STEP_REFUSALS: KnownFailures = {
  ...PASSWORD_REFUSALS,
  codes: { ...PASSWORD_REFUSALS.codes, invalid_code: 'auth:errors.wrongCode' },
};
