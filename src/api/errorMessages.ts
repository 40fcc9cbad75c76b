// What a failed call says to the user: the server's own message when it sent one (the server
// writes them in Spanish), else a catalogue text chosen by the status (namespace 'errors').
// Framework and gateway texts ('Forbidden', 'Internal Server Error') are not messages of ours:
// they are treated as no message, so no English reaches a Spanish user.

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
