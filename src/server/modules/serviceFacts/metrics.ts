// What each service metric counts, once, as SQL over a camera visit (service_visits): the
// rollups (daily and monthly), the reports' reads, the service alerts' windows and the
// Dashboard read them from here, so a definition changes in one place for all of them.
// - a visit arrives when it has an arrival (a visit seen only from its attention or its end
//   has no wait and is not counted);
// - attended: it arrived and was attended; its wait is from arrival to attention (Inmediatez is
//   the mean wait of the attended);
// - timely (Atención oportuna): attended within a whole number of seconds, the limit;
// - served with a fuel: its attention and end are known, that fuel; its service time is from
//   attention to end (Tiempo de servicio de gasolina / diesel).
import { sql, type RawBuilder } from 'kysely';

export type ServiceFuel = 'gasoline' | 'diesel';

export interface VisitMetricSql {
  arrived: RawBuilder<unknown>;
  attended: RawBuilder<unknown>;
  /** Seconds from arrival to attention (exact: sums in any order give the same total). */
  waitSeconds: RawBuilder<unknown>;
  /** The wait in whole seconds, rounded up: `wait <= limit` is `waitWholeSeconds <= limit`. */
  waitWholeSeconds: RawBuilder<unknown>;
  /** Attended within `limitSeconds` (a whole number of seconds, an SQL value or expression). */
  timely: (limitSeconds: RawBuilder<unknown> | number) => RawBuilder<unknown>;
  served: (fuel: ServiceFuel) => RawBuilder<unknown>;
  /** Seconds from attention to the service's end. */
  serviceSeconds: RawBuilder<unknown>;
}

/** The metrics over the visit columns of `alias` (a table or subquery alias; '' for none). */
export function visitMetrics(alias = 'v'): VisitMetricSql {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const arrival = column('arrival_at');
  const attention = column('attention_at');
  const end = column('end_at');
  const arrived = sql`${arrival} is not null`;
  const attended = sql`${arrival} is not null and ${attention} is not null`;
  const waitSeconds = sql`extract(epoch from ${attention} - ${arrival})`;
  const waitWholeSeconds = sql`ceil(${waitSeconds})`;
  return {
    arrived,
    attended,
    waitSeconds,
    waitWholeSeconds,
    timely: (limitSeconds) => sql`${attended} and ${waitSeconds} <= ${limitSeconds}`,
    served: (fuel) =>
      sql`${column('fuel')} = ${fuel} and ${attention} is not null and ${end} is not null`,
    serviceSeconds: sql`extract(epoch from ${end} - ${attention})`,
  };
}
