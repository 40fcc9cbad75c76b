// Kysely's view of the database: one interface per table, kept in step with the migrations
// (a migration that changes a table changes its interface here in the same change).
// Type mapping (see database.ts): int8 and numeric come back as JS numbers, date as
// 'YYYY-MM-DD' strings, timestamptz as Date, on PGlite and PostgreSQL alike.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
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

export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  username: string | null;
  attempted_at: CreatedAt;
  succeeded: boolean;
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

export interface Database {
  customers: CustomersTable;
  user_roles: UserRolesTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  gas_stations: GasStationsTable;
  user_gas_stations: UserGasStationsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
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
