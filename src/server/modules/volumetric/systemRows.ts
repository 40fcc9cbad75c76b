// A system row to what the API shows (secrets only as *_set flags) and to what the connector
// engine runs (secrets opened). A system saved before the connector existed has empty columns:
// it is shown with placeholder paths until someone configures it.
import type { Kysely, Selectable } from 'kysely';
import type {
  VolumetricStationSync,
  VolumetricSystem,
  VolumetricSystemInput,
} from '@/api/generated/volumetric.gen';
import type { Database, JsonObject, VolumetricSystemsTable } from '../../db/schema';
import type { SecretBox } from './secrets';
import {
  ConnectorError,
  TICKET_FIELDS,
  type ConnectorSettings,
  type DateFormat,
  type Mapper,
  type ParamPlaces,
} from './connector/settings';

export type SystemRow = Selectable<VolumetricSystemsTable>;

const DEFAULT_PARAMS: ParamPlaces = {
  start_date: { in: 'query', path: 'desde' },
  end_date: { in: 'query', path: 'hasta' },
  station_id: { in: 'query', path: 'estacion' },
};

export function paramsOf(row: SystemRow): ParamPlaces {
  return { ...DEFAULT_PARAMS, ...row.params } as ParamPlaces;
}

export function mapperOf(row: SystemRow): Mapper {
  const mapper = {} as Mapper;
  for (const field of TICKET_FIELDS) {
    const saved = row.mapper[field];
    mapper[field] = typeof saved === 'string' ? saved : field === 'employee' ? '' : `$.${field}`;
    if (mapper[field] === '' && field !== 'employee') mapper[field] = `$.${field}`;
  }
  return mapper;
}

export function systemToApi(row: SystemRow, stations: VolumetricStationSync[]): VolumetricSystem {
  return {
    id: row.id,
    volumetric_supplier_id: row.volumetric_supplier_id,
    name: row.name,
    data_url: row.data_url,
    data_method: row.data_method,
    data_body: row.data_body === null ? null : JSON.stringify(row.data_body),
    token_url: row.token_url,
    token_method: row.token_method,
    token_path: row.token_path,
    token_body_set: row.token_body_secret !== null,
    static_token_set: row.static_token_secret !== null,
    params: paramsOf(row),
    date_format: row.date_format as DateFormat,
    records_path: row.records_path,
    mapper: mapperOf(row),
    pull_interval_minutes: row.pull_interval_minutes,
    look_back_days: row.look_back_days,
    reports_url: row.reports_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    stations,
  };
}

/** The columns an input writes; a secret or reports URL left out (undefined) is not written at all. */
export function inputToColumns(input: VolumetricSystemInput, box: SecretBox) {
  const seal = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : box.seal(value);
  const columns = {
    name: input.name.trim(),
    data_url: input.data_url.trim(),
    data_method: input.data_method,
    data_body: input.data_body === null ? null : (JSON.parse(input.data_body) as JsonObject),
    token_url: input.token_url === null ? null : input.token_url.trim(),
    token_method: input.token_method,
    token_path: input.token_path.trim(),
    params: input.params,
    date_format: input.date_format,
    records_path: input.records_path.trim(),
    mapper: input.mapper,
    pull_interval_minutes: input.pull_interval_minutes,
    look_back_days: input.look_back_days,
    token_body_secret: seal(input.token_body),
    static_token_secret: seal(input.static_token),
    reports_url: reportsUrlOf(input),
  };
  if (columns.token_body_secret === undefined) delete columns.token_body_secret;
  if (columns.static_token_secret === undefined) delete columns.static_token_secret;
  // A form that does not know the field keeps what was saved.
  if (columns.reports_url === undefined) delete columns.reports_url;
  return columns;
}

/** The reports URL given: trimmed, null when cleared (or blank), undefined when left out. */
function reportsUrlOf(input: VolumetricSystemInput): string | null | undefined {
  if (input.reports_url === undefined) return undefined;
  return input.reports_url === null || input.reports_url.trim() === ''
    ? null
    : input.reports_url.trim();
}

export const UNREADABLE_SECRET =
  'No se pudieron leer las credenciales guardadas (¿cambió SECRETS_KEY?); vuelve a capturarlas';

function openSecret(box: SecretBox, sealed: string | null): string | null {
  if (sealed === null) return null;
  try {
    return box.open(sealed);
  } catch {
    throw new ConnectorError(UNREADABLE_SECRET);
  }
}

export function rowToSettings(row: SystemRow, box: SecretBox): ConnectorSettings {
  return {
    dataUrl: row.data_url,
    dataMethod: row.data_method,
    dataBody: row.data_body,
    tokenUrl: row.token_url,
    tokenMethod: row.token_method,
    tokenPath: row.token_path,
    tokenBody: openSecret(box, row.token_body_secret),
    staticToken: openSecret(box, row.static_token_secret),
    params: paramsOf(row),
    dateFormat: row.date_format as DateFormat,
    recordsPath: row.records_path,
    mapper: mapperOf(row),
    reportsUrl: row.reports_url,
  };
}

/** Unsaved values ('Probar conexión'), with secrets left out taken from the saved system. */
export function inputToSettings(
  input: VolumetricSystemInput,
  saved: ConnectorSettings | null,
): ConnectorSettings {
  return {
    dataUrl: input.data_url.trim(),
    dataMethod: input.data_method,
    dataBody: input.data_body === null ? null : (JSON.parse(input.data_body) as JsonObject),
    tokenUrl: input.token_url === null ? null : input.token_url.trim(),
    tokenMethod: input.token_method,
    tokenPath: input.token_path.trim(),
    tokenBody: input.token_body === undefined ? (saved?.tokenBody ?? null) : input.token_body,
    staticToken:
      input.static_token === undefined ? (saved?.staticToken ?? null) : input.static_token,
    params: input.params,
    dateFormat: input.date_format,
    recordsPath: input.records_path.trim(),
    mapper: input.mapper,
    reportsUrl: reportsUrlOf(input) ?? saved?.reportsUrl ?? null,
  };
}

/** The stations linked to a system with their pull state. */
export async function systemStations(
  db: Kysely<Database>,
  systemId: number,
): Promise<VolumetricStationSync[]> {
  const rows = await db
    .selectFrom('gas_stations as g')
    .leftJoin('volumetric_station_syncs as s', (join) =>
      join
        .onRef('s.gas_station_id', '=', 'g.id')
        .onRef('s.volumetric_system_id', '=', 'g.volumetric_system_id'),
    )
    .select([
      'g.id',
      'g.name',
      'g.volumetric_station_id',
      'g.time_zone',
      's.cursor_date',
      's.last_run_at',
      's.last_success_at',
      's.last_error',
      's.last_error_at',
      's.tickets_received',
      's.reports_received',
      's.last_report_refusal',
      's.last_report_refusal_at',
    ])
    .where('g.volumetric_system_id', '=', systemId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    gas_station_id: r.id,
    gas_station_name: r.name,
    volumetric_station_id: r.volumetric_station_id,
    time_zone: r.time_zone,
    cursor_date: r.cursor_date ?? null,
    last_run_at: iso(r.last_run_at),
    last_success_at: iso(r.last_success_at),
    last_error: r.last_error ?? null,
    last_error_at: iso(r.last_error_at),
    tickets_received: r.tickets_received ?? 0,
    reports_received: r.reports_received ?? 0,
    last_report_refusal: r.last_report_refusal ?? null,
    last_report_refusal_at: iso(r.last_report_refusal_at ?? null),
  }));
}
