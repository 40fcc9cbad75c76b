// Kysely's view of the database. The tables are generated from the migrations
// (schema.gen.ts, `npm run codegen:db`; `npm run codegen:check` fails when it is stale); this
// file names them for the code and derives the domain's unions from their columns, so a list
// of allowed values is written once, in the migration's CHECK.
// Type mapping (see typeParsers.ts): int8 and numeric come back as JS numbers, date as
// 'YYYY-MM-DD' strings, timestamptz as Date, on PGlite and PostgreSQL alike.
import type { Selectable } from 'kysely';
import type { GoalMetric as ContractGoalMetric } from '@/api/generated/goals.gen';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { DB } from './schema.gen';
import type { RoleName } from './schemaOverlay';
import { REPORT_TYPES } from '@/lib/reports/reportTypes';

export type Database = DB;
export type {
  JsonRecord as JsonObject,
  RoleName,
  VolumetricParamPlace,
  VolumetricParams,
} from './schemaOverlay';

/** A column's value as read, without null: the union a CHECK allows, for text columns. */
type ColumnValue<T extends keyof DB, C extends keyof Selectable<DB[T]>> = NonNullable<
  Selectable<DB[T]>[C]
>;
/** Compiles only when A and B are the same union. */
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

export type FuelType = ColumnValue<'cre_prices', 'fuel'>;
export type PermissionFlag = Exclude<keyof DB['user_permissions'], 'user_id'>;
export type ShareLinkKind = ColumnValue<'share_links', 'kind'>;
export type ServiceFuel = ColumnValue<'service_events', 'fuel'>;
export type VehicleClass = ColumnValue<'service_events', 'vehicle_class'>;
export type ReportType = ColumnValue<'report_configurations', 'report_type'>;
export type ReportPeriodicity = ColumnValue<'report_configurations', 'periodicity'>;
export type ReportChannel = ColumnValue<'report_configurations', 'channel'>;
export type TicketSource = ColumnValue<'sales_tickets', 'source'>;
export type JobState = ColumnValue<'jobs', 'state'>;
export type ReportKind = ColumnValue<'report_requests', 'kind'>;
export type ReportFormat = ColumnValue<'report_requests', 'format'>;
export type ReportLocale = ColumnValue<'report_requests', 'locale'>;

/** Fixed role ids; the API and the client rely on them (1 is admin). */
export const ROLE = { Admin: 1, Editor: 2, Visor: 3, Proveedor: 4 } as const satisfies Record<
  RoleName,
  number
>;

/** Every report type, in the order screens list them. */
export { REPORT_TYPES };
const REPORT_TYPES_MATCH_DATABASE: SameUnion<(typeof REPORT_TYPES)[number], ReportType> = true;
void REPORT_TYPES_MATCH_DATABASE;

/** The reports a user may be allowed (user_report_permissions' flags), in the screens' order. */
export const REPORT_PERMISSIONS = [
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
] as const;
const REPORT_PERMISSIONS_MATCH_DATABASE: SameUnion<
  (typeof REPORT_PERMISSIONS)[number],
  Exclude<keyof DB['user_report_permissions'], 'user_id'>
> = true;
void REPORT_PERMISSIONS_MATCH_DATABASE;

/** goals.metric takes exactly the contract's and the client's GoalMetric values. */
const GOAL_METRICS_MATCH: SameUnion<ColumnValue<'goals', 'metric'>, GoalMetric> &
  SameUnion<GoalMetric, ContractGoalMetric> = true;
void GOAL_METRICS_MATCH;

export type GasStationRivalsTable = DB['gas_station_rivals'];
export type JobsTable = DB['jobs'];
export type ReportObjectsTable = DB['report_objects'];
export type ReportRequestsTable = DB['report_requests'];
export type VolumetricSystemsTable = DB['volumetric_systems'];
