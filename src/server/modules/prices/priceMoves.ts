// Moves: for each station and fuel, the days its price changed (old price, new price, change),
// read from the stored daily rows with a window function (lag over the primary key's order
// place_id, fuel, price_date). Works whether a day's rows are stored every day (the daily
// feed) or only when they change (the history): a move is a row whose price differs from the
// station's previous row.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database, FuelType } from '../../db/schema';
import type { PriceMove } from './priceQuality';
import {
  contextCtes,
  contextRows,
  toStationContext,
  type ComparisonRow,
  type StationContext,
} from './stationContext';

export interface StationMove extends PriceMove {
  placeId: number;
  fuel: FuelType;
}

interface MoveRow {
  place_id: number;
  fuel: FuelType;
  price_date: string;
  prev: string | number;
  price: string | number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const toMove = (r: MoveRow): StationMove => ({
  placeId: r.place_id,
  fuel: r.fuel,
  date: r.price_date,
  oldPrice: Number(r.prev),
  newPrice: Number(r.price),
  change: round3(Number(r.price) - Number(r.prev)),
});

/**
 * The moves of `placeIds` in [start, end], newest first (then by place and fuel): the rows of
 * the period plus each series' last row before it (one primary-key probe each), so a move on
 * the period's first day is seen without reading older history.
 */
export async function readMoves(
  db: Kysely<Database>,
  placeIds: number[],
  start: string,
  end: string,
  fuel: FuelType | null = null,
): Promise<StationMove[]> {
  if (placeIds.length === 0) return [];
  const result = await sql<MoveRow>`
    with fuels as (
      select fuel from (values ('regular'), ('premium'), ('diesel')) as f(fuel)
      where ${fuel}::text is null or fuel = ${fuel}::text
    ),
    places as (select unnest(${sql.val(placeIds)}::int[]) as place_id),
    rows as (
      select c.place_id, c.fuel, c.price_date, c.price
      from places p cross join fuels f
      join cre_prices c on c.place_id = p.place_id and c.fuel = f.fuel
        and c.price_date between ${start}::date and ${end}::date
      union all
      select p.place_id, f.fuel, x.price_date, x.price
      from places p cross join fuels f
      join lateral (
        select c.price_date, c.price from cre_prices c
        where c.place_id = p.place_id and c.fuel = f.fuel and c.price_date < ${start}::date
        order by c.price_date desc limit 1
      ) x on true
    ),
    moves as (
      select place_id, fuel, price_date, price,
        lag(price) over (partition by place_id, fuel order by price_date) as prev
      from rows
    )
    select place_id, fuel, price_date::text, prev, price from moves
    where prev <> price and price_date >= ${start}::date
    order by price_date desc, place_id, fuel`.execute(db);
  return result.rows.map(toMove);
}

/**
 * Every move of every station in [start, end] (the figure for the whole country: one pass of
 * the window function over every row up to `end`). Counts only, to keep the answer small.
 */
export async function countAllMoves(
  db: Kysely<Database>,
  start: string,
  end: string,
): Promise<{ moves: number; stations: number }> {
  const result = await sql<{ moves: string | number; stations: string | number }>`
    with moves as (
      select place_id, price_date, price,
        lag(price) over (partition by place_id, fuel order by price_date) as prev
      from cre_prices where price_date <= ${end}::date
    )
    select count(*) as moves, count(distinct place_id) as stations from moves
    where prev <> price and price_date >= ${start}::date`.execute(db);
  const row = result.rows[0]!;
  return { moves: Number(row.moves), stations: Number(row.stations) };
}

/** The station context of 'Movimientos' and the latest date with a price for any of its lines. */
export async function readMovesContext(
  db: Kysely<Database>,
  user: AuthUser,
  requestedId: number | null,
): Promise<{ context: StationContext; latest: string | null }> {
  const result = await sql<ComparisonRow>`
    with ${await contextCtes(user, requestedId)}
    ${contextRows}
    union all
    select 'latest', null, null, null, null, null, 0,
      (select max(x.price_date) from places p cross join lateral (
        select c.price_date from cre_prices c where c.place_id = p.place_id
        order by c.place_id desc, c.fuel desc, c.price_date desc limit 1
      ) x), null, null, null`.execute(db);
  return {
    context: toStationContext(result.rows, requestedId),
    latest: result.rows.find((r) => r.kind === 'latest')?.price_date ?? null,
  };
}
