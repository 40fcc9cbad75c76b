// Synthetic sales tickets for the benches, generated in SQL with a fixed seed: `perDay` tickets a
// station a day, mostly in daytime, at the station's regulator price of the day when known (else
// a typical price), one product and payment type drawn per ticket. One statement whatever the
// volume; the reports' bench data (reportsSeed.ts) and the chain data set (chainDataSet.ts) both
// write their tickets here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

export interface BenchTicketsOptions {
  /** First and last local day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  perDay: number;
  /** Folios are `<prefix><station>-<YYYYMMDD>-<n>`. */
  folioPrefix: string;
  /** setseed's argument: the same tickets on every run. */
  seed: number;
  /** These stations; every station with a camera when absent. */
  stationIds?: number[];
}

export async function insertBenchTickets(
  db: Kysely<Database>,
  options: BenchTicketsOptions,
): Promise<void> {
  const stations = options.stationIds
    ? sql`s.id = any(${options.stationIds}::int[])`
    : sql`exists (select 1 from cameras c where c.gas_station_id = s.id)`;
  await sql`select setseed(${options.seed})`.execute(db);
  await sql`
    insert into sales_tickets (gas_station_id, source, origin, folio, sold_at, local_time, employee,
      pump, product, payment_type, volume, price, amount)
    select gas_station_id, 'upload', 'bench', folio, sold_at, sold_at at time zone time_zone,
      'Despachador ' || (1 + floor(r_employee * 6)::int), pump, product, payment_type, volume,
      price, round(volume * price, 2)
    from (
      select t.*, coalesce(p.price,
          case t.product when 1 then 23.9 when 2 then 25.9 else 25.6 end)::numeric(12, 4) as price
      from (
        select u.*,
          case when r_product < 0.62 then 1 when r_product < 0.79 then 2 else 3 end as product,
          case when r_payment < 0.46 then 1 when r_payment < 0.9 then 2 else 3 end as payment_type
        from (
          select s.id as gas_station_id, s.time_zone, s.cre_place_id,
            ${options.folioPrefix}::text || s.id || '-' || to_char(d, 'YYYYMMDD') || '-' || n as folio,
            d::date as day,
            (d::timestamp at time zone s.time_zone)
              + case when random() < 0.85 then interval '6 hours' + random() * interval '16 hours'
                else random() * interval '24 hours' end as sold_at,
            1 + floor(random() * coalesce(s.bombs, 8))::int as pump,
            round((5 + random() * random() * 70)::numeric, 3) as volume,
            random() as r_product, random() as r_payment, random() as r_employee
          from gas_stations s
          cross join generate_series(${options.from}::date, ${options.to}::date, interval '1 day') as d
          cross join generate_series(1, ${options.perDay}) as n
          where ${stations}
        ) u
      ) t
      left join cre_prices p on p.place_id = t.cre_place_id and p.price_date = t.day
        and p.fuel = case t.product when 1 then 'regular' when 2 then 'premium' else 'diesel' end
    ) x`.execute(db);
}
