// SAT compliance, the rest of its paths in: a volumetric system may name where its supplier
// serves each station's SAT report files (volumetric_systems.reports_url; null: it serves
// none), and each station's pull keeps how many of those files were received and the last one
// refused with its reason. The monthly pre-audit PDF becomes a report request like the others
// (report_requests.kind 'compliance', of a monthly report_type), so it is kept, listed and sent.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const KINDS_BEFORE = sql`'price', 'traffic_flow', 'conversion', 'competition'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table volumetric_systems add column reports_url text`.execute(db);
  await sql`alter table volumetric_station_syncs
    add column reports_received integer not null default 0,
    add column last_report_refusal text,
    add column last_report_refusal_at timestamptz`.execute(db);
  await sql`alter table report_requests drop constraint report_requests_kind_check`.execute(db);
  await sql`alter table report_requests add constraint report_requests_kind_check
    check (kind in (${KINDS_BEFORE}, 'compliance'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report_requests where kind = 'compliance'`.execute(db);
  await sql`alter table report_requests drop constraint report_requests_kind_check`.execute(db);
  await sql`alter table report_requests add constraint report_requests_kind_check
    check (kind in (${KINDS_BEFORE}))`.execute(db);
  await sql`alter table volumetric_station_syncs
    drop column if exists reports_received,
    drop column if exists last_report_refusal,
    drop column if exists last_report_refusal_at`.execute(db);
  await sql`alter table volumetric_systems drop column if exists reports_url`.execute(db);
}
