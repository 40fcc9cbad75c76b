import { isCommonPassword } from '@/lib/commonPasswords';
import {
  meetsPasswordRules,
  passwordChecks,
  passwordMessages,
  passwordStrength,
} from '@/lib/passwordRules';

describe('passwordRules', () => {
  it.each([
    ['', { length: false, uppercase: false, digit: false, special: false }, 0],
    ['abcdefgh', { length: true, uppercase: false, digit: false, special: false }, 1],
    ['Abcdefgh', { length: true, uppercase: true, digit: false, special: false }, 2],
    ['Abcdefg1', { length: true, uppercase: true, digit: true, special: false }, 3],
    ['Abcdef1!', { length: true, uppercase: true, digit: true, special: true }, 4],
    ['Abcdef1_', { length: true, uppercase: true, digit: true, special: true }, 4],
    ['Ab1!', { length: false, uppercase: true, digit: true, special: true }, 3],
    // \w is ASCII-only in JavaScript, so accented letters count as special (as in the original client).
    ['ÑANDÚ 12', { length: true, uppercase: true, digit: true, special: true }, 4],
    ['NANDU 12', { length: true, uppercase: true, digit: true, special: false }, 3],
    ['abc def1', { length: true, uppercase: false, digit: true, special: false }, 2],
  ])('%j', (password, checks, strength) => {
    expect(passwordChecks(password)).toEqual(checks);
    expect(passwordStrength(password)).toBe(strength);
    expect(meetsPasswordRules(password)).toBe(strength === 4);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordChecks('Añ1!😀😀😀').length).toBe(false);
    expect(passwordChecks('Añ1!😀😀😀😀').length).toBe(true);
  });

  it('carries the spec messages', () => {
    expect(passwordMessages).toEqual({
      mismatch: 'Las contraseñas no coinciden',
      weak: 'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      common: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
    });
  });
});

describe('isCommonPassword', () => {
  it.each([
    ['password', true],
    ['Password1!', true],
    ['QWERTY123', true],
    ['!!welcome1??', true],
    ['Demo#2026!', false],
    ['Surtidor#Nueva7', false],
  ])('%s → %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});
