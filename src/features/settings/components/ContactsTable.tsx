// The contacts list (name, e-mail, telephone and station access), editable and
// deletable per row.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import { useEditDeleteMenu } from '@/components/hooks/useEditDeleteMenu';

export interface ContactRow {
  id: number;
  name: string;
  email: string | null;
  telephone: string | null;
  stations: string[];
}

export interface ContactsTableProps {
  rows: ContactRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Omit both to show the list read-only. */
  onEdit?: (row: ContactRow) => void;
  onDelete?: (row: ContactRow) => void;
}

export function ContactsTable({
  rows,
  loading = false,
  error = null,
  onEdit,
  onDelete,
}: ContactsTableProps) {
  const { t } = useTranslation(['users', 'common']);
  const rowMenuItems = useEditDeleteMenu<ContactRow>(onEdit, onDelete);
  const columns: DataTableColumn<ContactRow>[] = [
    { key: 'name', header: t('contacts.name') },
    { key: 'email', header: t('contacts.email'), render: (r) => r.email ?? '—' },
    { key: 'telephone', header: t('contacts.telephone'), render: (r) => r.telephone ?? '—' },
    {
      key: 'stations',
      header: t('contacts.stations'),
      hideOnMobile: true,
      render: (r) => r.stations.join(', ') || '—',
    },
  ];
  return (
    <DataTable<ContactRow>
      aria-label={t('contacts.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowMenuItems={rowMenuItems}
      emptyState={<EmptyState icon="user" title={t('contacts.empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
