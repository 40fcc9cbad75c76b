// buildReportDocument: one station's report of one type over a period, computed from the
// regulator prices, the camera rollups and events, and the sales tickets. A handful of
// statements per report, whatever the period's length or the number of competitors.
import type { Kysely } from 'kysely';
import type {
  ReportDocument,
  ReportKind,
  ReportLocale,
  ReportType,
} from '@/api/generated/reports.gen';
import type { Database } from '../../../db/schema';
import { DEFAULT_PROMPT_SERVICE_SECONDS } from '../../serviceMetrics';
import { translator } from './labels';
import { reportPeriods } from './periods';
import { readPrices } from './prices';
import {
  readDayFacts,
  readGoals,
  readSalesGroups,
  readStation,
  readTrafficDetail,
} from './queries';
import {
  dailyCharts,
  dailyTable,
  emptyParts,
  paymentMix,
  priceParts,
  salesBreakdown,
  salesFigures,
  serviceFigures,
  trafficDetailParts,
  trafficFigures,
  type Parts,
  type Piece,
  type SectionInput,
  type Subject,
} from './sections';
import { sensitivityParts } from './sensitivity';
import { priceRecords, pricePlaceIds, readPlaceBrands, volumetricData } from './records';

export interface ReportDocumentRequest {
  reportType: ReportType;
  stationId: number;
  startDate: string;
  endDate: string;
  locale: ReportLocale;
  kind?: ReportKind | null;
  now?: Date;
}

const KIND_SUBJECTS: Record<ReportKind, Subject[]> = {
  price: ['price', 'competition'],
  competition: ['competition', 'price'],
  traffic_flow: ['traffic', 'conversion'],
  conversion: ['conversion', 'traffic'],
  // The pre-audit is a document of its own (documents/compliance.ts), never a kind of these.
  compliance: [],
};

