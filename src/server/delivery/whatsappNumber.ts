// The Cloud API wants a number in E.164 without the plus. Contacts hold Mexican numbers as
// 10 digits; anything longer is taken as already international.
import { DeliveryError } from './types';

export function toWhatsappNumber(address: string): string {
  const digits = address
    .replace(/[\s().-]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  if (!/^\d+$/.test(digits)) throw invalidNumber(address);
  if (digits.length === 10) return `52${digits}`;
  // E.164: at most 15 digits, country code included.
  if (digits.length >= 11 && digits.length <= 15) return digits;
  throw invalidNumber(address);
}

function invalidNumber(address: string): DeliveryError {
  return new DeliveryError(`El teléfono "${address}" no es un número válido para WhatsApp`, {
    retryable: false,
  });
}
