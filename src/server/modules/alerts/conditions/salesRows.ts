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
  gas_station_id: number;
  fuel: FuelType;
  last_match_at: Date | null;
  run_start: Date | null;
  last_sale_at: Date;
  last_price: number;
  last_feed_price: number;
  off_sales: number;
}

/** One station set, one threshold, one span: the facts of each station and fuel. */
export async function readSalesFacts(
  db: Kysely<Database>,
  stationIds: readonly number[],
  minChange: number,
  hours: number,
  now: Date,
): Promise<Map<string, SalesFact>> {
  const facts = new Map<string, SalesFact>();
  if (stationIds.length === 0) return facts;
  const since = new Date(now.getTime() - (hours + MISMATCH_LOOKBACK_HOURS) * 3_600_000);
  const result = await sql<FactRow>`
    with st as (
      select id, cre_place_id from gas_stations
      where id = any(${sql.val([...stationIds])}::int[]) and cre_place_id is not null
    ),
    fp (fuel, product) as (
      values ('regular', ${PRODUCT_REGULAR}::int), ('premium', ${PRODUCT_PREMIUM}::int),
        ('diesel', ${PRODUCT_DIESEL}::int)
    ),
    t as (
      select t.gas_station_id, st.cre_place_id, fp.fuel, t.sold_at, t.price,
        t.local_time::date as day
      from sales_tickets t
      join st on st.id = t.gas_station_id
      join fp on fp.product = t.product
      where t.gas_station_id = any(${sql.val([...stationIds])}::int[])
        and t.sold_at > ${since} and t.sold_at <= ${now}
    ),
    feed as (
      select d.cre_place_id, d.fuel, d.day, f.price as feed_price
      from (select distinct cre_place_id, fuel, day from t) d
      join lateral (
        select c.price from cre_prices c
        where c.place_id = d.cre_place_id and c.fuel = d.fuel and c.price_date <= d.day
        order by c.price_date desc limit 1
      ) f on true
    ),
    marked as (
      select t.gas_station_id, t.fuel, t.sold_at, t.price, f.feed_price,
        abs(t.price - f.feed_price) > ${minChange}::numeric as off
      from t join feed f on f.cre_place_id = t.cre_place_id and f.fuel = t.fuel and f.day = t.day
    ),
    last_match as (
      select gas_station_id, fuel, max(sold_at) filter (where not off) as at
      from marked group by gas_station_id, fuel
    )
    select m.gas_station_id, m.fuel, lm.at as last_match_at,
      min(m.sold_at) filter (where m.off and (lm.at is null or m.sold_at > lm.at)) as run_start,
      max(m.sold_at) as last_sale_at,
      ((array_agg(m.price order by m.sold_at desc))[1])::float8 as last_price,
      ((array_agg(m.feed_price order by m.sold_at desc))[1])::float8 as last_feed_price,
      (count(*) filter (where m.off and (lm.at is null or m.sold_at > lm.at)))::int as off_sales
    from marked m
    join last_match lm on lm.gas_station_id = m.gas_station_id and lm.fuel = m.fuel
    group by m.gas_station_id, m.fuel, lm.at`.execute(db);
  for (const r of result.rows) {
    facts.set(salesFactKey(r.gas_station_id, r.fuel), {
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
    facts.set(key, await readSalesFacts(db, [...g.stations], g.minChange, g.hours, now));
  }
  return { facts };
}
