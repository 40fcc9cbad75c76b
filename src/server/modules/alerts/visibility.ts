// What a user may see: a rule only when every station of its scope (at least one) is one of
// theirs, and an alert only when its station is (administrators: every station); and either
// only when its kind is one their screen flags show (CONDITION_FLAGS: the flags of the data it
// carries; administrators too, as every flag-gated operation), and the administrators' kinds
// (ADMIN_CONDITION_KINDS: the SAT compliance ones) only by administrators. Anything else answers 404, as if
// it did not exist. The live relay and the notices check the same in SQL (userSeesAlert).
// Which stations are a user's is access/stationVisibility's rule, used here in both forms.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  ADMIN_CONDITION_KINDS,
  CONDITION_FLAGS,
  CONDITION_KINDS,
  conditionKindsVisibleWith,
  type AlertConditionKind,
  type ScreenFlag,
} from '@/lib/alerts/conditionKinds';
import type { AuthUser } from '../../contract/handlerTypes';
import {
  stationInScope,
  type StationScope,
  stationScopeOf,
  userRowSeesStation,
} from '../../access/stationVisibility';
import { ROLE, type PermissionFlag } from '../../db/schema';
import { forbidden } from '../../errors';

/** Compiles only while the client's screen flags are the database's permission columns. */
const SCREEN_FLAGS_ARE_PERMISSIONS: [ScreenFlag] extends [PermissionFlag]
  ? [PermissionFlag] extends [ScreenFlag]
    ? true
    : never
  : never = true;
void SCREEN_FLAGS_ARE_PERMISSIONS;

/** stationIds null = every station (administrators); kinds null = every kind. */
export type Viewer = {
  userId: number;
  stationIds: StationScope;
  kinds: AlertConditionKind[] | null;
};

export async function viewerOf(user: AuthUser): Promise<Viewer> {
  const kinds = conditionKindsVisibleWith(user.permissions, user.isAdmin);
  return {
    userId: user.id,
    stationIds: await stationScopeOf(user),
    kinds: kinds.length === CONDITION_KINDS.length ? null : kinds,
  };
}

/** A rule of `kind` may be written only by a user who sees its alerts (else 403). */
export function checkKindVisible(viewer: Viewer, kind: AlertConditionKind): void {
  if (viewer.kinds !== null && !viewer.kinds.includes(kind)) throw forbidden();
}

function kindVisible(viewer: Viewer, kindColumn: RawBuilder<unknown>): RawBuilder<SqlBool> {
  if (viewer.kinds === null) return sql<SqlBool>`true`;
  return sql<SqlBool>`${kindColumn} = any(${viewer.kinds}::text[])`;
}

/** The rules of `ruleId` (a column reference) the viewer may see. */
export function ruleVisible(viewer: Viewer, ruleIdColumn: string): Expression<SqlBool> {
  const rule = sql.ref(ruleIdColumn);
  const kind = kindVisible(
    viewer,
    sql`(select kr.condition_kind from alert_rules kr where kr.id = ${rule})`,
  );
  if (viewer.stationIds === null) return kind;
  // A rule left with no station (its stations deleted) belongs to nobody's view but an admin's.
  return sql<SqlBool>`(${kind} and exists (select 1 from alert_rule_stations vs where vs.rule_id = ${rule})
    and not exists (select 1 from alert_rule_stations vs
      where vs.rule_id = ${rule}
        and not (vs.gas_station_id = any(${viewer.stationIds}::int[]))))`;
}

/** The alerts of the alias `alert` (a row of alerts) the viewer may see. */
export function alertVisible(viewer: Viewer, alert: string): Expression<SqlBool> {
  const kind = kindVisible(
    viewer,
    sql`(select kr.condition_kind from alert_rules kr where kr.id = ${sql.ref(`${alert}.rule_id`)})`,
  );
  if (viewer.stationIds === null) return kind;
  return sql<SqlBool>`(${kind} and ${stationInScope(sql.ref(`${alert}.gas_station_id`), viewer.stationIds)})`;
}

/**
 * Whether the user of the alias `user` (a row of users) may see an alert of `station` (an id or
 * a column) and of `kind` (a column of the rule's condition_kind), as SQL: the same rule as
 * above, from the database's rows (the live relay, the notices, the digest).
 */
export function userSeesAlert(
  user: string,
  station: number | RawBuilder<unknown>,
  kind: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const u = sql.ref(user);
  const byKind = CONDITION_KINDS.map((k) => {
    const flags = CONDITION_FLAGS[k].map((flag) => sql.ref(`vp.${flag}`));
    const admin = ADMIN_CONDITION_KINDS.includes(k)
      ? sql` and ${u}.user_role_id = ${ROLE.Admin}`
      : sql``;
    return sql`(${kind} = ${k} and ${sql.join(flags, sql` and `)}${admin})`;
  });
  return sql<boolean>`(${userRowSeesStation(user, station)}
    and exists (select 1 from user_permissions vp where vp.user_id = ${u}.id
      and (${sql.join(byKind, sql` or `)})))`;
}
