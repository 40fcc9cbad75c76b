// Customers for provider-level users: name, legal name, city and number of stations; a row
// opens the customer's stations.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';

export interface ProviderCustomerRow {
  id: number;
  name: string;
  legal_name: string;
  city: string | null;
  station_count: number;
}

export interface ProviderCustomersTableProps {
  rows: ProviderCustomerRow[];
  loading?: boolean;
  error?: string | null;
  onOpen: (row: ProviderCustomerRow) => void;
}

export function ProviderCustomersTable({
  rows,
  loading = false,
  error = null,
  onOpen,
}: ProviderCustomersTableProps) {
  const { t } = useTranslation('provider');
  const columns: DataTableColumn<ProviderCustomerRow>[] = [
    { key: 'name', header: t('name') },
    { key: 'legal_name', header: t('legalName'), hideOnMobile: true },
    { key: 'city', header: t('city'), render: (r) => r.city ?? '—', hideOnMobile: true },
    { key: 'station_count', header: t('stationCount'), align: 'right' },
  ];
  return (
    <DataTable<ProviderCustomerRow>
      aria-label={t('customersLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={onOpen}
      getRowLabel={(row) => t('open', { name: row.name })}
      emptyState={<EmptyState icon="user" title={t('empty')} compact />}
      error={error ? <Alert severity="error">{error}</Alert> : undefined}
    />
  );
}
