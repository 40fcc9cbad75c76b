// A supplier's systems: name, the data server's host, pull interval, stations, tickets
// received, last success and last error (red badge); a row opens the system's form.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { formatCount, formatDateTime, hostOf } from '../model/display';
import { ErrorBadge } from './ErrorBadge';

export interface SystemRow {
  id: number;
  name: string;
  data_url: string;
  pull_interval_minutes: number;
  stations_count: number;
  tickets_received: number;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
}

export interface SystemsTableProps {
  rows: SystemRow[];
  onOpen: (row: SystemRow) => void;
}

export function SystemsTable({ rows, onOpen }: SystemsTableProps) {
  const { t } = useTranslation('volumetric');
  const never = t('never');
  const columns: DataTableColumn<SystemRow>[] = [
    { key: 'name', header: t('supplier.columns.name') },
    {
      key: 'host',
      header: t('supplier.columns.host'),
      hideOnMobile: true,
      render: (r) => hostOf(r.data_url),
    },
    {
      key: 'interval',
      header: t('supplier.columns.interval'),
      render: (r) => t('supplier.intervalValue', { minutes: r.pull_interval_minutes }),
    },
    {
      key: 'stations',
      header: t('supplier.columns.stations'),
      align: 'right',
      render: (r) => formatCount(r.stations_count),
    },
    {
      key: 'tickets',
      header: t('supplier.columns.tickets'),
      align: 'right',
      render: (r) => formatCount(r.tickets_received),
    },
    {
      key: 'lastSuccess',
      header: t('supplier.columns.lastSuccess'),
      hideOnMobile: true,
      render: (r) => formatDateTime(r.last_success_at, never),
    },
    {
      key: 'lastError',
      header: t('supplier.columns.lastError'),
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
  ];
  return (
    <DataTable<SystemRow>
      aria-label={t('supplier.systemsLabel')}
      columns={columns}
      rows={rows}
      onRowClick={onOpen}
      getRowLabel={(r) => t('supplier.openRow', { name: r.name })}
      bordered={false}
      emptyState={<EmptyState icon="settings" title={t('supplier.noSystems')} compact />}
    />
  );
}
