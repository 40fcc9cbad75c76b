// What a failed call says to the user, in one place: the catalogue of the texts that stand in
// when the server sent no message of its own (namespace 'errors'), how the API layer reads a
// body's `message` (the server writes them in Spanish; framework and gateway texts such as
// 'Forbidden' or 'Internal Server Error' are not messages of ours, so no English reaches a
// Spanish user), and how a screen reads a failed call ({ status, message, code?, errors? })
// into the text it shows. A screen's own wording is given as options of `failureMessage`
// (keys by code, by status, by field rule), never as another copy of this logic.
// The texts returned are an i18n key ('ns:key') or the server's own text: translate them with
// t(text, { defaultValue: text }).
import type { ServerFieldError } from './forms/formErrors';

/** i18n keys of the failures that come without a message of the server. */
export const errorMessageKeys = {
  /** No answer at all (offline, DNS, timeout). */
  network: 'errors:network',
  /** A 403 without a message of ours. */
  forbidden: 'errors:forbidden',
  /** A 5xx without a message of ours. */
  server: 'errors:server',
  /** Any other status without a message of ours. */
  occurredRetry: 'errors:occurredRetry',
  /** A message that is not text, or an error that is not a failed call. */
  unexpected: 'errors:unexpected',
} as const;

export type ErrorStatus = number | 'network';

/** A failed call as the API layer gives it to screens. */
export interface FailedCall {
  /** HTTP status, or 'network' when no response arrived. */
  status: ErrorStatus;
  /** The server's message when it sent one of its own, else an i18n key of the catalogue. */
  message: string;
  /** The error's stable code (openapi: Error.code). */
  code?: string;
  errors?: ServerFieldError[];
  /** Per-file refusals of an upload that names each refused file (the compliance upload's 422). */
  files?: unknown[];
}

// The reason phrases of HTTP (and what gateways put in `message` instead of one of ours).
const REASON_PHRASES = new Set(
  [
    'Bad Request',
    'Unauthorized',
    'Payment Required',
    'Forbidden',
    'Not Found',
    'Method Not Allowed',
    'Not Acceptable',
    'Request Timeout',
    'Conflict',
    'Gone',
    'Length Required',
    'Precondition Failed',
    'Payload Too Large',
    'Request Entity Too Large',
    'URI Too Long',
    'Unsupported Media Type',
    'Range Not Satisfiable',
    'Unprocessable Entity',
    'Unprocessable Content',
    'Too Many Requests',
    'Internal Server Error',
    'Not Implemented',
    'Bad Gateway',
    'Service Unavailable',
    'Gateway Timeout',
    'Endpoint request timed out',
    'Missing Authentication Token',
    'Internal server error',
    'There was an error communicating with the server.',
  ].map((phrase) => phrase.toLowerCase()),
);

const CATALOGUE_KEYS = new Set<string>(Object.values(errorMessageKeys));

/** The key that stands in for a missing message, by status. */
export function fallbackMessageKey(status: ErrorStatus): string {
  if (status === 'network') return errorMessageKeys.network;
  if (status === 403) return errorMessageKeys.forbidden;
  if (status >= 500) return errorMessageKeys.server;
  return errorMessageKeys.occurredRetry;
}

/**
 * The text to show for a failed call's body `message` (whatever its type) and status: the
 * server's text, or an i18n key of the catalogue.
 */
export function messageForFailure(status: ErrorStatus, message: unknown): string {
  if (message === undefined || message === null) return fallbackMessageKey(status);
  if (typeof message !== 'string') return errorMessageKeys.unexpected;
  const text = message.trim();
  if (text === '' || REASON_PHRASES.has(text.toLowerCase())) return fallbackMessageKey(status);
  return text;
}

/** The error as a failed call of the API layer, or null (a thrown exception, anything else). */
export function asFailedCall(error: unknown): FailedCall | null {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return error as FailedCall;
  }
  return null;
}

export function failureStatus(error: unknown): ErrorStatus | null {
  return asFailedCall(error)?.status ?? null;
}

/** The server's message about one field (e.g. 'body.email'), or null. */
export function fieldFailureOf(error: unknown, field: string): string | null {
  return asFailedCall(error)?.errors?.find((item) => item.field === field)?.message ?? null;
}

/** A screen's own wording of some failures (each value an i18n key or a text). */
export interface KnownFailures {
  /** By the error's stable code; checked first. */
  codes?: Record<string, string>;
  /** By the rule of one of its field errors (e.g. a refused password's 'common'). */
  rules?: Record<string, string>;
}

export interface FailureMessageOptions extends KnownFailures {
  /** When the error is not a failed call or carries no message. Default 'errors:unexpected'. */
  fallback?: string;
  /** By status, over the server's own message; '5xx' stands for any server failure. */
  statuses?: Partial<Record<number | '5xx', string>>;
  /** By status, only when the server sent no message of its own (it carries a catalogue key). */
  statusesWithoutMessage?: Partial<Record<number, string>>;
}

/** The screen's wording for a failure it knows by code or field rule, else null. */
export function knownFailureKey(error: unknown, known: KnownFailures): string | null {
  const failed = asFailedCall(error);
  if (!failed) return null;
  const own = (table: Record<string, string> | undefined, key: string | undefined) =>
    table && key !== undefined && Object.hasOwn(table, key) ? table[key]! : null;
  const byCode = own(known.codes, failed.code);
  if (byCode) return byCode;
  const rule = failed.errors?.find((item) => own(known.rules, item.rule) !== null)?.rule;
  return own(known.rules, rule);
}

/**
 * What a failure says: the screen's wording for its code or field rule, then for its status
 * (`statuses`), then the server's own message, then the wording for a status that came without
 * one (`statusesWithoutMessage`), then the catalogue's text; `fallback` when there is no text.
 */
export function failureMessage(error: unknown, options: FailureMessageOptions = {}): string {
  const fallback = options.fallback ?? errorMessageKeys.unexpected;
  const failed = asFailedCall(error);
  if (!failed) return fallback;
  const known = knownFailureKey(failed, options);
  if (known) return known;
  const { status } = failed;
  const statuses = options.statuses ?? {};
  const byStatus =
    typeof status === 'number'
      ? (statuses[status] ?? (status >= 500 ? statuses['5xx'] : undefined))
      : undefined;
  if (byStatus) return byStatus;
  const message = failed.message.trim() === '' ? null : failed.message;
  if (message !== null && !CATALOGUE_KEYS.has(message)) return message;
  const withoutMessage =
    typeof status === 'number' ? options.statusesWithoutMessage?.[status] : undefined;
  return withoutMessage ?? message ?? fallback;
}
