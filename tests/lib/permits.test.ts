// The permit shapes the add-competitor dialog and the server accept are the contract's Permit
// pattern, and sloppy typing (case, spaces) is normalised before the check.
import contract from '../../openapi/surtidor.json';
import { hasPermitShape, PERMIT_PATTERN } from '@/lib/permits';

it('is the pattern of the contract', () => {
  expect(PERMIT_PATTERN).toBe(contract.components.schemas.Permit.pattern);
});

it('accepts the shapes of the real feed and the short form, typed loosely', () => {
  for (const permit of [
    'PL/658/EXP/ES/2015',
    ' pl / 658 / exp / es / 2015 ',
    'CNE/PL/164/EXP/ES/2025',
    'PL/1234/EXP/ESA/2016',
    'ps-a1b2c3',
  ]) {
    expect([permit, hasPermitShape(permit)]).toEqual([permit, true]);
  }
  for (const text of ['', 'gasolinera 12', 'PL/658', 'PS-A1B2C', 'PL/658/EXP/ES/15']) {
    expect([text, hasPermitShape(text)]).toEqual([text, false]);
  }
});
