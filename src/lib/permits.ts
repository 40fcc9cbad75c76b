// The shapes of a regulator (CRE) permit: those of the real feed (PL/658/EXP/ES/2015,
// CNE/PL/164/EXP/ES/2025, PL/1234/EXP/ESA/2016) and the short form PS-XXXXXX. The contract's
// Permit schema holds the same pattern (a unit test keeps them equal); the server accepts an
// unregistered competitor of these shapes and the add dialog says so before saving.
export const PERMIT_PATTERN =
  '^((CNE/)?PL/[0-9]{1,7}/[A-Z]{2,4}/[A-Z]{2,4}/[0-9]{4}|PS-[0-9A-Z]{6})$';

const PERMIT_SHAPE = new RegExp(PERMIT_PATTERN);

/** As the regulator writes permits: upper case, no spaces. */
export function normalizePermitText(permit: string): string {
  return permit.replace(/\s+/g, '').toUpperCase();
}

/** Whether the text, once normalised, has the shape of a permit. */
export function hasPermitShape(permit: string): boolean {
  return PERMIT_SHAPE.test(normalizePermitText(permit));
}
