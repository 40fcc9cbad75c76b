// The configured single sign-on providers: name, issuer, client id, allowed domains, whether it
// is on the login screen and whether it creates accounts; edit and delete per row.
// Presentational.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';

/** What the table shows of a provider (the API's SsoProvider fits). */
export interface SsoProviderRow {
  id: number;
  name: string;
  issuer_url: string;
  client_id: string;
  allowed_domains: string[];
  enabled: boolean;
  auto_create: boolean;
}

export interface SsoProvidersTableProps<P extends SsoProviderRow = SsoProviderRow> {
  providers: readonly P[];
  loading: boolean;
  onEdit: (provider: P) => void;
  onDelete: (provider: P) => void;
}

export function SsoProvidersTable<P extends SsoProviderRow>({
  providers,
  loading,
  onEdit,
  onDelete,
}: SsoProvidersTableProps<P>) {
  const { t } = useTranslation('sso');
  const columns: DataTableColumn<P>[] = [
    { key: 'name', header: t('table.name') },
    { key: 'issuer_url', header: t('table.issuer'), hideOnMobile: true },
    { key: 'client_id', header: t('table.clientId'), hideOnMobile: true },
    {
      key: 'allowed_domains',
      header: t('table.domains'),
      render: (row) =>
        row.allowed_domains.length > 0 ? row.allowed_domains.join(', ') : t('table.anyDomain'),
    },
    {
      key: 'enabled',
      header: t('table.state'),
      render: (row) => (row.enabled ? t('table.enabled') : t('table.disabled')),
    },
    {
      key: 'auto_create',
      header: t('table.autoCreate'),
      hideOnMobile: true,
      render: (row) => (row.auto_create ? t('table.yes') : t('table.no')),
    },
  ];
  return (
    <DataTable
      aria-label={t('table.label')}
      columns={columns}
      rows={[...providers]}
      loading={loading}
      onRowClick={onEdit}
      getRowLabel={(row) => row.name}
      emptyState={<EmptyState title={t('table.empty')} />}
      rowMenuItems={(row) => [
        { key: 'edit', label: t('table.edit'), icon: 'edit', onSelect: () => onEdit(row) },
        {
          key: 'delete',
          label: t('table.delete'),
          icon: 'delete',
          danger: true,
          onSelect: () => onDelete(row),
        },
      ]}
    />
  );
}
