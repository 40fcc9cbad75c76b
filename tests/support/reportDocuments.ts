// Report documents as the server answers them, one per report type, for the renderer's tests,
// MSW handlers, stories and component tests. The station's name has the letters a Spanish
// report must print (á, é, ñ, ¿) so a missing glyph shows.
import type { ReportDocument, ReportStation } from '@/api/generated/reports.gen';
import type { ReportType } from '@/api/generated/reports.gen';

export const SAMPLE_STATION: ReportStation = {
  id: 1,
  name: 'Servicio Ñandú Álamos',
  permission: 'PL/1234/EXP/ES/2015',
  brand: 'Pemex',
  address: 'Av. Revolución 1500, Col. Guadalupe Inn',
  city: 'Álvaro Obregón',
  state: 'Ciudad de México',
  time_zone: 'America/Mexico_City',
};

const WEEK = [
  '2026-11-09',
  '2026-11-10',
  '2026-11-11',
  '2026-11-12',
  '2026-11-13',
  '2026-11-14',
  '2026-11-15',
];
const DAY_LABELS = ['lun 9', 'mar 10', 'mié 11', 'jue 12', 'vie 13', 'sáb 14', 'dom 15'];

const TITLES: Record<ReportType, string> = {
  daily: 'Reporte diario',
  weekly: 'Reporte semanal',
  weekly_executive: 'Reporte ejecutivo semanal',
  weekly_analytic: 'Reporte analítico semanal',
  monthly: 'Reporte mensual',
  price: 'Reporte de precios',
  customer_behavior: 'Comportamiento de clientes',
  traffic_sensitivity: 'Sensibilidad del tráfico al precio',
};

export function sampleReportDocument(
  reportType: ReportType = 'weekly',
  overrides: Partial<ReportDocument> = {},
): ReportDocument {
  const base: ReportDocument = {
    report_type: reportType,
    kind: reportType === 'price' ? 'price' : null,
    title: TITLES[reportType],
    station: SAMPLE_STATION,
    start_date: WEEK[0]!,
    end_date: WEEK[6]!,
    generated_at: '2026-11-16T13:00:00.000Z',
    locale: 'es',
    figures: [
      {
        key: 'sales_total',
        label: 'Ventas totales',
        value: 1_254_380.5,
        unit: 'currency',
        better: 'higher',
        previous: 1_198_020,
        goal: 1_300_000,
      },
      {
        key: 'average_ticket',
        label: 'Ticket promedio',
        value: 612.4,
        unit: 'currency',
        better: 'higher',
        previous: 598.1,
      },
      {
        key: 'conversion',
        label: 'Conversión',
        value: 23.4,
        unit: 'percent',
        better: 'higher',
        previous: 21.9,
        goal: 25,
      },
      {
        key: 'frequent_clients',
        label: 'Clientes frecuentes',
        value: 38.2,
        unit: 'percent',
        better: 'higher',
        previous: 36,
      },
      {
        key: 'service_time',
        label: 'Tiempo de servicio',
        value: 214,
        unit: 'seconds',
        better: 'lower',
        previous: 230,
        goal: 180,
      },
      {
        key: 'regular_price',
        label: 'Precio regular',
        value: 23.89,
        unit: 'price',
        better: 'none',
        previous: 23.79,
        note: '¿Competencia? 0.15 por encima del promedio',
      },
    ],
    charts: [
      {
        key: 'traffic',
        title: 'Tráfico y entradas por día',
        unit: 'count',
        categories: DAY_LABELS,
        series: [
          { name: 'Pasan', type: 'bar', values: [8200, 7900, 8100, 8350, 9020, 7400, 6100] },
          { name: 'Entran', type: 'bar', values: [1900, 1850, 1890, 2010, 2200, 1710, 1300] },
        ],
      },
      {
        key: 'conversion',
        title: 'Conversión diaria',
        unit: 'percent',
        categories: DAY_LABELS,
        series: [{ name: 'Conversión', values: [23.2, 23.4, 23.3, 24.1, 24.4, 23.1, null] }],
      },
      {
        key: 'sensitivity',
        title: 'Entradas contra diferencia de precio',
        unit: 'count',
        x_unit: 'price',
        x_label: 'Diferencia contra competidores ($/L)',
        y_label: 'Entradas por día',
        points: WEEK.map((d, i) => ({ x: -0.2 + i * 0.07, y: 2100 - i * 90, label: d })),
        trend: { slope: -1285.7, intercept: 1842.9 },
        note: 'Por cada 10 centavos más caro que la competencia entran unos 129 vehículos menos al día.',
      },
    ],
    tables: [
      {
        key: 'sales_by_product',
        title: 'Ventas por producto',
        columns: [
          { key: 'product', label: 'Producto' },
          { key: 'liters', label: 'Litros', unit: 'liters' },
          { key: 'amount', label: 'Importe', unit: 'currency' },
          { key: 'tickets', label: 'Tickets', unit: 'count' },
        ],
        rows: [
          ['Regular', 38250.4, 913_843.1, 1480],
          ['Premium', 9120.75, 234_260.2, 402],
          ['Diésel', 4200, 106_277.2, 166],
        ],
      },
      {
        key: 'competitors',
        title: 'Competidores',
        columns: [
          { key: 'name', label: 'Estación' },
          { key: 'regular', label: 'Regular', unit: 'price' },
          { key: 'difference', label: 'Diferencia', unit: 'price' },
        ],
        rows: [
          ['Gasolinera Peñón', 23.74, -0.15],
          ['Servicio Ánimas', 23.99, 0.1],
          ['Sin precio reciente', null, null],
        ],
      },
    ],
    notes: ['Semana del 9 al 15 de noviembre de 2026.'],
  };
  return { ...base, ...overrides };
}

