// The PDF's own words (headings, footer, "no data") and date formats, in the document's locale
// (the words in pdfLabels.json, one catalogue per locale with the same keys). The figures,
// charts and tables arrive already worded by the server.
import type { ReportDocument, ReportLocale } from '@/api/generated/reports.gen';
import { readableCalendarDate } from '@/lib/dates/calendarDates';
import { readableDateTimeIn } from '@/lib/dates/zonedTimes';
import CATALOGUES from './pdfLabels.json';

type Catalogue = (typeof CATALOGUES)['es'];

export type RenderLabels = Omit<Catalogue, 'page'> & {
  page: (page: number, total: number) => string;
};

function labels(catalogue: Catalogue): RenderLabels {
  return {
    ...catalogue,
    page: (page, total) =>
      catalogue.page.replace('{page}', String(page)).replace('{total}', String(total)),
  };
}

const LABELS: Record<ReportLocale, RenderLabels> = {
  es: labels(CATALOGUES.es),
  en: labels(CATALOGUES.en),
};

export function labelsFor(locale: ReportLocale | undefined): RenderLabels {
  return LABELS[locale ?? 'es'] ?? LABELS.es;
}

const date = (day: string, locale: ReportLocale) => readableCalendarDate(day, locale);

/** '9 nov 2026 – 15 nov 2026', or one date when the report covers a single day. */
export function formatPeriod(document: ReportDocument): string {
  const locale = document.locale ?? 'es';
  const start = date(document.start_date, locale);
  return document.start_date === document.end_date
    ? start
    : `${start} – ${date(document.end_date, locale)}`;
}

/** When the report was generated, in the station's time zone. */
export function formatGeneratedAt(document: ReportDocument): string {
  return readableDateTimeIn(
    document.generated_at,
    document.station.time_zone,
    document.locale ?? 'es',
  );
}
