// The PDF's own words (headings, footer, "no data") and date formats, in the document's locale.
// The figures, charts and tables arrive already worded by the server.
import { DateTime } from 'luxon';
import type { ReportDocument, ReportLocale } from '@/api/generated/reports.gen';

export interface RenderLabels {
  figures: string;
  charts: string;
  tables: string;
  notes: string;
  period: string;
  generatedAt: string;
  permission: string;
  previous: string;
  goal: string;
  noData: string;
  emptyReport: string;
  continued: string;
  noRows: string;
  page: (page: number, total: number) => string;
}

const LABELS: Record<ReportLocale, RenderLabels> = {
  es: {
    figures: 'Indicadores clave',
    charts: 'Gráficas',
    tables: 'Detalle',
    notes: 'Notas',
    period: 'Periodo',
    generatedAt: 'Generado',
    permission: 'Permiso',
    previous: 'vs. periodo anterior',
    goal: 'Meta',
    noData: 'Sin datos',
    emptyReport: 'No hay datos para este periodo.',
    continued: '(continuación)',
    noRows: 'Sin registros en el periodo.',
    page: (page, total) => `Página ${page} de ${total}`,
  },
  en: {
    figures: 'Key figures',
    charts: 'Charts',
    tables: 'Details',
    notes: 'Notes',
    period: 'Period',
    generatedAt: 'Generated',
    permission: 'Permit',
    previous: 'vs. previous period',
    goal: 'Goal',
    noData: 'No data',
    emptyReport: 'There is no data for this period.',
    continued: '(continued)',
    noRows: 'No records in the period.',
    page: (page, total) => `Page ${page} of ${total}`,
  },
};

export function labelsFor(locale: ReportLocale | undefined): RenderLabels {
  return LABELS[locale ?? 'es'] ?? LABELS.es;
}

const date = (iso: string, locale: ReportLocale) =>
  DateTime.fromISO(iso, { zone: 'UTC' }).setLocale(locale).toLocaleString(DateTime.DATE_MED);

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
  const at = DateTime.fromISO(document.generated_at, { zone: 'UTC' });
  const local = at.setZone(document.station.time_zone);
  return (local.isValid ? local : at)
    .setLocale(document.locale ?? 'es')
    .toLocaleString(DateTime.DATETIME_MED);
}
