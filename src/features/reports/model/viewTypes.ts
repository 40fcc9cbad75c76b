// What the presentational report parts read, structurally (the contract's ReportDocument and
// ReportRequest are assignable to these): components take props, not API types.
import type { ReportBetter, ReportChartSpec, ReportUnit } from '@/lib/reports/reportShapes';
import type { PriceRecordView, VolumetricRecordView } from '@/lib/reports/reportRecords';
import type { ReportType } from '@/lib/reports/reportTypes';

export type ReportTypeName = ReportType;

export interface ReportChartView extends ReportChartSpec {
  key: string;
  note?: string | null;
}

export interface ReportFigureView {
  key: string;
  label: string;
  value: number | null;
  unit: ReportUnit;
  /** Which way the figure improves: its change is coloured as good or bad news by it. */
  better: ReportBetter;
  previous?: number | null;
  goal?: number | null;
  note?: string | null;
}

export interface ReportTableView {
  key: string;
  title: string;
  columns: { key: string; label: string; unit?: ReportUnit }[];
  rows: (string | number | null)[][];
  note?: string | null;
}

export interface ReportDocumentView {
  title: string;
  station: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
  };
  start_date: string;
  end_date: string;
  locale: string;
  figures: ReportFigureView[];
  charts: ReportChartView[];
  tables: ReportTableView[];
  notes: string[];
  /** Price records by brand (price, weekly and monthly reports). */
  price_records?: PriceRecordView[];
  /** Volumetric data by date (daily, weekly and monthly reports). */
  volumetric_data?: VolumetricRecordView[];
}

export interface ReportRequestView {
  id: number;
  report_type: ReportTypeName;
  kind: 'price' | 'traffic_flow' | 'conversion' | 'competition' | 'compliance' | null;
  station_names: string[];
  start_date: string;
  end_date: string;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  error: string | null;
  deliveries: {
    id: number;
    channel: 'email' | 'whatsapp';
    recipient_name: string;
    address: string;
    status: 'queued' | 'sent' | 'delivered' | 'failed';
    error: string | null;
  }[];
}
