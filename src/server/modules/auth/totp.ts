// TOTP (RFC 6238) as every authenticator app reads it: SHA-1, six digits, 30 s steps, through
// the otpauth library. A code is checked against the step of now and one step either side (a
// phone's clock a little off); the step it matched is returned so the caller can refuse a code
// already used (twoStepStore.acceptStep). Recovery codes: 80 random bits as four groups of four
// base32 characters, stored as SHA-256 (no slow hash needed at that entropy).
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

export const ISSUER = 'Surtidor';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that are accepted. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export interface Enrolment {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

/** What the enrolment screen shows: the secret, its otpauth:// URI and that URI as a QR code. */
export function enrolmentOf(secretBase32: string, accountLabel: string): Enrolment {
  const uri = totpOf(secretBase32, accountLabel).toString();
  return {
    secret: secretBase32,
    otpauth_uri: uri,
    qr_svg: renderSVG(uri, { border: 2 }),
  };
}

/** The time step a six-digit code matches (now ± one step), or null. */
export function matchingStep(
  secretBase32: string,
  code: string,
  nowMs = Date.now(),
): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secretBase32).validate({ token: digits, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a time: for tests (and nothing else). */
export function codeAt(secretBase32: string, timestampMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: timestampMs });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function recoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let i = 0; i < 16; i += 1) code += BASE32[bytes[i]! & 31];
  return code.match(/.{4}/g)!.join('-').toLowerCase();
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/** A typed recovery code as stored: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

/** Whether what was typed looks like a recovery code rather than six digits. */
export const isRecoveryCodeShape = (code: string): boolean =>
  /^[a-z2-7]{16}$/i.test(code.replace(/[\s-]/g, ''));
