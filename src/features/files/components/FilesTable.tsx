// The files table: Nombre with a folder (full or empty), PDF or CSV icon,
// 'Últ. actualización' as 'd de MMMM de yyyy' (hidden on small screens), and a menu with
// 'Descargar' on files. Headers sort; a spinner shows while loading; both empty states; the
// error alert with 'Reintentar'; pagination with the spec's labels and sizes.
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { Spinner } from '@/components/Spinner';
import { fileIconOf } from '../model/fileKinds';
import { PAGE_SIZES, type SortDirection, type SortKey } from '../model/listFilter';
import { spanishLongDate } from '../model/fileDates';

export interface FileRow {
  id: number;
  name: string;
  path: string;
  type: 'folder' | 'file';
  /** ISO date-time. */
  lastModified: string;
  folderWithItems: boolean;
  hideMenu?: boolean;
}

export interface FilesTableProps {
  rows: FileRow[];
  sort: { key: SortKey; direction: SortDirection };
  onSortToggle: (key: SortKey) => void;
  loading?: boolean;
  /** The message of a failed load, shown as 'Error al cargar los reportes: {message}'. */
  error?: { message: string; onRetry: () => void } | null;
  page: number;
  pageSize: number;
  /** Entries in the folder, or -1 when unknown ('más de {to}'). */
  count: number;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onOpenFolder: (row: FileRow) => void;
  onOpenFile: (row: FileRow) => void;
  onDownload: (row: FileRow) => void;
}

const NameCell = styled.span<{ $folder: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  font-weight: ${({ $folder, theme }) =>
    $folder ? theme.fontWeights.medium : theme.fontWeights.regular};
  svg {
    flex-shrink: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

export function FilesTable({
  rows,
  sort,
  onSortToggle,
  loading = false,
  error = null,
  page,
  pageSize,
  count,
  hasNextPage,
  onPageChange,
  onPageSizeChange,
  onOpenFolder,
  onOpenFile,
  onDownload,
}: FilesTableProps) {
  const { t } = useTranslation('files');
  const { colors } = useTheme();
  const iconColors = {
    folder: colors.alert.warning.main,
    pdf: colors.alert.error.main,
    csv: colors.alert.success.main,
  };
  const columns: DataTableColumn<FileRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (row) => {
        const folder = row.type === 'folder';
        const icon = folder
          ? row.folderWithItems
            ? 'folder'
            : 'folder-open'
          : fileIconOf(row.name);
        const label = folder
          ? t(row.folderWithItems ? 'icons.fullFolder' : 'icons.emptyFolder')
          : t(icon === 'pdf' ? 'icons.pdf' : 'icons.csv');
        return (
          <NameCell $folder={folder}>
            <Icon
              name={icon}
              size={22}
              title={label}
              color={folder ? iconColors.folder : iconColors[icon as 'pdf' | 'csv']}
            />
            <span>{row.name}</span>
          </NameCell>
        );
      },
    },
    {
      key: 'lastModified',
      header: t('columns.lastModified'),
      sortable: true,
      hideOnMobile: true,
      width: 240,
      render: (row) => spanishLongDate(row.lastModified),
    },
  ];
  return (
    <DataTable<FileRow>
      aria-label={t('table.label')}
      columns={columns}
      rows={loading ? [] : rows.map((row) => ({ ...row, hideMenu: row.type === 'folder' }))}
      sort={sort}
      onSortChange={(next) => onSortToggle(next.key as SortKey)}
      onRowClick={(row) => (row.type === 'folder' ? onOpenFolder(row) : onOpenFile(row))}
      getRowLabel={(row) =>
        t(row.type === 'folder' ? 'table.openFolder' : 'table.openFile', { name: row.name })
      }
      rowMenuItems={(row) => [
        {
          key: 'download',
          label: t('actions.download'),
          icon: 'download',
          onSelect: () => onDownload(row),
        },
      ]}
      bordered={false}
      emptyState={
        loading ? (
          <Spinner centered label={t('table.loading')} />
        ) : (
          <EmptyState
            icon="folder-open"
            title={t('empty.title')}
            description={t('empty.description')}
          />
        )
      }
      error={
        error ? (
          <Alert severity="error" actionLabel={t('error.retry')} onAction={error.onRetry}>
            {t('error.load', { message: error.message })}
          </Alert>
        ) : undefined
      }
      pagination={{
        page,
        pageSize,
        count,
        pageSizeOptions: [...PAGE_SIZES],
        hasNextPage,
        onPageChange,
        onPageSizeChange,
      }}
    />
  );
}
