// What a user may see: administrators every rule and alert; anybody else a rule only when
// every station of its scope (at least one) is one of theirs, and an alert only when its
// station is. Anything else answers 404, as if it did not exist.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';

/** null = every station (administrators). */
export type Viewer = { userId: number; stationIds: number[] | null };

export async function viewerOf(user: AuthUser): Promise<Viewer> {
  return { userId: user.id, stationIds: user.isAdmin ? null : await user.stationIds() };
}

/** The rules of `ruleId` (a column reference) the viewer may see. */
export function ruleVisible(viewer: Viewer, ruleIdColumn: string): Expression<SqlBool> {
  if (viewer.stationIds === null) return sql<SqlBool>`true`;
  // A rule left with no station (its stations deleted) belongs to nobody's view but an admin's.
  const rule = sql.ref(ruleIdColumn);
  return sql<SqlBool>`(exists (select 1 from alert_rule_stations vs where vs.rule_id = ${rule})
    and not exists (select 1 from alert_rule_stations vs
      where vs.rule_id = ${rule}
        and not (vs.gas_station_id = any(${viewer.stationIds}::int[]))))`;
}

/** The alerts of `stationColumn` the viewer may see. */
export function stationVisible(viewer: Viewer, stationColumn: string): Expression<SqlBool> {
  if (viewer.stationIds === null) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(stationColumn)} = any(${viewer.stationIds}::int[])`;
}
