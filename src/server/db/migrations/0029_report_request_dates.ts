// A report request's days lie in the API's calendar (2000-01-01 to 2100-12-31, as the contract's
// `format: date`). Requests sent as a multipart form once skipped that rule: years 0010, 1969 or
// 9999 were queued, rendered nonsense or failed, and their rows could not be answered under the
// contract. Those rows (and their deliveries, by cascade) are dropped, and the table refuses
// such days from now on.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`delete from report_requests
    where start_date < date '2000-01-01' or end_date > date '2100-12-31'`,
  sql`alter table report_requests add constraint report_requests_calendar_check
    check (start_date >= date '2000-01-01' and end_date <= date '2100-12-31')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_requests drop constraint if exists report_requests_calendar_check`.execute(
    db,
  );
}
