// The in-app notice: every alert that opens unsilenced is announced on ALERTS_CHANNEL with
// LISTEN/NOTIFY (the mechanism the share links use, DatabaseHandle.listen), inside the
// transaction that opened it, so the notice leaves only when the alert exists and any node can
// relay it to a live badge. Payload: {"event":"alert_opened","id","rule_id","gas_station_id",
// "severity"} (no names: a listener looks up what the user may see). An acknowledgement and a
// resolution are announced too, as {"event":"alert_acknowledged"|"alert_resolved","id"}, so
// live badges (live.ts) follow the count down as well as up.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const ALERTS_CHANNEL = 'alerts';

export interface AlertOpenedNotice {
  event: 'alert_opened';
  id: number;
  rule_id: number;
  gas_station_id: number;
  severity: string;
}

export async function announceOpened(
  db: Kysely<Database>,
  notices: readonly AlertOpenedNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  await sql`select pg_notify(${ALERTS_CHANNEL}, n)
    from unnest(${notices.map((n) => JSON.stringify(n))}::text[]) as n`.execute(db);
}

/** A transition after the opening: what a live badge needs to re-read its count. */
export interface AlertChangedNotice {
  event: 'alert_acknowledged' | 'alert_resolved';
  id: number;
}

export async function announceChanged(
  db: Kysely<Database>,
  event: AlertChangedNotice['event'],
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`select pg_notify(${ALERTS_CHANNEL}, json_build_object('event', ${event}::text,
      'id', i)::text)
    from unnest(${[...ids]}::int[]) as i`.execute(db);
}

/** A notice as received by a listener, or null when the payload is not one. */
export function parseNotice(payload: string): AlertOpenedNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<AlertOpenedNotice>;
    return value && value.event === 'alert_opened' && typeof value.id === 'number'
      ? (value as AlertOpenedNotice)
      : null;
  } catch {
    return null;
  }
}
