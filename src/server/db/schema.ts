// Kysely's view of the database: one interface per table, kept in step with the migrations
// (a migration that changes a table changes its interface here in the same change).
// Type mapping (see database.ts): int8 and numeric come back as JS numbers, date as
// 'YYYY-MM-DD' strings, timestamptz as Date, on PGlite and PostgreSQL alike.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GoalMetric as ContractGoalMetric } from '@/api/generated/goals.gen';
import type { GoalMetric } from '@/lib/goalMetrics';
import { REPORT_TYPES, type ReportType } from '@/lib/reports/reportTypes';

/** A timestamptz with a database default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type RoleName = 'Admin' | 'Editor' | 'Visor' | 'Proveedor';
export type FuelType = 'regular' | 'premium' | 'diesel';
export const PERMISSION_FLAGS = ['dashboard', 'files', 'vms', 'data', 'settings'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** Fixed role ids; the API and the client rely on them (1 is admin). */
export const ROLE = { Admin: 1, Editor: 2, Visor: 3, Proveedor: 4 } as const;

export interface CustomersTable {
  id: Generated<number>;
  legal_name: string;
  name: string;
  rfc: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** 0008: the rest of the company profile. */
  contact_job_title: Generated<string | null>;
  picture_url: Generated<string | null>;
  invoice_email: Generated<string | null>;
  cfdi_use: Generated<string | null>;
  tax_regime: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserRolesTable {
  id: number;
  name: RoleName;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  name: string;
  telephone: string | null;
  password_hash: string;
  user_role_id: number | null;
  customer_id: number | null;
  profile_picture_url: string | null;
  must_change_password: Generated<boolean>;
  /** 0015: when the temporary password of a forwarded invite stops working; null = own password. */
  temporary_password_expires_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 0009, generated: accent- and case-folded name, e-mail and username, for search. */
  search_text: ColumnType<string, never, never>;
}

export interface UserPermissionsTable {
  user_id: number;
  dashboard: Generated<boolean>;
  files: Generated<boolean>;
  vms: Generated<boolean>;
  data: Generated<boolean>;
  settings: Generated<boolean>;
}

export interface GasStationsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  brand: string | null;
  /** Regulator permit, e.g. PL/658/EXP/ES/2015. */
  permission: string;
  cre_place_id: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: Generated<string>;
  bombs: number | null;
  customer_gas_station_id: string | null;
  /** 0006: public URL of the 300x300 brand photo. */
  brand_photo_url: Generated<string | null>;
  /** 0006: the volumetric system this station reports through, and its id there. */
  volumetric_system_id: Generated<number | null>;
  volumetric_station_id: Generated<string | null>;
  /** Generated: accent- and case-folded name, permit and city, for search. */
  search_text: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserGasStationsTable {
  user_id: number;
  gas_station_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  remember: boolean;
  user_agent: string | null;
  ip: string | null;
}

/** 0015: one fixed-window counter of a rate limit (db/rateCounters.ts). */
export interface RateCountersTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface CrePlacesTable {
  place_id: number;
  permit: string;
  name: string | null;
  brand: string | null;
  category: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  imported_at: CreatedAt;
  /** Name, permit and address folded for search (generated, migration 0010). */
  search_text: ColumnType<string, never, never>;
}

export interface CrePricesTable {
  place_id: number;
  fuel: FuelType;
  /** 'YYYY-MM-DD'. */
  price_date: string;
  price: number;
}

export interface MetricsTable {
  id: number;
  key: string;
  unit: 'seconds' | 'percent';
  fuel: 'gas' | 'diesel' | null;
}

export interface GasStationRivalsTable {
  id: Generated<number>;
  gas_station_id: number;
  /** The registry place; null while the registry does not know the permit (linked on import). */
  cre_place_id: number | null;
  permission: string;
  /** The alias the owner gives the competitor. */
  name: string;
  address: string | null;
  /** '#RRGGBB' or null (then the palette colour by position). */
  color: string | null;
  created_at: CreatedAt;
}

/** goals.metric takes exactly the contract's GoalMetric values: this fails to compile otherwise. */
const GOAL_METRICS_MATCH_CONTRACT: [GoalMetric, ContractGoalMetric] extends [
  ContractGoalMetric,
  GoalMetric,
]
  ? true
  : never = true;
void GOAL_METRICS_MATCH_CONTRACT;

export interface GoalsTable {
  id: Generated<number>;
  customer_id: number;
  metric: GoalMetric;
  quantity: number;
  assigned_user_id: number | null;
  /** ISO week 'YYYY-Www'; set alone, or null when start_date/end_date are set. */
  week: string | null;
  /** 'YYYY-MM-DD'. */
  start_date: string | null;
  end_date: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface GoalGasStationsTable {
  goal_id: number;
  gas_station_id: number;
}

export interface CamerasTable {
  id: Generated<number>;
  customer_id: number;
  gas_station_id: number | null;
  name: string;
  serial: string | null;
  license: string | null;
  /** SHA-256 hex of the camera key; the key is shown once on creation. */
  key_hash: string;
  key_last4: string;
  status_online: Generated<boolean>;
  last_seen_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 0009, generated: folded name, serial and license, for search. */
  search_text: ColumnType<string, never, never>;
  /** 0014: where the picture comes from (rtsp, http or testsrc); never sent to browsers. */
  source_url: Generated<string | null>;
  /** 0014: an optional lighter stream for grids. */
  substream_url: Generated<string | null>;
  /** 0014: what the stream hub last saw. */
  stream_status: Generated<CameraStreamStatus>;
  stream_checked_at: NullableTimestamp;
  stream_error: Generated<string | null>;
}

export type CameraStreamStatus = 'unchecked' | 'live' | 'offline';

export interface PanelsTable {
  id: Generated<number>;
  customer_id: number;
  title: string;
  name: string;
  columns: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  search_text: ColumnType<string, never, never>;
}

export interface PanelCamerasTable {
  panel_id: number;
  camera_id: number;
  position: number;
}

export type ShareLinkKind = 'camera' | 'panel';

export interface ShareLinksTable {
  id: Generated<number>;
  /** SHA-256 hex of the 32-byte token; the token itself is shown once. */
  token_hash: string;
  kind: ShareLinkKind;
  panel_id: number;
  camera_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
}

export interface StreamOwnersTable {
  camera_id: number;
  node_id: string;
  node_url: string;
  lease_until: Date;
}

export type ServiceEventType = 'vehicle_arrival' | 'attention_start' | 'service_end';
export type ServiceFuel = 'gasoline' | 'diesel';
export type VehicleClass = 'autos' | 'motos' | 'autobuses' | 'camiones' | 'personas';

export interface ServiceEventsTable {
  id: Generated<number>;
  camera_id: number;
  gas_station_id: number;
  /** The camera's own event id (unique per camera). */
  event_key: string;
  visit_key: string;
  type: ServiceEventType;
  occurred_at: Timestamp;
  fuel: ServiceFuel | null;
  vehicle_class: VehicleClass | null;
  received_at: CreatedAt;
}

export interface ServiceVisitsTable {
  id: Generated<number>;
  camera_id: number;
  gas_station_id: number;
  visit_key: string;
  arrival_at: NullableTimestamp;
  attention_at: NullableTimestamp;
  end_at: NullableTimestamp;
  fuel: ServiceFuel | null;
  vehicle_class: VehicleClass | null;
  /** First day of the visit's month in the station's time zone, 'YYYY-MM-DD'. */
  month: string;
}

export interface ServiceMonthlyStatsTable {
  gas_station_id: number;
  month: string;
  arrivals: number;
  attended: number;
  wait_seconds_sum: number;
  gas_services: number;
  gas_service_seconds_sum: number;
  diesel_services: number;
  diesel_service_seconds_sum: number;
  /** Element i+1: visits that waited i whole seconds (the last also counts longer waits). */
  wait_histogram: Generated<number[]>;
  updated_at: CreatedAt;
}

// --- 0006_management_stations ---------------------------------------------------------------
export { REPORT_TYPES, type ReportType };
export type ReportPeriodicity = 'daily' | 'weekly' | 'monthly';
export type ReportChannel = 'email' | 'whatsapp';

export interface VolumetricSuppliersTable {
  id: Generated<number>;
  name: string;
  alias: string;
  created_at: CreatedAt;
}

export interface VolumetricSystemsTable {
  id: Generated<number>;
  volumetric_supplier_id: number;
  name: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  // --- 0012: the connector ---
  data_url: Generated<string>;
  data_method: Generated<HttpMethod>;
  /** The data request body (an object), before the dates and station id are set into it. */
  data_body: Generated<JsonObject | null>;
  token_url: Generated<string | null>;
  token_method: Generated<HttpMethod>;
  token_path: Generated<string>;
  /** Encrypted JSON text (modules/volumetric/secrets.ts); never sent to the browser. */
  token_body_secret: Generated<string | null>;
  /** Encrypted; never sent to the browser. */
  static_token_secret: Generated<string | null>;
  params: Generated<VolumetricParams>;
  date_format: Generated<string>;
  records_path: Generated<string>;
  mapper: Generated<Record<string, string>>;
  pull_interval_minutes: Generated<number>;
  look_back_days: Generated<number>;
}

export type HttpMethod = 'GET' | 'POST';
export type JsonObject = { [key: string]: unknown };
export interface VolumetricParamPlace {
  in: 'body' | 'query';
  path: string;
}
export interface VolumetricParams {
  start_date?: VolumetricParamPlace;
  end_date?: VolumetricParamPlace;
  station_id?: VolumetricParamPlace;
}

// --- 0012_sales_data --------------------------------------------------------------------------
export interface VolumetricStationSyncsTable {
  gas_station_id: number;
  volumetric_system_id: number;
  /** The last day pulled completely, in the station's time zone ('YYYY-MM-DD'). */
  cursor_date: ColumnType<string | null, string | null | undefined, string | null>;
  last_run_at: NullableTimestamp;
  last_success_at: NullableTimestamp;
  last_error: Generated<string | null>;
  last_error_at: NullableTimestamp;
  tickets_received: Generated<number>;
  updated_at: CreatedAt;
}

export type TicketSource = 'volumetric' | 'upload';
export type TicketUploadStatus = 'uploaded' | 'queued' | 'processing' | 'processed' | 'failed';

export interface SalesTicketsTable {
  id: Generated<string>;
  gas_station_id: number;
  source: TicketSource;
  /** 'supplier:<id>' or 'upload': the folio is unique per station within it. */
  origin: string;
  folio: string;
  sold_at: Timestamp;
  /** Wall-clock time at the station. */
  local_time: ColumnType<Date, Date | string, Date | string>;
  employee: string | null;
  pump: number;
  product: number;
  payment_type: number;
  /** numeric: read as a string. */
  volume: ColumnType<string, number | string, number | string>;
  price: ColumnType<string, number | string, number | string>;
  amount: ColumnType<string, number | string, number | string>;
  upload_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TicketUploadsTable {
  id: Generated<number>;
  gas_station_id: number | null;
  uploaded_by: number;
  assigned_user_id: number | null;
  file_name: string;
  size: number;
  sha256: string;
  storage_key: string;
  status: Generated<TicketUploadStatus>;
  options: JsonObject | null;
  error: string | null;
  result: JsonObject | null;
  errors_key: string | null;
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
}

export interface TicketMappingsTable {
  customer_id: number;
  header_signature: string;
  mapping: JsonObject;
  updated_by: number | null;
  updated_at: CreatedAt;
}

export interface GasStationShiftsTable {
  gas_station_id: number;
  shift: number;
  /** 'HH:MM'. */
  starts_at: string;
  ends_at: string;
}

export interface AssetsTable {
  id: Generated<number>;
  customer_id: number;
  gas_station_id: number;
  camera_id: number | null;
  name: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ContactsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  email: string | null;
  telephone: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 0009, generated: folded name, e-mail and telephone, for search. */
  search_text: ColumnType<string, never, never>;
}

export interface ContactGasStationsTable {
  contact_id: number;
  gas_station_id: number;
}

export interface ReportConfigurationsTable {
  id: Generated<number>;
  gas_station_id: number | null;
  user_id: number | null;
  report_type: ReportType;
  enabled: Generated<boolean>;
  periodicity: ReportPeriodicity;
  /** 1 Monday .. 7 Sunday; weekly only. */
  weekday: number | null;
  /** 1..31; monthly only. */
  day_of_month: number | null;
  /** 'HH:MM'. */
  send_time: Generated<string>;
  channel: Generated<ReportChannel>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 0013: the next occurrence to fire (null: not scheduled, e.g. disabled). */
  next_run_at: NullableTimestamp;
  last_run_at: NullableTimestamp;
}

export interface ReportConfigurationContactsTable {
  report_configuration_id: number;
  contact_id: number;
}

/** A file or folder of the reports tree in object storage (migration 0005). */
export interface ReportObjectsTable {
  id: Generated<number>;
  /** Relative to the storage's 'reports/' namespace; folders end in '/'. */
  path: string;
  /** The folder holding it ('' at the top). */
  parent: string;
  name: string;
  /** Accent- and case-folded name with zero-padded numbers, for a natural Spanish order. */
  sort_name: string;
  is_folder: boolean;
  size: Generated<number>;
  content_type: string | null;
  last_modified: Timestamp;
  /** Folders: entries directly inside. */
  item_count: Generated<number>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

// --- 0007_management_users ------------------------------------------------------------------
export const REPORT_PERMISSIONS = [
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
] as const;
export type ReportPermission = (typeof REPORT_PERMISSIONS)[number];

export interface UserReportPermissionsTable {
  user_id: number;
  weekly_executive: Generated<boolean>;
  weekly_analytic: Generated<boolean>;
  monthly: Generated<boolean>;
  price: Generated<boolean>;
  customer_behavior: Generated<boolean>;
  traffic_sensitivity: Generated<boolean>;
}

export interface UserInvitationsTable {
  id: Generated<number>;
  user_id: number;
  invited_by: number | null;
  kind: 'welcome' | 'forwarded';
  message_id: string;
  sent_at: CreatedAt;
}

// --- 0008_management_settings ---------------------------------------------------------------
export interface ApiTokensTable {
  id: Generated<number>;
  customer_id: number;
  product: string;
  /** SHA-256 hex of the token; the token is shown once. */
  token_hash: string;
  last4: string;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

// --- 0011_jobs ------------------------------------------------------------------------------
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
type Json = ColumnType<unknown, string, string>;

export interface JobsTable {
  id: Generated<number>;
  queue: string;
  /** Deduplication key: one queued or running job per queue and key. */
  key: string | null;
  /** Written as JSON text (JSON.stringify), read back parsed. */
  payload: Json;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Not before. */
  run_at: CreatedAt;
  /** The lease of the node running it; a running job past it is taken over. */
  locked_until: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  last_error: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface JobSchedulesTable {
  name: string;
  queue: string;
  key: string | null;
  payload: Json;
  cadence: Json;
  next_run_at: Timestamp;
  last_run_at: NullableTimestamp;
  enabled: Generated<boolean>;
  updated_at: CreatedAt;
}

// --- 0013_reports ---------------------------------------------------------------------------
export type ReportKind = 'price' | 'traffic_flow' | 'conversion' | 'competition';
export type ReportFormat = 'pdf' | 'csv';
export type ReportLocale = 'es' | 'en';
export type ReportRequestStatus = 'queued' | 'rendering' | 'done' | 'failed';
export type ReportDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

export interface ReportRequestsTable {
  id: Generated<number>;
  requested_by: number | null;
  configuration_id: number | null;
  /** 'config:{id}:{occurrence ISO}' for a schedule's occurrence; null for a user's request. */
  occurrence_key: string | null;
  report_type: ReportType;
  kind: ReportKind | null;
  gas_station_ids: number[];
  /** 'YYYY-MM-DD' (date columns are read as strings). */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  pages: Generated<number>;
  format: Generated<ReportFormat>;
  locale: Generated<ReportLocale>;
  channel: ReportChannel | null;
  status: Generated<ReportRequestStatus>;
  error: string | null;
  /** Path in the reports tree (files browser) once rendered. */
  file_path: string | null;
  file_size: number | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  rendered_at: NullableTimestamp;
}

export interface ReportDeliveriesTable {
  id: Generated<number>;
  request_id: number;
  channel: ReportChannel;
  contact_id: number | null;
  recipient_name: string;
  /** E-mail address or telephone. */
  address: string;
  status: Generated<ReportDeliveryStatus>;
  provider_message_id: string | null;
  /** The provider's reason when failed. */
  error: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  sent_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
}

export type TrafficEventType = 'vehicle_pass' | 'vehicle_entry';

export interface TrafficEventsTable {
  id: Generated<string>;
  camera_id: number;
  gas_station_id: number;
  event_key: string;
  type: TrafficEventType;
  occurred_at: Timestamp;
  vehicle_class: VehicleClass;
  /** Anonymous hash computed by the camera (never a plate); entries only, optional. */
  vehicle_key: string | null;
  received_at: CreatedAt;
}

export interface TrafficDailyStatsTable {
  gas_station_id: number;
  /** Local day at the station, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  vehicle_class: VehicleClass;
  passes: Generated<number>;
  entries: Generated<number>;
}

export interface Database {
  panels: PanelsTable;
  panel_cameras: PanelCamerasTable;
  share_links: ShareLinksTable;
  stream_owners: StreamOwnersTable;
  report_requests: ReportRequestsTable;
  report_deliveries: ReportDeliveriesTable;
  traffic_events: TrafficEventsTable;
  traffic_daily_stats: TrafficDailyStatsTable;
  volumetric_station_syncs: VolumetricStationSyncsTable;
  sales_tickets: SalesTicketsTable;
  ticket_uploads: TicketUploadsTable;
  ticket_mappings: TicketMappingsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  api_tokens: ApiTokensTable;
  user_report_permissions: UserReportPermissionsTable;
  user_invitations: UserInvitationsTable;
  report_objects: ReportObjectsTable;
  app_secrets: AppSecretsTable;
  volumetric_suppliers: VolumetricSuppliersTable;
  volumetric_systems: VolumetricSystemsTable;
  gas_station_shifts: GasStationShiftsTable;
  assets: AssetsTable;
  contacts: ContactsTable;
  contact_gas_stations: ContactGasStationsTable;
  report_configurations: ReportConfigurationsTable;
  report_configuration_contacts: ReportConfigurationContactsTable;
  gas_station_rivals: GasStationRivalsTable;
  goals: GoalsTable;
  goal_gas_stations: GoalGasStationsTable;
  cameras: CamerasTable;
  service_events: ServiceEventsTable;
  service_visits: ServiceVisitsTable;
  service_monthly_stats: ServiceMonthlyStatsTable;
  customers: CustomersTable;
  user_roles: UserRolesTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  gas_stations: GasStationsTable;
  user_gas_stations: UserGasStationsTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  cre_places: CrePlacesTable;
  cre_prices: CrePricesTable;
  metrics: MetricsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GasStationRow = Selectable<GasStationsTable>;
export type NewGasStation = Insertable<GasStationsTable>;
export type CustomerRow = Selectable<CustomersTable>;
