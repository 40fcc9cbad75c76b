// The form of POST /api/generated_reports (multipart, ids repeated or comma-separated) once the
// contract has checked every field like a JSON body's (registerRoutes.ts: dates, ranges, text):
// the rules between fields, with Spanish messages per field, and the request they make.
import type { ReportRequestInput } from '@/api/generated/reportRequests.gen';
import { daysBetween } from '@/lib/dates/calendarDates';
import type { ReportChannel } from '../../db/schema';
import { HttpError, type FieldError } from '../../errors';
import type { ReportSpec } from './requestStore';

export interface ReportRequestForm extends ReportSpec {
  channel: ReportChannel;
  contactIds: number[];
}

export const DAILY_SINGLE_DAY =
  'El reporte diario es de un solo día: la fecha final debe ser igual a la inicial';
export const COMPLIANCE_KIND_REFUSED =
  'La preauditoría de controles volumétricos se pide desde Controles volumétricos';
/** A report covers at most a year (the monthly and range reports are much shorter). */
export const MAX_REPORT_DAYS = 366;

export function readReportRequestForm(input: ReportRequestInput): ReportRequestForm {
  const errors: FieldError[] = [];
  const fail = (field: string, rule: string, message: string) =>
    errors.push({ field: `body.${field}`, rule, message });

  const { start_date: startDate, end_date: endDate } = input;
  if (startDate > endDate) {
    fail('start_date', 'order', 'La fecha inicial debe ser anterior o igual a la final');
  } else {
    if (daysBetween(startDate, endDate) + 1 > MAX_REPORT_DAYS)
      fail('end_date', 'maxDays', `El periodo no puede pasar de ${MAX_REPORT_DAYS} días`);
    // Like a scheduled one, a daily report is about a single day.
    if (input.report_type === 'daily' && startDate !== endDate)
      fail('end_date', 'singleDay', DAILY_SINGLE_DAY);
  }

  // The pre-audit is a request of its own (requestCompliancePdf: one station, a whole month,
  // administrators), never a kind of the Data screen's reports.
  if (input.kind === 'compliance') fail('kind', 'enum', COMPLIANCE_KIND_REFUSED);

  const channel = input.channel ?? 'email';
  const contactIds = [...new Set(input.contact_ids ?? [])];
  if (channel === 'whatsapp' && contactIds.length === 0) {
    fail('contact_ids', 'required', 'Elige al menos un contacto para enviar por WhatsApp');
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  return {
    reportType: input.report_type,
    kind: input.kind ?? null,
    stationIds: [...new Set(input.gas_station_ids)],
    startDate,
    endDate,
    pages: input.pages ?? 3,
    format: input.format ?? 'pdf',
    locale: input.locale ?? 'es',
    channel,
    contactIds,
  };
}
