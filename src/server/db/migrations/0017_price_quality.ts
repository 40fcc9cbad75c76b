// Price quality: a feed that lists one station's fuel twice with two different prices keeps
// the first (creFeed.ts) and records the other here, so the comparison table can flag the
// kept price as a conflicting duplicate. Moves are read from cre_prices by a window function
// over its primary key (place_id, fuel, price_date). A station's local market (its neighbours
// within a few km, priceQuality.ts) is found by a latitude/longitude box: the index makes it a
// range scan instead of reading the whole registry for each station (a third of the time of
// a comparison table's quality on PostgreSQL with the national registry).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table cre_price_conflicts (
    place_id integer not null,
    fuel text not null check (fuel in ('regular', 'premium', 'diesel')),
    price_date date not null,
    price numeric(8, 3) not null,
    primary key (place_id, fuel, price_date, price)
  )`,
  sql`create index cre_places_latitude_longitude_idx on cre_places (latitude, longitude)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists cre_places_latitude_longitude_idx`.execute(db);
  await sql`drop table if exists cre_price_conflicts`.execute(db);
}
