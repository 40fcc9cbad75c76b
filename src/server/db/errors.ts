// PostgreSQL error codes the handlers react to; PGlite and pg both expose `code`.
export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
/** PostgreSQL cancelled the statement: it ran past statement_timeout (STATEMENT_TIMEOUT_SECONDS). */
export const isStatementCancelled = (error: unknown) => pgErrorCode(error) === '57014';

/**
 * The database could not be reached (no connection could be opened). Thrown by the pool
 * wrapper, so a refused or timed-out connection reads the same whatever its cause
 * (`database "x" is not currently accepting connections`, ECONNREFUSED, the pool's timeout).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATEs of a lost or refused connection: class 08 (connection exception), the server
// shutting down or restarting (57P01 admin, 57P02 crash, 57P03 cannot connect now, as after
// pg_terminate_backend or a failover), and too many connections.
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
// Socket errors of node and the messages node-postgres gives a connection that ended.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** True when the error says the database is out of reach, not that the statement was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = pgErrorCode(error);
  if (code !== undefined && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code))) return true;
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}
