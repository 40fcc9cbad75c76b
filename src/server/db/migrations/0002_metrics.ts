// The catalogue of the 11 service metrics. Ids are fixed: the client labels rows
// by id, and metric values elsewhere will reference them.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table metrics (
    id integer primary key,
    key text not null unique,
    unit text not null check (unit in ('seconds', 'percent')),
    fuel text check (fuel in ('gas', 'diesel'))
  )`.execute(db);
  await sql`insert into metrics (id, key, unit, fuel) values
    (1, 'immeadiacy', 'seconds', null),
    (2, 'prompt_service', 'percent', null),
    (3, 'service_time', 'seconds', null),
    (4, 'conversion', 'percent', null),
    (5, 'frequent_clients', 'percent', null),
    (6, 'immeadiacy_gas', 'seconds', 'gas'),
    (7, 'prompt_service_gas', 'percent', 'gas'),
    (8, 'service_time_gas', 'seconds', 'gas'),
    (9, 'immeadiacy_diesel', 'seconds', 'diesel'),
    (10, 'prompt_service_diesel', 'percent', 'diesel'),
    (11, 'service_time_diesel', 'seconds', 'diesel')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists metrics`.execute(db);
}
