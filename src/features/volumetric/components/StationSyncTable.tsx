// The pull state of each station linked to a system: its id at the supplier, the last day
// pulled completely, the last run, success and error, the tickets and SAT report files
// received, and the last report file the pre-audit refused (with why, and when).
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { formatCount, formatDateTime } from '../model/display';
import { ErrorBadge } from './ErrorBadge';

export interface StationSyncRow {
  id: number;
  gas_station_name: string;
  volumetric_station_id: string | null;
  cursor_date: string | null;
  last_run_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  tickets_received: number;
  reports_received: number;
  last_report_refusal: string | null;
  last_report_refusal_at: string | null;
}

export interface StationSyncTableProps {
  rows: StationSyncRow[];
}

export function StationSyncTable({ rows }: StationSyncTableProps) {
  const { t } = useTranslation('volumetric');
  const never = t('never');
  const columns: DataTableColumn<StationSyncRow>[] = [
    { key: 'gas_station_name', header: t('sync.columns.station') },
    {
      key: 'stationId',
      header: t('sync.columns.stationId'),
      render: (r) => r.volumetric_station_id ?? never,
    },
    {
      key: 'cursor',
      header: t('sync.columns.cursor'),
      render: (r) => r.cursor_date ?? never,
    },
    {
      key: 'lastRun',
      header: t('sync.columns.lastRun'),
      hideOnMobile: true,
      render: (r) => formatDateTime(r.last_run_at, never),
    },
    {
      key: 'lastSuccess',
      header: t('sync.columns.lastSuccess'),
      hideOnMobile: true,
      render: (r) => formatDateTime(r.last_success_at, never),
    },
    {
      key: 'lastError',
      header: t('sync.columns.lastError'),
      render: (r) =>
        r.last_error ? (
          <ErrorBadge
            label={t('supplier.errorBadge')}
            message={r.last_error}
            when={formatDateTime(r.last_error_at, '')}
          />
        ) : (
          never
        ),
    },
    {
      key: 'tickets',
      header: t('sync.columns.tickets'),
      align: 'right',
      render: (r) => formatCount(r.tickets_received),
    },
    {
      key: 'reports',
      header: t('sync.columns.reports'),
      align: 'right',
      render: (r) => formatCount(r.reports_received),
    },
    {
      key: 'reportRefusal',
      header: t('sync.columns.reportRefusal'),
      render: (r) =>
        r.last_report_refusal ? (
          <ErrorBadge
            label={t('sync.refusalBadge')}
            message={r.last_report_refusal}
            when={formatDateTime(r.last_report_refusal_at, '')}
          />
        ) : (
          never
        ),
    },
  ];
  return (
    <DataTable<StationSyncRow>
      aria-label={t('sync.tableLabel')}
      columns={columns}
      rows={rows}
      emptyState={<EmptyState icon="gas-station" title={t('sync.empty')} compact />}
    />
  );
}
