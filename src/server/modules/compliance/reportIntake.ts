// One received report read and judged before anything is stored: JSON, a daily or monthly
// report of a service station (by its `D_`/`M_` name, else by its content), valid by the SAT's
// schema of its kind (each error with its JSON path), and the station's own (RFC, permit,
// installation key). Pure: the station's identity comes in, a prepared report or a refusal
// goes out.
import { createHash } from 'node:crypto';
import type { FieldError } from '../../errors';
import { normalizePermit } from '../registry';
import { dailyFacts, monthlyFacts, type DailyFacts, type MonthlyFacts } from './reportFacts';
import { satReportErrors, type SatReportKind } from './satReportValidator';

export type RefusalCode =
  | 'not_json'
  | 'unknown_report'
  | 'wrong_report_type'
  | 'schema_invalid'
  | 'wrong_station'
  | 'station_incomplete'
  | 'duplicate_in_upload'
  | 'month_required'
  | 'not_a_report'
  | 'nested_archive';

export interface Refusal {
  name: string;
  code: RefusalCode;
  message: string;
  errors: FieldError[];
}

interface Received {
  name: string;
  bytes: Buffer;
  sha256: string;
}

export type PreparedReport =
  | (Received & { kind: 'daily'; month: string; day: string; facts: DailyFacts; json: Json })
  | (Received & { kind: 'monthly'; month: string; day: null; facts: MonthlyFacts; json: Json });

/** What a station's reports must say of it. */
export interface StationIdentity {
  /** The customer's RFC; null when the customer has none on record. */
  rfc: string | null;
  /** The permits the station is known by: its own, and its registry place's (a re-issue). */
  permits: string[];
  /** The installation key of its reports so far; null before the first. */
  installationKey: string | null;
}

type Json = Record<string, unknown>;

export const refusal = (
  name: string,
  code: RefusalCode,
  message: string,
  errors: FieldError[] = [],
): Refusal => ({ name, code, message, errors });

/** The complement types a service station's report may carry. */
const STATION_COMPLEMENT = 'Expendio';

/** Every TipoComplemento the report carries. */
function complementTypes(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) complementTypes(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'TipoComplemento' && typeof inner === 'string') out.add(inner);
      else complementTypes(inner, out);
    }
  }
  return out;
}

/** The kind a name says (D_… daily, M_… monthly), if any. */
function kindOfName(name: string): SatReportKind | null {
  if (/^D_/i.test(name)) return 'daily';
  if (/^M_/i.test(name)) return 'monthly';
  return null;
}

function kindOfContent(json: Json): SatReportKind | null {
  if ('FechaYHoraCorte' in json) return 'daily';
  if ('FechaYHoraReporteMes' in json) return 'monthly';
  return null;
}

const KIND_WORD: Record<SatReportKind, string> = { daily: 'diario', monthly: 'mensual' };

/** The month a monthly report's name carries (its first date, AAAA-MM[-DD] or AAAAMM[DD]). */
export function monthOfName(name: string): string | null {
  const dashed = /(20\d{2})-(0[1-9]|1[0-2])(?:-\d{2})?/.exec(name);
  if (dashed) return `${dashed[1]}-${dashed[2]}`;
  const compact = /(?:^|[^0-9])(20\d{2})(0[1-9]|1[0-2])(?:\d{2})?(?:[^0-9]|$)/.exec(name);
  return compact ? `${compact[1]}-${compact[2]}` : null;
}

const normalizeRfc = (rfc: string) => rfc.replace(/\s+/g, '').toUpperCase();