/** A report of a station with no sales tickets: the figures say so instead of inventing zeros. */
export function sampleReportWithoutSales(reportType: ReportType = 'weekly'): ReportDocument {
  const doc = sampleReportDocument(reportType);
  return {
    ...doc,
    figures: doc.figures.map((f) =>
      f.key === 'sales_total' || f.key === 'average_ticket'
        ? { ...f, value: null, previous: null }
        : f,
    ),
    tables: doc.tables.filter((t) => t.key !== 'sales_by_product'),
    notes: [...doc.notes, 'Sin datos de ventas en el periodo.'],
  };
}

/** Price records by brand of the sample week: the station's brand first, one of unknown brand. */
export const SAMPLE_PRICE_RECORDS: NonNullable<ReportDocument['price_records']> = [
  {
    brand: 'Pemex',
    regular_price: 23.89,
    premium_price: 25.41,
    diesel_price: null,
    stations: 2,
    own: true,
  },
  {
    brand: 'Shell',
    regular_price: 23.74,
    premium_price: 25.99,
    diesel_price: 26.1,
    stations: 1,
    own: false,
  },
  {
    brand: null,
    regular_price: null,
    premium_price: null,
    diesel_price: 25.85,
    stations: 1,
    own: false,
  },
];

/** Volumetric data by date of the sample week: a day without tickets has nulls. */
export const SAMPLE_VOLUMETRIC_DATA: NonNullable<ReportDocument['volumetric_data']> = WEEK.map(
  (date, i) =>
    i === 3
      ? { date, regular: null, premium: null, diesel: null }
      : { date, regular: 12_345.5 + i, premium: 4_210.25, diesel: i === 6 ? 0 : 980 },
);

/** A sample document carrying the records its report type has. */
export function sampleReportWithRecords(reportType: ReportType = 'weekly'): ReportDocument {
  const withPrices = ['price', 'weekly', 'monthly'].includes(reportType);
  const withVolumes = ['daily', 'weekly', 'monthly'].includes(reportType);
  return {
    ...sampleReportDocument(reportType),
    ...(withPrices ? { price_records: SAMPLE_PRICE_RECORDS } : {}),
    ...(withVolumes ? { volumetric_data: SAMPLE_VOLUMETRIC_DATA } : {}),
  };
}
