// An alert is one per rule, station and subject: a rule over several stations sees the same
// subject ('fuel:regular', 'service:inmediatez', a competitor two stations share) at each of
// them, and each station's breach is its own alert. The unique index of unresolved alerts
// gains the station (a finer key: no existing row can conflict).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index alerts_active_key`.execute(db);
  await sql`create unique index alerts_active_key on alerts (rule_id, gas_station_id, subject_key)
    where state <> 'resolved'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index alerts_active_key`.execute(db);
  await sql`create unique index alerts_active_key on alerts (rule_id, subject_key)
    where state <> 'resolved'`.execute(db);
}
