// Writes by hand, as another node or an operator would make them, to the small tables the kept
// answers' versions fingerprint by their rows (Home's overview and the service charts:
// modules/serviceFacts/stationViewsVersion.ts; a station's reports: reports/documentVersion.ts), and
// to the regulator's prices, versioned as a whole. Each rewrites or adds rows without changing what the answers say.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export type NamedWrite = [what: string, write: () => Promise<unknown>];

/** Writes both versions count: the station's row, its rivals, its customer's goals, a price. */
export function sharedSourceWrites(
  db: Kysely<Database>,
  station: number,
  customer: number,
): NamedWrite[] {
  return [
    [
      'the station, its value unchanged',
      () => sql`update gas_stations set name = name where id = ${station}`.execute(db),
    ],
    [
      'a rival added',
      () =>
        sql`insert into gas_station_rivals (gas_station_id, name, permission)
          values (${station}, 'Rival nuevo', 'PL/99999/EXP/ES/2099')`.execute(db),
    ],
    [
      'a rival removed',
      () => sql`delete from gas_station_rivals where name = 'Rival nuevo'`.execute(db),
    ],
    [
      "a goal of the station's customer",
      () => sql`update goals set quantity = quantity where customer_id = ${customer}`.execute(db),
    ],
    [
      'a price of any place (prices are versioned as a whole)',
      () =>
        sql`insert into cre_prices (place_id, fuel, price_date, price)
          values (999999, 'regular', '2026-07-02', 23.5)
          on conflict (place_id, fuel, price_date) do update set price = excluded.price`.execute(
          db,
        ),
    ],
  ];
}
