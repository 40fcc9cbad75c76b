// The rows feed_ticket_mismatch reads: for each station of its rules with a place in the
// regulator's feed, and each fuel, its sales tickets of the last `hours` + MISMATCH_LOOKBACK_HOURS
// hours, each against the station's own feed price in force on the sale's local day (the latest
// published on or before it). A sale is off when its price differs from that by more than
// `min_change`. Read once per distinct (min_change, hours) of the rules, all in SQL: what comes
// back is one row per station and fuel.
import { sql, type Kysely } from 'kysely';
import type { Database, FuelType } from '../../../db/schema';
import { PRODUCT_DIESEL, PRODUCT_PREMIUM, PRODUCT_REGULAR } from '@/lib/tickets/ticketValues';
import type { RuleScope } from './types';

/** How far before the rule's window a mismatch is looked for (to know when it began). */
export const MISMATCH_LOOKBACK_HOURS = 24;
/** The most hours a rule may ask (the scan covers them all). */
export const MISMATCH_MAX_HOURS = 168;

export interface SalesFact {
  gasStationId: number;
  fuel: FuelType;
  /** The last sale priced within min_change of the feed (null: none in the scan). */
  lastMatchAt: Date | null;
  /** The first off sale after the last matching one (null: the last sale matched). */
  runStart: Date | null;
  lastSaleAt: Date;
  lastPrice: number;
  lastFeedPrice: number;
  offSales: number;
}

export interface SalesRows {
  /** By `${min_change}|${hours}`, then `${stationId}:${fuel}`. */
  facts: Map<string, Map<string, SalesFact>>;
}

export const salesParamsKey = (minChange: number, hours: number) => `${minChange}|${hours}`;
export const salesFactKey = (stationId: number, fuel: string) => `${stationId}:${fuel}`;

interface FactRow {
  at: number;
  gas_station_id: number;
  fuel: FuelType;
  last_match_at: Date | null;
  run_start: Date | null;
  last_sale_at: Date;
  last_price: number;
  last_feed_price: number;
  off_sales: number;
}

/**
 * One station set, one threshold, one span, at each of `instants`: the facts of each station
 * and fuel as they stood then (in the order of `instants`). One statement however many
 * instants (the preview asks for every day of its window): the tickets of all of them by one
 * range of the stations' time index, each priced once.
 */
export async function readSalesFacts(
  db: Kysely<Database>,
  stationIds: readonly number[],
  minChange: number,
  hours: number,
  instants: readonly Date[],
): Promise<Map<string, SalesFact>[]> {
  const facts = instants.map(() => new Map<string, SalesFact>());
  if (stationIds.length === 0 || instants.length === 0) return facts;
  const spanMs = (hours + MISMATCH_LOOKBACK_HOURS) * 3_600_000;
  const times = instants.map((d) => d.getTime());
  const earliest = new Date(Math.min(...times) - spanMs);
  const latest = new Date(Math.max(...times));
  const result = await sql<FactRow>`
    with st as (
      select id, cre_place_id from gas_stations
      where id = any(${sql.val([...stationIds])}::int[]) and cre_place_id is not null
    ),
    fp (fuel, product) as (
      values ('regular', ${PRODUCT_REGULAR}::int), ('premium', ${PRODUCT_PREMIUM}::int),
        ('diesel', ${PRODUCT_DIESEL}::int)
    ),
    -- Each sale against the feed price of its local day (a probe of the primary key each:
    -- joining a list of the days' prices depends on the planner knowing the tables' sizes).
    priced as materialized (
      select t.gas_station_id, fp.fuel, t.sold_at, t.price, f.feed_price,
        abs(t.price - f.feed_price) > ${minChange}::numeric as off
      from sales_tickets t
      join st on st.id = t.gas_station_id
      join fp on fp.product = t.product
      join lateral (
        select c.price as feed_price from cre_prices c
        where c.place_id = st.cre_place_id and c.fuel = fp.fuel
          and c.price_date <= t.local_time::date
        order by c.price_date desc limit 1
      ) f on true
      where t.gas_station_id = any(${sql.val([...stationIds])}::int[])
        and t.sold_at > ${earliest} and t.sold_at <= ${latest}
    ),
    -- Materialized: read from a list, not the array unnested again for every sale.
    instants as materialized (
      select (a.i - 1)::int as at, a.now,
        a.now - ${spanMs}::int * interval '1 millisecond' as since
      from unnest(${sql.val(instants.map((d) => d.toISOString()))}::timestamptz[])
        with ordinality as a(now, i)
    ),
    -- Each instant's sales, with the last one then that matched.
    marked as (
      select i.at, p.*,
        max(p.sold_at) filter (where not p.off)
          over (partition by i.at, p.gas_station_id, p.fuel) as last_match_at
      from instants i join priced p on p.sold_at > i.since and p.sold_at <= i.now
    )
    select at, gas_station_id, fuel, last_match_at,
      min(sold_at) filter (where off and (last_match_at is null or sold_at > last_match_at))
        as run_start,
      max(sold_at) as last_sale_at,
      ((array_agg(price order by sold_at desc))[1])::float8 as last_price,
      ((array_agg(feed_price order by sold_at desc))[1])::float8 as last_feed_price,
      (count(*) filter (where off and (last_match_at is null or sold_at > last_match_at)))::int
        as off_sales
    from marked
    group by at, gas_station_id, fuel, last_match_at`.execute(db);
  for (const r of result.rows) {
    facts[r.at]!.set(salesFactKey(r.gas_station_id, r.fuel), {
      gasStationId: r.gas_station_id,
      fuel: r.fuel,
      lastMatchAt: r.last_match_at,
      runStart: r.run_start,
      lastSaleAt: r.last_sale_at,
      lastPrice: Number(r.last_price),
      lastFeedPrice: Number(r.last_feed_price),
      offSales: Number(r.off_sales),
    });
  }
  return facts;
}

export async function loadSalesRows(
  db: Kysely<Database>,
  rules: readonly RuleScope[],
  now: Date,
): Promise<SalesRows> {
  const groups = new Map<string, { minChange: number; hours: number; stations: Set<number> }>();
  for (const rule of rules) {
    const minChange = rule.parameters.min_change ?? 0;
    const hours = rule.parameters.hours ?? 1;
    const key = salesParamsKey(minChange, hours);
    const group = groups.get(key) ?? { minChange, hours, stations: new Set<number>() };
    for (const id of rule.stationIds) group.stations.add(id);
    groups.set(key, group);
  }
  const facts = new Map<string, Map<string, SalesFact>>();
  for (const [key, g] of groups) {
    const [atNow] = await readSalesFacts(db, [...g.stations], g.minChange, g.hours, [now]);
    facts.set(key, atNow!);
  }
  return { facts };
}
