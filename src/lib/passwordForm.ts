// The new-password rules on top of the shared checks in `@/lib/passwordRules`:
// the strength level and lit segments of the bar, the mismatch and weak messages, and when the
// submit button is enabled. Pure, so the screen and its tests read the same rules.
import {
  PASSWORD_STRONG,
  passwordChecks,
  passwordStrength,
  type PasswordChecks,
} from './passwordRules';

export type { PasswordChecks };
export type PasswordRequirement = keyof PasswordChecks;

/** Checklist order on screen. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  'length',
  'uppercase',
  'digit',
  'special',
];

/** Strength 3 or more of 4 is needed to save. */
export const MIN_PASSWORD_STRENGTH = PASSWORD_STRONG;
/** The bar has three segments; they light at counts >= 1, >= 2 and >= 3. */
export const STRENGTH_SEGMENTS = 3;

export type StrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

/** 0 none, 1 weak (red), 2 medium (yellow), 3 or more strong (green). */
export function strengthLevel(strength: number): StrengthLevel {
  if (strength >= 3) return 'strong';
  if (strength === 2) return 'medium';
  if (strength === 1) return 'weak';
  return 'none';
}

/** Whether segment `index` (0-based) is lit: segment i lights at strength >= i + 1. */
export function isSegmentLit(index: number, strength: number): boolean {
  return strength >= index + 1;
}

export interface PasswordFormInput {
  password: string;
  confirmation: string;
  saving: boolean;
  /** The user left the new-password field at least once (shows the weak message sooner). */
  passwordTouched?: boolean;
  /** The password is on the very-common list (commonPasswords.ts, loaded by the form). */
  common?: boolean;
}

export interface PasswordFormEvaluation {
  checks: PasswordChecks;
  strength: number;
  level: StrengthLevel;
  /** The strength bar and checklist appear once something is typed. */
  showStrength: boolean;
  /** 'Las contraseñas no coinciden': both typed and different. */
  mismatch: boolean;
  /** 'La contraseña es demasiado débil…': typed, below strength 3, and the user moved on. */
  weak: boolean;
  /** On the list of very common passwords: refused whatever its strength. */
  common: boolean;
  canSubmit: boolean;
}

export function evaluatePasswordForm({
  password,
  confirmation,
  saving,
  passwordTouched = false,
  common: onCommonList = false,
}: PasswordFormInput): PasswordFormEvaluation {
  const checks = passwordChecks(password);
  const strength = passwordStrength(password);
  const typed = password.length > 0;
  const mismatch = typed && confirmation.length > 0 && password !== confirmation;
  const tooWeak = strength < MIN_PASSWORD_STRENGTH;
  const common = typed && onCommonList;
  return {
    checks,
    strength,
    level: strengthLevel(strength),
    showStrength: typed,
    mismatch,
    weak: typed && tooWeak && (passwordTouched || confirmation.length > 0),
    common,
    canSubmit:
      typed &&
      confirmation.length > 0 &&
      password === confirmation &&
      !saving &&
      !tooWeak &&
      !common,
  };
}
