// Password rules, shared by the client's new-password screen and the server's
// change_password and create-admin: pure functions, no imports, safe in both places.
// A password is accepted when it meets all four requirements.

export interface PasswordChecks {
  /** At least 8 characters. */
  length: boolean;
  /** At least one uppercase letter. */
  uppercase: boolean;
  /** At least one digit. */
  digit: boolean;
  /** At least one special character: neither a word character nor a space, or an underscore. */
  special: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
/** Strength from which the client enables submit (3 = "strong"). */
export const PASSWORD_STRONG = 3;

export const passwordMessages = {
  mismatch: 'Las contraseñas no coinciden',
  weak: 'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
  /** On the list of very common passwords (commonPasswords.ts). */
  common: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
} as const;

export function passwordChecks(password: string): PasswordChecks {
  return {
    // Counted in code points, so an emoji or an accented letter counts once.
    length: Array.from(password).length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    // JavaScript's \w is ASCII-only: accented letters (ñ, á...) count as special here, exactly
    // as the original client's rule did.
    special: /[^\w\s]|_/.test(password),
  };
}

/** How many of the four requirements are met: 0..4 (1 weak, 2 medium, 3 or more strong). */
export function passwordStrength(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

export function meetsPasswordRules(password: string): boolean {
  return passwordStrength(password) === 4;
}
