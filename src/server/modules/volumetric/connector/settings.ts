// A connector as the engine runs it: the saved (or unsaved, for 'Probar conexión') system with
// its secrets in clear, in memory only.
import type { JsonObject, VolumetricParamPlace } from '../../../db/schema';
import {
  CONNECTOR_TICKET_FIELDS,
  type ConnectorTicketField,
} from '@/lib/volumetric/connectorFields';

export type DateFormat =
  'YYYY-MM-DD' | 'YYYY-MM-DD HH:MM:SS' | 'YYYY-MM-DDTHH:MM:SS' | 'DD/MM/YYYY' | 'UNIX';

export const TICKET_FIELDS = CONNECTOR_TICKET_FIELDS;
export type TicketField = ConnectorTicketField;
export type Mapper = Record<TicketField, string>;

export interface ParamPlaces {
  start_date: VolumetricParamPlace;
  end_date: VolumetricParamPlace;
  station_id: VolumetricParamPlace;
}

export interface ConnectorSettings {
  dataUrl: string;
  dataMethod: 'GET' | 'POST';
  dataBody: JsonObject | null;
  tokenUrl: string | null;
  tokenMethod: 'GET' | 'POST';
  tokenPath: string;
  /** JSON text of the token request body, in clear. */
  tokenBody: string | null;
  staticToken: string | null;
  params: ParamPlaces;
  dateFormat: DateFormat;
  recordsPath: string;
  mapper: Mapper;
  /** Where the supplier serves a station's SAT report files for a day; null: it serves none. */
  reportsUrl: string | null;
}

/** What one call may take: pulls and the connection test differ. */
export interface CallLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const PULL_LIMITS: CallLimits = { timeoutMs: 30_000, maxBytes: 20 * 1024 * 1024 };
export const TEST_LIMITS: CallLimits = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

/** A failure the operator can act on; the message is Spanish and shown as is. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    public readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}
