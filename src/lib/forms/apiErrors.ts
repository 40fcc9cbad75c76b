// Reading a failed call's error (the API layer's { status, message, code?, errors? }) without
// depending on the API module: the message to show and the field errors to put beside fields.
import type { ServerFieldError } from './formErrors';

export interface FailedCall {
  status: number | 'network';
  message: string;
  code?: string;
  errors?: ServerFieldError[];
}

export function asFailedCall(error: unknown): FailedCall | null {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return error as FailedCall;
  }
  return null;
}

/** The server's message, or `fallback` (an i18n key) when the failure carries none. */
export function failureMessage(error: unknown, fallback: string): string {
  const failed = asFailedCall(error);
  return failed && failed.message.trim() !== '' ? failed.message : fallback;
}

export function failureStatus(error: unknown): FailedCall['status'] | null {
  return asFailedCall(error)?.status ?? null;
}