/** The kind's subjects first (in its order), the rest after, each group in its own order. */
function ordered<T>(pieces: Piece<T>[], kind: ReportKind | null): T[] {
  if (!kind) return pieces.map((p) => p.item);
  const subjects = KIND_SUBJECTS[kind];
  const rank = (p: Piece<T>) => {
    const i = subjects.indexOf(p.subject);
    return i < 0 ? subjects.length : i;
  };
  return pieces
    .map((p, index) => ({ p, index }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.index - b.index)
    .map(({ p }) => p.item);
}

export interface StationDocumentsRequest extends Omit<ReportDocumentRequest, 'stationId'> {
  stationIds: readonly number[];
}

/**
 * Each station's document in turn, built only when the consumer asks for the next one: the
 * global report's renderer (renderStream) then holds one document at a time, however many
 * stations.
 */
export async function* stationDocuments(
  db: Kysely<Database>,
  request: StationDocumentsRequest,
): AsyncGenerator<ReportDocument> {
  const { stationIds, ...rest } = request;
  for (const stationId of stationIds) yield await buildReportDocument(db, { ...rest, stationId });
}

export async function buildReportDocument(
  db: Kysely<Database>,
  request: ReportDocumentRequest,
): Promise<ReportDocument> {
  const { reportType: type, stationId, locale } = request;
  const kind = request.kind ?? null;
  const t = translator(locale);
  const { period, previous, previousNote } = reportPeriods(
    type,
    request.startDate,
    request.endDate,
  );
  const [station, goals] = await Promise.all([
    readStation(db, stationId),
    readGoals(db, stationId, period.start, period.end),
  ]);
  const tz = station.time_zone;
  const wantsPrices = type !== 'customer_behavior' && type !== 'weekly_analytic';
  const wantsFacts = type !== 'price';
  // Price and sensitivity need no sales breakdown nor traffic detail.
  const wantsDetail = type !== 'price' && type !== 'traffic_sensitivity';
  const wantsSales = wantsDetail;
  const wantsTraffic = wantsDetail;
  const factsFrom = previous && previous.start < period.start ? previous.start : period.start;
  const promptSeconds = Math.floor(goals.get('immeadiacy') ?? DEFAULT_PROMPT_SERVICE_SECONDS);

  const [prices, facts, salesGroups, traffic] = await Promise.all([
    wantsPrices
      ? readPrices(
          db,
          stationId,
          previous && type !== 'traffic_sensitivity' ? previous.end : period.start,
          period.end,
        )
      : null,
    wantsFacts ? readDayFacts(db, stationId, tz, factsFrom, period.end, promptSeconds) : [],
    wantsSales ? readSalesGroups(db, stationId, tz, period.start, period.end) : [],
    wantsTraffic ? readTrafficDetail(db, stationId, tz, period, previous) : null,
  ]);
  const inRange = (from: string, to: string) => facts.filter((d) => d.day >= from && d.day <= to);
  const input: SectionInput = {
    t,
    days: inRange(period.start, period.end),
    previousDays: previous ? inRange(previous.start, previous.end) : null,
    goals,
  };
  const parts: Parts = emptyParts();
  const priceGoal = goals.get('price_vs_competition') ?? null;
  const all = { byDay: true, hours: true };
  // The weekly analytic report's sections; the weekly and monthly ones add them after the prices.
  const analyticSections = () => {
    serviceFigures(input, parts);
    trafficFigures(input, traffic, parts);
    salesFigures(input, parts);
    dailyCharts(input, parts);
    trafficDetailParts(input, traffic!, parts);
    salesBreakdown(input, salesGroups, parts, all);
    dailyTable(input, parts);
  };

  switch (type) {
    case 'price':
      priceParts(t, prices!, parts, { history: true, goal: priceGoal });
      break;
    case 'traffic_sensitivity':
      sensitivityParts(t, prices!, input.days, parts);
      break;
    case 'customer_behavior': {
      trafficFigures(input, traffic, parts);
      salesFigures(input, parts);
      trafficDetailParts(input, traffic!, parts);
      paymentMix(input, salesGroups, parts);
      salesBreakdown(input, salesGroups, parts, { byDay: false, hours: true });
      break;
    }
    case 'daily':
      priceParts(t, prices!, parts, { history: false, goal: priceGoal });
      serviceFigures(input, parts);
      trafficFigures(input, traffic, parts);
      salesFigures(input, parts);
      trafficDetailParts(input, traffic!, parts);
      salesBreakdown(input, salesGroups, parts, { byDay: false, hours: true });
      break;
    case 'weekly_executive': {
      priceParts(t, prices!, parts, { history: false, goal: priceGoal });
      serviceFigures(input, parts);
      trafficFigures(input, traffic, parts);
      salesFigures(input, parts);
      // Few charts: sales and traffic by day only; no tables beyond the competitors'.
      const charts = emptyParts();
      dailyCharts(input, charts);
      parts.charts.push(
        ...charts.charts.filter((c) => ['sales_daily', 'traffic_daily'].includes(c.item.key)),
      );
      parts.tables = parts.tables.filter((p) => p.item.key === 'competitor_prices');
      break;
    }
    case 'weekly_analytic':
      analyticSections();
      break;
    case 'weekly':
    case 'monthly':
      priceParts(t, prices!, parts, { history: false, goal: priceGoal });
      parts.tables = parts.tables.filter((p) => p.item.key === 'competitor_prices');
      analyticSections();
      break;
  }
  if (previousNote) parts.notes.push({ subject: 'service', item: t(previousNote) });
  // The typed records: price records by brand and volumetric data by date.
  const wantsPriceRecords = type === 'price' || type === 'weekly' || type === 'monthly';
  const wantsVolumes = type === 'daily' || type === 'weekly' || type === 'monthly';
  const records = {
    ...(wantsPriceRecords && prices
      ? {
          price_records: priceRecords(
            prices,
            period.start,
            station.brand,
            await readPlaceBrands(db, pricePlaceIds(prices)),
          ),
        }
      : {}),
    ...(wantsVolumes ? { volumetric_data: volumetricData(input.days) } : {}),
  };

  return {
    report_type: type,
    kind,
    title: t(`title.${type}`),
    station,
    start_date: period.start,
    end_date: period.end,
    generated_at: (request.now ?? new Date()).toISOString(),
    locale,
    figures: ordered(parts.figures, kind),
    charts: ordered(parts.charts, kind),
    tables: ordered(parts.tables, kind),
    notes: ordered(parts.notes, kind),
    ...records,
  };
}