/** Whether the report is the station's: RFC, permit (when the report gives one), installation key. */
function identityRefusal(
  name: string,
  facts: DailyFacts | MonthlyFacts,
  station: StationIdentity,
): Refusal | null {
  if (station.rfc === null) {
    return refusal(
      name,
      'station_incomplete',
      'El cliente de la estación no tiene RFC registrado: regístralo para poder verificar que los reportes son suyos.',
    );
  }
  if (normalizeRfc(facts.rfc) !== normalizeRfc(station.rfc)) {
    return refusal(
      name,
      'wrong_station',
      `El reporte es del RFC ${facts.rfc} y la estación es de ${station.rfc}.`,
      [{ field: '$.RfcContribuyente', rule: 'station', message: 'No es el RFC de la estación' }],
    );
  }
  if (facts.permit !== null) {
    const permit = normalizePermit(facts.permit);
    if (!station.permits.some((p) => normalizePermit(p) === permit)) {
      return refusal(
        name,
        'wrong_station',
        `El reporte es del permiso ${facts.permit} y la estación tiene el permiso ${station.permits.join(' o ')}.`,
        [{ field: '$.NumPermiso', rule: 'station', message: 'No es el permiso de la estación' }],
      );
    }
  }
  if (station.installationKey !== null && facts.installationKey !== station.installationKey) {
    return refusal(
      name,
      'wrong_station',
      `El reporte es de la instalación ${facts.installationKey} y los reportes de la estación son de ${station.installationKey}.`,
      [
        {
          field: '$.ClaveInstalacion',
          rule: 'station',
          message: 'No es la clave de instalación de la estación',
        },
      ],
    );
  }
  return null;
}

/**
 * One report judged: `month` is the month chosen on upload, for a monthly report whose name
 * carries no date.
 */
export function prepareReport(
  name: string,
  bytes: Buffer,
  station: StationIdentity,
  month: string | null,
): PreparedReport | Refusal {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return refusal(name, 'not_json', 'El archivo no es un JSON válido.');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return refusal(
      name,
      'unknown_report',
      'El archivo no es un reporte de controles volumétricos.',
    );
  }
  const report = json as Json;
  const named = kindOfName(name);
  const content = kindOfContent(report);
  const kind = named ?? content;
  if (kind === null) {
    return refusal(
      name,
      'unknown_report',
      'El archivo no es un reporte diario (D_…) ni mensual (M_…) de controles volumétricos.',
    );
  }
  if (content !== null && content !== kind) {
    return refusal(
      name,
      'unknown_report',
      `El nombre dice reporte ${KIND_WORD[kind]} y el contenido es un reporte ${KIND_WORD[content]}.`,
    );
  }
  const others = [...complementTypes(report)].filter((type) => type !== STATION_COMPLEMENT);
  if (others.length > 0) {
    return refusal(
      name,
      'wrong_report_type',
      `El reporte es de otro tipo de permiso (complemento ${others.join(', ')}), no de una estación de servicio (Expendio).`,
    );
  }
  const errors = satReportErrors(kind, report);
  if (errors.length > 0) {
    return refusal(
      name,
      'schema_invalid',
      `El reporte ${KIND_WORD[kind]} no cumple el esquema del SAT (${errors.length} ${errors.length === 1 ? 'error' : 'errores'}).`,
      errors,
    );
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (kind === 'daily') {
    const facts = dailyFacts(report);
    const wrong = identityRefusal(name, facts, station);
    if (wrong) return wrong;
    return {
      name,
      bytes,
      sha256,
      kind,
      month: facts.day.slice(0, 7),
      day: facts.day,
      facts,
      json: report,
    };
  }
  const reportMonth = month ?? monthOfName(name);
  if (reportMonth === null) {
    return refusal(
      name,
      'month_required',
      'El nombre del reporte mensual no indica su mes: elige el mes al subirlo.',
    );
  }
  const facts = monthlyFacts(report, reportMonth);
  const wrong = identityRefusal(name, facts, station);
  if (wrong) return wrong;
  return { name, bytes, sha256, kind, month: reportMonth, day: null, facts, json: report };
}

export const isRefusal = (value: PreparedReport | Refusal): value is Refusal => 'code' in value;

/** Per hose (product|dispenser|hose), the record types (TipoDeRegistro) of its deliveries. */
export function hoseRecordTypes(report: Json): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
  for (const product of list(report.Producto)) {
    const key = [product.ClaveProducto, product.ClaveSubProducto].filter(Boolean).join('/');
    for (const dispenser of list(product.Dispensario)) {
      for (const hose of list(dispenser.Manguera)) {
        const types = new Set<string>();
        for (const summary of list(hose.Entregas)) {
          for (const delivery of list(summary.Entrega)) {
            if (typeof delivery.TipoDeRegistro === 'string') types.add(delivery.TipoDeRegistro);
          }
        }
        out.set(
          `${key}|${String(dispenser.ClaveDispensario)}|${String(hose.IdentificadorManguera)}`,
          [...types].sort(),
        );
      }
    }
  }
  return out;
}
