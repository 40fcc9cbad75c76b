// Input modes: numeric (only digits and a dot) and alphanumeric (letters with
// Spanish accents, digits and common punctuation). Empty input is always allowed. A field in a
// mode ignores keystrokes that would break it, keeping its previous value.
const NUMERIC = /^[0-9.]*$/;
const ALPHANUMERIC = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9 .,;:()#&'"/_+@-]*$/;
const DIGITS = /^[0-9]*$/;

export type InputMode = 'numeric' | 'alphanumeric' | 'digits';

const MODES: Record<InputMode, RegExp> = {
  numeric: NUMERIC,
  alphanumeric: ALPHANUMERIC,
  digits: DIGITS,
};

export function acceptsInput(mode: InputMode, value: string): boolean {
  return value === '' || MODES[mode].test(value);
}

/** The value to keep after a change: the new one when the mode accepts it, else the previous. */
export function filterInput(mode: InputMode, next: string, previous: string): string {
  return acceptsInput(mode, next) ? next : previous;
}

/** Form text -> integer, or undefined for empty text (so `required` reports it). */
export function toInteger(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** Form text -> number, or undefined for empty text. */
export function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Trimmed text, or undefined when blank (final-form drops empty fields the same way). */
export function toText(text: string | undefined | null): string | undefined {
  const value = (text ?? '').trim();
  return value === '' ? undefined : value;
}
