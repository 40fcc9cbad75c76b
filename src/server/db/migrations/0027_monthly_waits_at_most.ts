// The monthly service stats count waits cumulatively: element i+1 of `waits_at_most` is the
// number of attended visits whose wait, in whole seconds (floor, at most 3600), is at most i.
// Atención oportuna's timely vehicles under a limit are then one element, where the per-second
// histogram it replaces had to be unnested and summed up to the limit for every station-month
// (the costliest part of the dashboard's Atención oportuna chart and Home's overview for a
// chain). Existing rows are converted from their histogram in this migration.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_monthly_stats
    add column waits_at_most integer[] not null default '{}'`.execute(db);
  await sql`update service_monthly_stats s set waits_at_most = coalesce((
      select array_agg(c order by i)::int[] from (
        select i, sum(n) over (order by i) as c
        from unnest(s.wait_histogram) with ordinality as h(n, i)
      ) running
    ), '{}')
    where cardinality(s.wait_histogram) > 0`.execute(db);
  await sql`alter table service_monthly_stats drop column wait_histogram`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_monthly_stats
    add column wait_histogram integer[] not null default '{}'`.execute(db);
  await sql`update service_monthly_stats s set wait_histogram = coalesce((
      select array_agg(n order by i)::int[] from (
        select i, c - coalesce(lag(c) over (order by i), 0) as n
        from unnest(s.waits_at_most) with ordinality as h(c, i)
      ) counts
    ), '{}')
    where cardinality(s.waits_at_most) > 0`.execute(db);
  await sql`alter table service_monthly_stats drop column waits_at_most`.execute(db);
}
