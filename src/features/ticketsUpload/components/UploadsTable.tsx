// The uploads history: file, station, who uploaded it, when, its status and how many of the
// rows read were imported. A row opens its result.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime, type UploadRow } from '../model/uploadRows';
import { UploadStatusBadge } from './UploadStatusBadge';
import { RetryAlert } from '@/components/RetryAlert';

export interface UploadsTableProps {
  rows: UploadRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onShowResult: (row: UploadRow) => void;
}

export function UploadsTable({
  rows,
  loading = false,
  error = null,
  onShowResult,
}: UploadsTableProps) {
  const { t, i18n } = useTranslation(['ticketsUpload', 'common']);
  const columns: DataTableColumn<UploadRow>[] = [
    { key: 'fileName', header: t('history.columns.file') },
    { key: 'station', header: t('history.columns.station'), render: (r) => r.station ?? '—' },
    { key: 'uploadedBy', header: t('history.columns.uploadedBy'), hideOnMobile: true },
    {
      key: 'createdAt',
      header: t('history.columns.date'),
      render: (r) => formatDateTime(r.createdAt, i18n.language),
      hideOnMobile: true,
    },
    {
      key: 'status',
      header: t('history.columns.status'),
      render: (r) => <UploadStatusBadge status={r.status} />,
    },
    {
      key: 'counts',
      header: t('history.columns.counts'),
      align: 'right',
      render: (r) =>
        r.imported === null ? '—' : t('history.counts', { imported: r.imported, read: r.rowsRead }),
    },
  ];
  return (
    <DataTable<UploadRow>
      aria-label={t('history.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={onShowResult}
      getRowLabel={(row) => `${t('history.showResult')}: ${row.fileName}`}
      emptyState={<EmptyState icon="file" title={t('history.empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
