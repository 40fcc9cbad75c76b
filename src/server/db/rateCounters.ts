// Rate counters shared by every API node (table rate_counters, migration 0015): one row per
// (scope, key, fixed window). Counting is one atomic statement (insert … on conflict do update …
// returning), so requests racing on one node or on several can never both read the same count:
// a caller that bumps first and checks the returned count lets exactly `limit` through.
import { sql, type Kysely } from 'kysely';
import { HttpError } from '../errors';
import { independentWrite } from './ambientTransaction';
import type { Database } from './schema';

export interface RateLimit {
  /** What is counted, e.g. 'login_address'; keeps limits with equal keys apart. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateCount {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Start of the current window (identifies it for release). */
  windowStart: Date;
  /** Whole seconds until the window ends, at least 1: the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** More than the limit have been counted in this window. */
  exceeded: boolean;
}

/** The current window's start: now, floored to a multiple of the window since the epoch. */
const windowStartOf = (windowSeconds: number) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}::integer) * ${windowSeconds}::integer)`;

function toRateCount(
  rule: RateLimit,
  row: { count: number | string; window_start: Date | string; retry_after: number | string },
): RateCount {
  const count = Number(row.count);
  return {
    count,
    windowStart: new Date(row.window_start),
    retryAfterSeconds: Math.max(1, Number(row.retry_after)),
    exceeded: count > rule.limit,
  };
}

/** The 429 of a limit that was exceeded, with the Retry-After of its window. */
export function tooManyAttempts(message: string, counted: RateCount): HttpError {
  return new HttpError(429, message, 'too_many_attempts', undefined, {
    'Retry-After': String(counted.retryAfterSeconds),
  });
}

/** Counts one event for `key` and returns the window's count (atomic across nodes). */
export async function countEvent(
  db: Kysely<Database>,
  rule: RateLimit,
  key: string,
): Promise<RateCount> {
  const windowStart = windowStartOf(rule.windowSeconds);
  const count = () =>
    sql<{ count: number; window_start: Date; retry_after: number }>`
    insert into rate_counters as c (scope, key, window_start, count)
    values (${rule.scope}, ${key}, ${windowStart}, 1)
    on conflict (scope, key, window_start) do update set count = c.count + 1
    returning c.count, c.window_start,
      ceil(extract(epoch from c.window_start - now()) + ${rule.windowSeconds}::integer)::integer
        as retry_after`.execute(db);
  // A request whose write is rolled back (the audit trail's transaction) still counted.
  const { rows } = await independentWrite(count);
  return toRateCount(rule, rows[0]!);
}

/** The window's count for `key` without counting anything; exceeded once it reached the limit. */
export async function peekCount(
  db: Kysely<Database>,
  rule: RateLimit,
  key: string,
): Promise<RateCount> {
  const { rows } = await sql<{ count: number; window_start: Date; retry_after: number }>`
    select coalesce(max(c.count), 0) as count, w.start as window_start,
      ceil(extract(epoch from w.start - now()) + ${rule.windowSeconds}::integer)::integer
        as retry_after
    from (select ${windowStartOf(rule.windowSeconds)} as start) w
    left join rate_counters c
      on c.scope = ${rule.scope} and c.key = ${key} and c.window_start = w.start
    group by w.start`.execute(db);
  const counted = toRateCount(rule, rows[0]!);
  return { ...counted, exceeded: counted.count >= rule.limit };
}

/** Takes back one event counted by countEvent (e.g. an attempt that turned out fine). */
export async function uncountEvent(
  db: Kysely<Database>,
  rule: RateLimit,
  key: string,
  counted: RateCount,
): Promise<void> {
  const takeBack = () =>
    db
      .updateTable('rate_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('scope', '=', rule.scope)
      .where('key', '=', key)
      .where('window_start', '=', counted.windowStart)
      .where('count', '>', 0)
      .execute();
  await independentWrite(takeBack);
}

/** Windows that ended more than a day ago count for nothing; trimmed opportunistically. */
export async function purgeOldRateCounters(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_counters')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
