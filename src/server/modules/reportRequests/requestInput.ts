// The multipart form of POST /api/generated_reports, read into a checked request: fields only
// (a file part is refused), repeated or comma-separated ids, and Spanish messages per field.
import type { FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type {
  ReportChannel,
  ReportFormat,
  ReportKind,
  ReportLocale,
  ReportType,
} from '../../db/schema';
import { REPORT_TYPES } from '../../db/schema';
import { HttpError, type FieldError } from '../../errors';
import type { ReportSpec } from './requestStore';

export interface ReportRequestForm extends ReportSpec {
  channel: ReportChannel;
  contactIds: number[];
}

const KINDS: ReportKind[] = ['price', 'traffic_flow', 'conversion', 'competition'];
const MAX_FIELDS = 400;
export const DAILY_SINGLE_DAY =
  'El reporte diario es de un solo día: la fecha final debe ser igual a la inicial';
/** A report covers at most a year (the monthly and range reports are much shorter). */
export const MAX_REPORT_DAYS = 366;

async function readFields(request: FastifyRequest): Promise<Map<string, string[]>> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'Envía la solicitud como multipart/form-data',
      'unsupported_media_type',
    );
  }
  const fields = new Map<string, string[]>();
  try {
    for await (const part of request.parts({
      limits: { fields: MAX_FIELDS, files: 0, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'Esta solicitud no lleva archivos', 'invalid_multipart');
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'El cuerpo multipart no es válido', 'invalid_multipart');
  }
  return fields;
}

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;

export async function readReportRequestForm(request: FastifyRequest): Promise<ReportRequestForm> {
  const fields = await readFields(request);
  const errors: FieldError[] = [];
  const fail = (field: string, rule: string, message: string) =>
    errors.push({ field: `body.${field}`, rule, message });
  const one = (name: string) => fields.get(name)?.[0]?.trim() ?? '';
  const ids = (name: string) =>
    (fields.get(name) ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');

  const reportType = one('report_type') as ReportType;
  if (!REPORT_TYPES.includes(reportType))
    fail('report_type', 'enum', 'Elige un tipo de reporte válido');
  const kindValue = one('kind');
  const kind = kindValue === '' ? null : (kindValue as ReportKind);
  if (kind !== null && !KINDS.includes(kind))
    fail('kind', 'enum', 'El enfoque del reporte no es válido');

  const stationIds: number[] = [];
  for (const raw of ids('gas_station_ids')) {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) {
      fail('gas_station_ids', 'type', 'Una estación elegida no es válida');
      break;
    }
    if (!stationIds.includes(id)) stationIds.push(id);
  }
  if (stationIds.length === 0 && !errors.some((e) => e.field === 'body.gas_station_ids')) {
    fail('gas_station_ids', 'required', 'Elige al menos una estación');
  }
  if (stationIds.length > 200)
    fail('gas_station_ids', 'maxItems', 'Elige como máximo 200 estaciones');

  const startDate = one('start_date');
  const endDate = one('end_date');
  if (!isDate(startDate)) fail('start_date', 'format', 'La fecha inicial no es válida');
  if (!isDate(endDate)) fail('end_date', 'format', 'La fecha final no es válida');
  if (isDate(startDate) && isDate(endDate)) {
    if (startDate > endDate) {
      fail('start_date', 'order', 'La fecha inicial debe ser anterior o igual a la final');
    } else {
      const days =
        DateTime.fromISO(endDate, { zone: 'UTC' }).diff(
          DateTime.fromISO(startDate, { zone: 'UTC' }),
          'days',
        ).days + 1;
      if (days > MAX_REPORT_DAYS)
        fail('end_date', 'maxDays', `El periodo no puede pasar de ${MAX_REPORT_DAYS} días`);
      // Like a scheduled one, a daily report is about a single day.
      if (reportType === 'daily' && startDate !== endDate)
        fail('end_date', 'singleDay', DAILY_SINGLE_DAY);
    }
  }

  const pagesValue = one('pages');
  const pages = pagesValue === '' ? 3 : Number(pagesValue);
  if (![1, 2, 3].includes(pages)) fail('pages', 'enum', 'El PDF puede tener 1, 2 o 3 páginas');
  const format = (one('format') || 'pdf') as ReportFormat;
  if (format !== 'pdf' && format !== 'csv') fail('format', 'enum', 'El formato debe ser PDF o CSV');
  const locale = (one('locale') || 'es') as ReportLocale;
  if (locale !== 'es' && locale !== 'en') fail('locale', 'enum', 'El idioma debe ser es o en');
  const channel = (one('channel') || 'email') as ReportChannel;
  if (channel !== 'email' && channel !== 'whatsapp')
    fail('channel', 'enum', 'El canal debe ser correo o WhatsApp');

  const contactIds: number[] = [];
  for (const raw of ids('contact_ids')) {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) {
      fail('contact_ids', 'type', 'Un contacto elegido no es válido');
      break;
    }
    if (!contactIds.includes(id)) contactIds.push(id);
  }
  if (contactIds.length > 50) fail('contact_ids', 'maxItems', 'Elige como máximo 50 contactos');
  if (
    channel === 'whatsapp' &&
    contactIds.length === 0 &&
    !errors.some((e) => e.field === 'body.contact_ids')
  ) {
    fail('contact_ids', 'required', 'Elige al menos un contacto para enviar por WhatsApp');
  }

  const known = new Set([
    'report_type',
    'kind',
    'gas_station_ids',
    'start_date',
    'end_date',
    'pages',
    'format',
    'locale',
    'channel',
    'contact_ids',
  ]);
  for (const name of fields.keys()) {
    if (!known.has(name))
      fail(name, 'additionalProperties', `El campo "${name.slice(0, 40)}" no se reconoce`);
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  return {
    reportType,
    kind,
    stationIds,
    startDate,
    endDate,
    pages,
    format,
    locale,
    channel,
    contactIds,
  };
}
