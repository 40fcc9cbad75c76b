// Cameras: name, key (only its last characters), serial, online status (from the stream when
// a source is set), whether video is configured, license and station; each can be edited.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export interface CameraRow {
  id: number;
  name: string;
  keyLast4: string;
  serial: string | null;
  online: boolean;
  hasSource: boolean;
  license: string | null;
  station: string | null;
}

export interface CamerasTableProps {
  rows: CameraRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onEdit?: (row: CameraRow) => void;
}

export function CamerasTable({ rows, loading = false, error = null, onEdit }: CamerasTableProps) {
  const { t } = useTranslation(['cameras', 'common']);
  const columns: DataTableColumn<CameraRow>[] = [
    { key: 'name', header: t('columns.name') },
    {
      key: 'key',
      header: t('columns.key'),
      render: (r) => <code>{t('keyMasked', { last4: r.keyLast4 })}</code>,
    },
    {
      key: 'serial',
      header: t('columns.serial'),
      render: (r) => r.serial ?? '—',
      hideOnMobile: true,
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (r) => (r.online ? t('online') : t('offline')),
    },
    {
      key: 'video',
      header: t('columns.video'),
      render: (r) => (r.hasSource ? t('videoConfigured') : t('noVideo')),
    },
    {
      key: 'license',
      header: t('columns.license'),
      render: (r) => r.license ?? '—',
      hideOnMobile: true,
    },
    {
      key: 'station',
      header: t('columns.station'),
      render: (r) => r.station ?? '—',
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable<CameraRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowMenuItems={
        onEdit &&
        ((row) => [
          {
            key: 'edit',
            label: t('common:actions.edit'),
            icon: 'edit',
            onSelect: () => onEdit(row),
          },
        ])
      }
      emptyState={<EmptyState icon="camera" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
