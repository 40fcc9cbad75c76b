// The report document operations and the CSV data download. With a pdf token the token's
// period and locale apply (a different period in the query is refused); otherwise the query's.
// Each answer is kept per node under the version of the station's report data and of the
// days it reads (documentVersion.ts): asked again, it is served without being built again
// until a writer of that data commits (today's writes leave a past period's answer kept).
import type {
  ReportDocument,
  ReportLocale,
  ReportStation,
  ReportType,
} from '@/api/generated/reports.gen';
import { checkCsvRange, CSV_RANGE_MESSAGES } from '@/lib/reports/csvRange';
import {
  respond,
  type HandlerContext,
  type ReportHandlerContext,
} from '../../contract/handlerTypes';
import { HttpError, notFound } from '../../errors';
import { answerCachePerDatabase, answerResponse } from '../../shared/answerCache';
import { contentDisposition } from '../../storage/contentDisposition';
import { addDays, todayIn } from '@/lib/dates/calendarDates';
import { checkPeriod } from '../shared/period';
import { buildReportDocument } from './documents';
import { readStation } from './documents/queries';
import { newestPriceDate } from './documents/prices';
import { rangeFactsVersion, reportDataVersion, reportFactsVersion } from './documentVersion';
import { rangeCsv } from './documents/rangeCsv';

interface ReportQuery {
  start_date?: string;
  end_date?: string;
  pdf_token?: string;
  locale?: ReportLocale;
}

type Ctx = ReportHandlerContext<{ params: { id: number }; query: ReportQuery }>;

/** Report answers a node keeps, in characters of JSON (a monthly report: some 40 KB). */
const cacheOf = answerCachePerDatabase('reports', 32 * 1024 * 1024);

/** A kept document's JSON (kept without it) with the time of this answer as `generated_at`. */
const generatedNow = (json: string) =>
  `${json.slice(0, -1)},"generated_at":${JSON.stringify(new Date().toISOString())}}`;

async function reportDocument(ctx: Ctx, type: ReportType) {
  const stationId = ctx.params.id;
  // Read before the data, so an answer is never older than the version it is kept under.
  const data = await reportDataVersion(ctx.db, stationId);
  if (!data) throw notFound('Estación no encontrada');
  const { start, end, locale } = await reportPeriod(ctx, type, data.timeZone);
  checkPeriod(start, end);
  // The versions of the days the report reads only: a write of today keeps last month's.
  const facts = await reportFactsVersion(ctx.db, stationId, type, start, end);

  // Served from this node's cache while the station's data is at the version it was built from.
  const answer = await cacheOf(ctx.db).answer(
    JSON.stringify([type, stationId, start, end, locale]),
    `${data.version}|${facts}`,
    () =>
      buildReportDocument(ctx.db, {
        reportType: type,
        stationId,
        startDate: start,
        endDate: end,
        locale,
      }),
    (document: ReportDocument) => JSON.stringify({ ...document, generated_at: undefined }),
  );
  return answerResponse(answer, generatedNow);
}

/** The period and locale: a pdf token's, or the query's with the report's defaults. */
async function reportPeriod(
  ctx: Ctx,
  type: ReportType,
  timeZone: string,
): Promise<{ start: string; end: string; locale: ReportLocale }> {
  const stationId = ctx.params.id;
  const grant = ctx.pdfGrant;
  if (grant) {
    const { start_date, end_date } = ctx.query;
    if (
      (start_date && start_date !== grant.startDate) ||
      (end_date && end_date !== grant.endDate)
    ) {
      throw new HttpError(403, 'El enlace del reporte no es válido', 'forbidden');
    }
    return { start: grant.startDate, end: grant.endDate, locale: grant.locale };
  }
  const locale = ctx.query.locale ?? 'es';
  if (type === 'daily') {
    const start = ctx.query.start_date ?? addDays(todayIn(timeZone), -1);
    return { start, end: start, locale };
  }
  if (type === 'price') {
    let end = ctx.query.end_date ?? todayIn(timeZone);
    // The period ends at the newest price on or before the end (when there is one).
    const newest = await newestPriceDate(ctx.db, stationId);
    if (newest && newest < end) end = newest;
    const start = ctx.query.start_date ?? addDays(end, -30);
    if (ctx.query.start_date && start > end) end = ctx.query.end_date ?? start;
    return { start, end, locale };
  }
  const start = ctx.query.start_date!;
  return { start, end: ctx.query.end_date ?? start, locale };
}

async function downloadReportRange(
  ctx: HandlerContext<{ params: { id: number }; query: { start_date: string; end_date: string } }>,
) {
  const stationId = ctx.params.id;
  const data = await reportDataVersion(ctx.db, stationId);
  if (!data) throw notFound('Estación no encontrada');
  const { start_date: start, end_date: end } = ctx.query;
  const broken = checkCsvRange(start, end, todayIn(data.timeZone));
  if (broken.length > 0) {
    const errors = broken.map((e) => ({
      field: `query.${e.field}`,
      rule: e.rule,
      message: CSV_RANGE_MESSAGES[e.rule],
    }));
    throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  }
  // Kept like the documents: the file's name on the first line, then the CSV.
  const facts = await rangeFactsVersion(ctx.db, stationId, start, end);
  const kept = await cacheOf(ctx.db).json(
    JSON.stringify(['range', stationId, start, end]),
    `${data.version}|${facts}`,
    async () => {
      const station = await readStation(ctx.db, stationId);
      const csv = await rangeCsv(ctx.db, station, start, end);
      return `${csvFileName(station, start, end)}\n${csv}`;
    },
  );
  const newline = kept.indexOf('\n');
  return respond(200, kept.slice(newline + 1), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(kept.slice(0, newline)),
  });
}

/** datos-<station name in ASCII letters, digits and dashes>-<start>-<end>.csv */
function csvFileName(station: ReportStation, start: string, end: string): string {
  const safeName = station.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `datos-${safeName || station.id}-${start}-${end}.csv`;
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
