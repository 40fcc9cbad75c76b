// Very common passwords are refused (OWASP ASVS 2.1.7), by the server's change_password and the
// client's password forms alike. The list is the ~49,000 most common passwords shipped by
// @zxcvbn-ts/language-common (maintained, MIT, bundled: nothing is downloaded at run time).
// A password counts as common when, lower-cased and without the symbols around it, it is on the
// list: 'Password1!' is 'password1', which the four character rules alone would accept.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
}

/** The forms a guesser tries first for `password`. */
function variants(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return trimmed === lower ? [lower] : [lower, trimmed];
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return variants(password).some((variant) => list.has(variant));
}
