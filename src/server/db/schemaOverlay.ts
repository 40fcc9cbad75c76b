// What the migrated database cannot tell the schema generator (scripts/contract/dbSchema.ts):
// the shape of jsonb columns, and role names (a table of four fixed rows, no CHECK). Text
// columns with a CHECK `in (...)` list need nothing here: their unions come from the database.
import type { ColumnType } from 'kysely';

export type RoleName = 'Admin' | 'Editor' | 'Visor' | 'Proveedor';

/** A jsonb object of any keys (the generator's own JsonObject is narrower). */
export type JsonRecord = { [key: string]: unknown };

/** Written as JSON text (JSON.stringify), read back parsed. */
export type JsonText = ColumnType<unknown, string, string>;
export type NullableJsonText = ColumnType<unknown, string | null | undefined, string | null>;

export interface VolumetricParamPlace {
  in: 'body' | 'query';
  path: string;
}
export interface VolumetricParams {
  start_date?: VolumetricParamPlace;
  end_date?: VolumetricParamPlace;
  station_id?: VolumetricParamPlace;
}
/** Ticket field -> the record's JSON path. */
export type VolumetricMapper = Record<string, string>;

/** Imported by the generated schema from here (the generator's customImports). */
export const OVERLAY_MODULE = './schemaOverlay';

/** 'table.column' -> its TypeScript type (the whole type: nullability and Generated included). */
export const COLUMN_OVERLAY: Record<string, string> = {
  'user_roles.name': 'RoleName',
  'volumetric_systems.data_body': 'JsonRecord | null',
  'volumetric_systems.params': 'Generated<VolumetricParams>',
  'volumetric_systems.mapper': 'Generated<VolumetricMapper>',
  'ticket_uploads.options': 'JsonRecord | null',
  'ticket_uploads.result': 'JsonRecord | null',
  'ticket_mappings.mapping': 'JsonRecord',
  'jobs.payload': 'JsonText',
  'jobs.result': 'NullableJsonText',
  'job_schedules.payload': 'JsonText',
  'job_schedules.cadence': 'JsonText',
  // No CHECK of its own: the rows are counted from traffic_events, whose CHECK holds the list.
  'traffic_daily_stats.vehicle_class': "TrafficEvents['vehicle_class']",
};

/** The names above that this file exports, for the generated file to import. */
export const OVERLAY_TYPES = [
  'RoleName',
  'JsonRecord',
  'JsonText',
  'NullableJsonText',
  'VolumetricParams',
  'VolumetricMapper',
];
