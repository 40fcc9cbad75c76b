// The system form's values <-> VolumetricSystemInput. Numbers are typed as text, the
// authentication is one choice (none / static token / token request), and the two secrets are
// write-only: on edit the form only knows whether one is saved (`*_kept`); a secret is sent when
// typed, left out to keep the saved one, or sent as null when cleared or no longer used.
import type {
  HttpMethod,
  VolumetricConnectionTestInput,
  VolumetricDateFormat,
  VolumetricMapper,
  VolumetricSystem,
  VolumetricSystemInput,
} from '@/api/volumetric';
import { contractBody } from '@/api/formSchemas';
import {
  CONNECTOR_TICKET_FIELDS,
  OPTIONAL_CONNECTOR_FIELDS,
  type ConnectorTicketField,
} from '@/lib/volumetric/connectorFields';
import { FORM_MESSAGES, schemaForm, toInteger, toText, type RuleViolation } from '@/lib/forms';

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST'];
export const DATE_FORMATS: readonly VolumetricDateFormat[] = [
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:MM:SS',
  'YYYY-MM-DDTHH:MM:SS',
  'DD/MM/YYYY',
  'UNIX',
];
export const AUTH_MODES = ['none', 'static', 'request'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const PARAM_KEYS = ['start_date', 'end_date', 'station_id'] as const;
export type ParamKey = (typeof PARAM_KEYS)[number];

export const MAPPER_FIELDS = CONNECTOR_TICKET_FIELDS satisfies readonly (keyof VolumetricMapper)[];
export type MapperField = ConnectorTicketField;
export const OPTIONAL_MAPPER_FIELDS = OPTIONAL_CONNECTOR_FIELDS;

/** The contract requires a token path even without a token call: this one stands in. */
export const DEFAULT_TOKEN_PATH = '$.access_token';

export interface ParamPlaceValues {
  in: 'body' | 'query';
  path?: string;
}

export interface SystemFormValues {
  name?: string;
  pull_interval_minutes?: string;
  look_back_days?: string;
  data_url?: string;
  data_method: HttpMethod;
  data_body?: string;
  /** Where the supplier serves the SAT report files; empty: it serves none. */
  reports_url?: string;
  auth_mode: AuthMode;
  /** A new static token, as typed. */
  static_token?: string;
  /** A static token is saved and stays unless replaced or cleared. */
  static_token_kept: boolean;
  token_url?: string;
  token_method: HttpMethod;
  /** A new token request body, as typed. */
  token_body?: string;
  token_body_kept: boolean;
  token_path?: string;
  params: Record<ParamKey, ParamPlaceValues>;
  date_format: VolumetricDateFormat;
  records_path?: string;
  mapper: Partial<Record<MapperField, string>>;
}

export function newSystemValues(): SystemFormValues {
  return {
    pull_interval_minutes: '60',
    look_back_days: '1',
    data_method: 'POST',
    auth_mode: 'none',
    static_token_kept: false,
    token_method: 'POST',
    token_body_kept: false,
    token_path: DEFAULT_TOKEN_PATH,
    params: {
      start_date: { in: 'body', path: 'start_date' },
      end_date: { in: 'body', path: 'end_date' },
      station_id: { in: 'body', path: 'station_id' },
    },
    date_format: 'YYYY-MM-DD',
    mapper: {},
  };
}

function authModeOf(system: VolumetricSystem): AuthMode {
  if (system.static_token_set) return 'static';
  return system.token_url ? 'request' : 'none';
}

export function valuesFromSystem(system: VolumetricSystem): SystemFormValues {
  return {
    name: system.name,
    pull_interval_minutes: String(system.pull_interval_minutes),
    look_back_days: String(system.look_back_days),
    data_url: system.data_url,
    data_method: system.data_method,
    data_body: system.data_body ?? undefined,
    reports_url: system.reports_url ?? undefined,
    auth_mode: authModeOf(system),
    static_token_kept: system.static_token_set,
    token_url: system.token_url ?? undefined,
    token_method: system.token_method,
    token_body_kept: system.token_body_set,
    token_path: system.token_path,
    params: {
      start_date: { ...system.params.start_date },
      end_date: { ...system.params.end_date },
      station_id: { ...system.params.station_id },
    },
    date_format: system.date_format,
    records_path: system.records_path,
    mapper: { ...system.mapper },
  };
}

/** Typed -> the new value; nothing typed -> left out (keep) when saved, else null. */
function secretToSend(typed: string | undefined, kept: boolean): string | null | undefined {
  const value = toText(typed);
  if (value !== undefined) return value;
  return kept ? undefined : null;
}

/** A secret the chosen authentication does not use: a saved one is cleared, else left out. */
function unusedSecret(kept: boolean): null | undefined {
  return kept ? null : undefined;
}

export function toSystemInput(values: SystemFormValues): VolumetricSystemInput {
  const mode = values.auth_mode;
  const mapper = Object.fromEntries(
    MAPPER_FIELDS.map((field) => [
      field,
      OPTIONAL_MAPPER_FIELDS.includes(field)
        ? (toText(values.mapper?.[field]) ?? '')
        : toText(values.mapper?.[field]),
    ]),
  );
  const params = Object.fromEntries(
    PARAM_KEYS.map((key) => [
      key,
      { in: values.params?.[key]?.in ?? 'body', path: toText(values.params?.[key]?.path) },
    ]),
  );
  const input: Record<string, unknown> = {
    name: toText(values.name),
    data_url: toText(values.data_url),
    data_method: values.data_method,
    data_body: toText(values.data_body) ?? null,
    reports_url: toText(values.reports_url) ?? null,
    token_url: mode === 'request' ? toText(values.token_url) : null,
    token_method: values.token_method,
    token_path:
      mode === 'request'
        ? toText(values.token_path)
        : (toText(values.token_path) ?? DEFAULT_TOKEN_PATH),
    token_body:
      mode === 'request'
        ? secretToSend(values.token_body, values.token_body_kept)
        : unusedSecret(values.token_body_kept),
    static_token:
      mode === 'static'
        ? secretToSend(values.static_token, values.static_token_kept)
        : unusedSecret(values.static_token_kept),
    params,
    date_format: values.date_format,
    records_path: toText(values.records_path),
    mapper,
    pull_interval_minutes: toInteger(values.pull_interval_minutes),
    look_back_days: toInteger(values.look_back_days),
  };
  for (const key of ['token_body', 'static_token']) {
    if (input[key] === undefined) delete input[key];
  }
  return input as unknown as VolumetricSystemInput;
}

/** Whether the text is a JSON object (the only body the connector can fill in). */
export function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

export const INVALID_JSON = 'El cuerpo debe ser un JSON válido';
const URL_PATTERN = 'Escribe una URL que empiece con http:// o https://';

const MESSAGES = {
  data_body: { json: INVALID_JSON },
  token_body: { json: INVALID_JSON },
  data_url: { pattern: URL_PATTERN },
  token_url: { pattern: URL_PATTERN },
  reports_url: { pattern: URL_PATTERN },
  pull_interval_minutes: { type: FORM_MESSAGES.integer },
  look_back_days: { type: FORM_MESSAGES.integer },
  static_token: { required: 'Escribe el token' },
};

function formRules(values: SystemFormValues): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const dataBody = toText(values.data_body);
  if (dataBody !== undefined && !isJsonObject(dataBody)) {
    violations.push({ path: 'data_body', rule: 'json' });
  }
  const tokenBody = toText(values.token_body);
  if (values.auth_mode === 'request' && tokenBody !== undefined && !isJsonObject(tokenBody)) {
    violations.push({ path: 'token_body', rule: 'json' });
  }
  if (
    values.auth_mode === 'static' &&
    toText(values.static_token) === undefined &&
    !values.static_token_kept
  ) {
    violations.push({ path: 'static_token', rule: 'required' });
  }
  return violations;
}

export const { validate: validateSystem, serverErrors: systemServerErrors } = schemaForm({
  ...contractBody('VolumetricSystemInput'),
  toPayload: toSystemInput,
  messages: MESSAGES,
  extra: (values) => formRules(values),
});

export interface ConnectionTestTarget {
  date: string;
  /** The saved system whose secrets fill those left out (editing). */
  systemId?: number;
  gasStationId?: number;
  volumetricStationId?: string;
}

export function toConnectionTestInput(
  values: SystemFormValues,
  target: ConnectionTestTarget,
): VolumetricConnectionTestInput {
  const input: VolumetricConnectionTestInput = { system: toSystemInput(values), date: target.date };
  if (target.systemId !== undefined) input.system_id = target.systemId;
  if (target.gasStationId !== undefined) input.gas_station_id = target.gasStationId;
  else if (target.volumetricStationId) input.volumetric_station_id = target.volumetricStationId;
  return input;
}
