// How column values are read, the same on both databases so that code behaves identically:
// int8 and numeric -> number, date -> 'YYYY-MM-DD' string, timestamptz -> Date.

export const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  JSON: 114,
  JSONB: 3802,
} as const;

const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;
const toDate = (value: string) =>
  value === 'infinity'
    ? new Date(8.64e15)
    : value === '-infinity'
      ? new Date(-8.64e15)
      : new Date(value);
const fromJson = (value: string) => JSON.parse(value) as unknown;

/** For node-postgres, which already reads timestamps and json as wanted. */
export const POSTGRES_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: asIs,
};

/**
 * For PGlite, whose worker sends these types as text (pgliteWorker.cjs): parsed here, so that
 * Dates and objects are built by this code's realm (under Jest, not Node's outer one).
 */
export const PGLITE_PARSERS: Record<number, (value: string) => unknown> = {
  ...POSTGRES_PARSERS,
  [OID.TIMESTAMP]: toDate,
  [OID.TIMESTAMPTZ]: toDate,
  [OID.JSON]: fromJson,
  [OID.JSONB]: fromJson,
};
