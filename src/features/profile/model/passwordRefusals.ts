// The profile forms' wording of the password checks' refusals (catalogue keys, so they read in
// the user's language): a wrong current password, too many tries, a very common new one.
import { type KnownFailures } from '@/lib/apiFailure';

export const PASSWORD_REFUSALS: KnownFailures = {
  codes: { wrong_password: 'profile:wrongPassword', too_many_attempts: 'profile:tooManyAttempts' },
  rules: { common: 'profile:password.common' },
};
