// Password rules of the profile's change-password form: the same as the new-password screen
// (part 2 §4-§5), on top of `@/lib/passwordRules`. Submit is enabled only with both fields typed
// and equal, no save running, and strength 3 or more. Segment i of the bar lights at i + 1.
import {
  PASSWORD_STRONG,
  passwordChecks,
  passwordStrength,
  type PasswordChecks,
} from '@/lib/passwordRules';

export type { PasswordChecks };
export type StrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

export const PASSWORD_REQUIREMENTS: readonly (keyof PasswordChecks)[] = [
  'length',
  'uppercase',
  'digit',
  'special',
];
export const STRENGTH_SEGMENTS = 3;

export function strengthLevel(strength: number): StrengthLevel {
  if (strength >= 3) return 'strong';
  if (strength === 2) return 'medium';
  if (strength === 1) return 'weak';
  return 'none';
}

export interface PasswordFormEvaluation {
  checks: PasswordChecks;
  strength: number;
  showStrength: boolean;
  mismatch: boolean;
  weak: boolean;
  canSubmit: boolean;
}

export function evaluatePasswordForm(
  password: string,
  confirmation: string,
  saving: boolean,
  passwordTouched = false,
): PasswordFormEvaluation {
  const strength = passwordStrength(password);
  const typed = password.length > 0;
  const tooWeak = strength < PASSWORD_STRONG;
  return {
    checks: passwordChecks(password),
    strength,
    showStrength: typed,
    mismatch: typed && confirmation.length > 0 && password !== confirmation,
    weak: typed && tooWeak && (passwordTouched || confirmation.length > 0),
    canSubmit: typed && confirmation.length > 0 && password === confirmation && !saving && !tooWeak,
  };
}
