// A report document's typed records as tables, the same in the app and the PDF: price records
// by brand (one row per brand) and volumetric data by date (one row per day, liters written
// es-MX). The words come from the caller's catalogue.
import { weekdayDate } from '@/lib/dates/calendarDates';
import { NO_VALUE } from './reportFormat';
import type { ReportUnit } from './reportShapes';

export interface PriceRecordView {
  brand: string | null;
  regular_price: number | null;
  premium_price: number | null;
  diesel_price: number | null;
  stations: number;
  own: boolean;
}

export interface VolumetricRecordView {
  date: string;
  regular: number | null;
  premium: number | null;
  diesel: number | null;
}

export interface RecordLabels {
  priceTitle: string;
  volumeTitle: string;
  brand: string;
  noBrand: string;
  ownBrand: string;
  stations: string;
  date: string;
  regular: string;
  premium: string;
  diesel: string;
}

export interface RecordTable {
  key: string;
  title: string;
  columns: { key: string; label: string; unit?: ReportUnit }[];
  rows: (string | number | null)[][];
}

const liters = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** Liters as the reports write them, es-MX: '1,234.5 L' (an em dash for no data). */
export const formatLiters = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? NO_VALUE
    : `${liters.format(value)} L`;

export function priceRecordsTable(records: PriceRecordView[], labels: RecordLabels): RecordTable {
  return {
    key: 'price_records',
    title: labels.priceTitle,
    columns: [
      { key: 'brand', label: labels.brand },
      { key: 'stations', label: labels.stations, unit: 'count' },
      { key: 'regular_price', label: labels.regular, unit: 'price' },
      { key: 'premium_price', label: labels.premium, unit: 'price' },
      { key: 'diesel_price', label: labels.diesel, unit: 'price' },
    ],
    rows: records.map((r) => [
      `${r.brand ?? labels.noBrand}${r.own ? ` ${labels.ownBrand}` : ''}`,
      r.stations,
      r.regular_price,
      r.premium_price,
      r.diesel_price,
    ]),
  };
}

/** Liters arrive written (es-MX) in cells of a liters column, so they align as numbers. */
export function volumetricTable(
  records: VolumetricRecordView[],
  labels: RecordLabels,
  locale: string,
): RecordTable {
  return {
    key: 'volumetric_data',
    title: labels.volumeTitle,
    columns: [
      { key: 'date', label: labels.date },
      { key: 'regular', label: labels.regular, unit: 'liters' },
      { key: 'premium', label: labels.premium, unit: 'liters' },
      { key: 'diesel', label: labels.diesel, unit: 'liters' },
    ],
    rows: records.map((r) => [
      weekdayDate(r.date, locale),
      formatLiters(r.regular),
      formatLiters(r.premium),
      formatLiters(r.diesel),
    ]),
  };
}

/** The tables of a document's records, those it carries (none when it has no records). */
export function recordTables(
  document: { price_records?: PriceRecordView[]; volumetric_data?: VolumetricRecordView[] },
  labels: RecordLabels,
  locale: string,
): RecordTable[] {
  return [
    ...(document.price_records ? [priceRecordsTable(document.price_records, labels)] : []),
    ...(document.volumetric_data
      ? [volumetricTable(document.volumetric_data, labels, locale)]
      : []),
  ];
}
