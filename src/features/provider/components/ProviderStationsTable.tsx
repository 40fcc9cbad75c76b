// A customer's stations for provider-level users: name, permit, city and address.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';

export interface ProviderStationRow {
  id: number;
  name: string;
  permission: string;
  city: string | null;
  address: string | null;
}

export interface ProviderStationsTableProps {
  rows: ProviderStationRow[];
  loading?: boolean;
  error?: string | null;
}

export function ProviderStationsTable({
  rows,
  loading = false,
  error = null,
}: ProviderStationsTableProps) {
  const { t } = useTranslation('provider');
  const columns: DataTableColumn<ProviderStationRow>[] = [
    { key: 'name', header: t('station') },
    { key: 'permission', header: t('permission') },
    { key: 'city', header: t('city'), render: (r) => r.city ?? '—' },
    { key: 'address', header: t('address'), render: (r) => r.address ?? '—', hideOnMobile: true },
  ];
  return (
    <DataTable<ProviderStationRow>
      aria-label={t('stationsLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyState={<EmptyState icon="gas-station" title={t('noStations')} compact />}
      error={error ? <Alert severity="error">{error}</Alert> : undefined}
    />
  );
}
