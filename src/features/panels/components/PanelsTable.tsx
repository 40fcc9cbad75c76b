// The panels management list: name (with its title), client and number of cameras. A row
// opens the panel; its menu shares, edits or deletes it (the last two for those who manage).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import type { MenuItem } from '@/components/Menu';
import type { PanelCardData } from './PanelCards';
import { RetryAlert } from '@/components/RetryAlert';

export type PanelRow = PanelCardData;

export interface PanelsTableProps {
  rows: PanelRow[];
  canManage: boolean;
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Shown when there are no panels. */
  empty: ReactNode;
  onOpen: (id: number) => void;
  /** Omitted without the vms flag (no 'Compartir'). */
  onShare?: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

const Secondary = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function PanelsTable({
  rows,
  canManage,
  loading = false,
  error = null,
  empty,
  onOpen,
  onShare,
  onEdit,
  onDelete,
}: PanelsTableProps) {
  const { t } = useTranslation(['panels', 'common']);
  const columns: DataTableColumn<PanelRow>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (r) => (
        <>
          {r.name}
          {r.title !== r.name && <Secondary>{r.title}</Secondary>}
        </>
      ),
    },
    { key: 'customer', header: t('fields.customer') },
    {
      key: 'cameraCount',
      header: t('fields.cameras'),
      align: 'right',
      render: (r) => r.cameraCount,
    },
  ];
  const menu = (row: PanelRow): MenuItem[] => [
    { key: 'open', label: t('actions.open'), icon: 'play', onSelect: () => onOpen(row.id) },
    ...(onShare
      ? [
          {
            key: 'share',
            label: t('actions.share'),
            icon: 'users' as const,
            onSelect: () => onShare(row.id),
          },
        ]
      : []),
    ...(canManage
      ? [
          {
            key: 'edit',
            label: t('common:actions.edit'),
            icon: 'edit' as const,
            onSelect: () => onEdit(row.id),
          },
          {
            key: 'delete',
            label: t('common:actions.delete'),
            icon: 'delete' as const,
            danger: true,
            onSelect: () => onDelete(row.id),
          },
        ]
      : []),
  ];
  return (
    <DataTable<PanelRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={(row) => onOpen(row.id)}
      getRowLabel={(row) => t('actions.openNamed', { name: row.name })}
      rowMenuItems={menu}
      emptyState={empty}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
