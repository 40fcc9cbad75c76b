// The report document operations and the CSV data download. With a pdf token the token's
// period and locale apply (a different period in the query is refused); otherwise the query's.
import type { ReportLocale, ReportType } from '@/api/generated/reports.gen';
import { checkCsvRange, CSV_RANGE_MESSAGES } from '@/lib/reports/csvRange';
import {
  respond,
  type HandlerContext,
  type ReportHandlerContext,
} from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { contentDisposition } from '../../storage/contentDisposition';
import { addDays, todayIn } from '@/lib/dates/calendarDates';
import { checkPeriod } from '../shared/period';
import { buildReportDocument } from './documents';
import { readStation } from './documents/queries';
import { newestPriceDate } from './documents/prices';
import { rangeCsv } from './documents/rangeCsv';

interface ReportQuery {
  start_date?: string;
  end_date?: string;
  pdf_token?: string;
  locale?: ReportLocale;
}

type Ctx = ReportHandlerContext<{ params: { id: number }; query: ReportQuery }>;

async function reportDocument(ctx: Ctx, type: ReportType) {
  const stationId = ctx.params.id;
  const station = await readStation(ctx.db, stationId);
  const grant = ctx.pdfGrant;
  let start: string;
  let end: string;
  let locale: ReportLocale;
  if (grant) {
    const { start_date, end_date } = ctx.query;
    if (
      (start_date && start_date !== grant.startDate) ||
      (end_date && end_date !== grant.endDate)
    ) {
      throw new HttpError(403, 'El enlace del reporte no es válido', 'forbidden');
    }
    start = grant.startDate;
    end = grant.endDate;
    locale = grant.locale;
  } else {
    locale = ctx.query.locale ?? 'es';
    if (type === 'daily') {
      start = ctx.query.start_date ?? addDays(todayIn(station.time_zone), -1);
      end = start;
    } else if (type === 'price') {
      end = ctx.query.end_date ?? todayIn(station.time_zone);
      // The period ends at the newest price on or before the end (when there is one).
      const newest = await newestPriceDate(ctx.db, stationId);
      if (newest && newest < end) end = newest;
      start = ctx.query.start_date ?? addDays(end, -30);
      if (ctx.query.start_date && start > end) end = ctx.query.end_date ?? start;
    } else {
      start = ctx.query.start_date!;
      end = ctx.query.end_date ?? start;
    }
  }
  checkPeriod(start, end);
  return buildReportDocument(ctx.db, {
    reportType: type,
    stationId,
    startDate: start,
    endDate: end,
    locale,
    station,
  });
}

async function downloadReportRange(
  ctx: HandlerContext<{ params: { id: number }; query: { start_date: string; end_date: string } }>,
) {
  const station = await readStation(ctx.db, ctx.params.id);
  const { start_date: start, end_date: end } = ctx.query;
  const broken = checkCsvRange(start, end, todayIn(station.time_zone));
  if (broken.length > 0) {
    const errors = broken.map((e) => ({
      field: `query.${e.field}`,
      rule: e.rule,
      message: CSV_RANGE_MESSAGES[e.rule],
    }));
    throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  }
  const csv = await rangeCsv(ctx.db, station, start, end);
  const safeName = station.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return respond(200, csv, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(
      `datos-${safeName || station.id}-${start}-${end}.csv`,
    ),
  });
}

export const documentHandlers = {
  getDailyReport: (ctx: Ctx) => reportDocument(ctx, 'daily'),
  getPriceReport: (ctx: Ctx) => reportDocument(ctx, 'price'),
  getExecutiveReport: (ctx: Ctx) => reportDocument(ctx, 'weekly_executive'),
  getAnalyticReport: (ctx: Ctx) => reportDocument(ctx, 'weekly_analytic'),
  getWeeklyReport: (ctx: Ctx) => reportDocument(ctx, 'weekly'),
  getMonthlyReport: (ctx: Ctx) => reportDocument(ctx, 'monthly'),
  getCustomerBehaviorReport: (ctx: Ctx) => reportDocument(ctx, 'customer_behavior'),
  getTrafficSensitivityReport: (ctx: Ctx) => reportDocument(ctx, 'traffic_sensitivity'),
  downloadReportRange,
};
