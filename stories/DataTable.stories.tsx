import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { fn } from 'storybook/test';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn, type SortState } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { theme } from '@/theme/theme';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

interface PriceRow {
  id: number;
  name: string;
  color: string;
  regular: number;
  regularDiff: number;
  premium: number;
  premiumDiff: number;
  diesel: number;
  dieselDiff: number;
  marked?: boolean;
  hideMenu?: boolean;
}

const priceRows: PriceRow[] = [
  {
    id: 1,
    name: 'Mi estación Centro',
    color: '#388994',
    regular: 23.49,
    regularDiff: 0,
    premium: 25.89,
    premiumDiff: 0,
    diesel: 25.19,
    dieselDiff: 0,
    marked: true,
    hideMenu: true,
  },
  {
    id: 2,
    name: 'Pemex Insurgentes',
    color: '#e6a23c',
    regular: 23.79,
    regularDiff: 0.3,
    premium: 25.99,
    premiumDiff: 0.1,
    diesel: 24.99,
    dieselDiff: -0.2,
  },
  {
    id: 3,
    name: 'Shell Reforma',
    color: '#9c27b0',
    regular: 23.29,
    regularDiff: -0.2,
    premium: 26.19,
    premiumDiff: 0.3,
    diesel: 25.49,
    dieselDiff: 0.3,
  },
  {
    id: 4,
    name: 'BP Periférico Sur',
    color: '#3f51b5',
    regular: 23.59,
    regularDiff: 0.1,
    premium: 25.69,
    premiumDiff: -0.2,
    diesel: 25.19,
    dieselDiff: 0,
  },
];

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: 8px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
  vertical-align: -1px;
`;

const Diff = styled.span<{ $value: number }>`
  color: ${({ $value, theme }) => ($value > 0 ? theme.colors.alert.error.main : $value < 0 ? theme.colors.alert.success.main : theme.colors.text.secondary)};
`;

const money = (value: number) => `$${value.toFixed(2)}`;
const diff = (value: number) => (
  <Diff $value={value}>{value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2)}</Diff>
);

const priceColumns: DataTableColumn<PriceRow>[] = [
  {
    key: 'name',
    header: 'Estación',
    render: (row) => (
      <>
        <Swatch $color={row.color} />
        {row.marked ? `Mi estación: ${row.name}` : row.name}
      </>
    ),
  },
  {
    key: 'regular',
    header: 'Regular',
    align: 'right',
    headerColor: theme.colors.fuel.regular,
    render: (row) => money(row.regular),
  },
  {
    key: 'regularDiff',
    header: 'Dif',
    align: 'right',
    headerColor: theme.colors.fuel.regular,
    render: (row) => diff(row.regularDiff),
  },
  {
    key: 'premium',
    header: 'Premium',
    align: 'right',
    headerColor: theme.colors.fuel.premium,
    render: (row) => money(row.premium),
  },
  {
    key: 'premiumDiff',
    header: 'Dif',
    align: 'right',
    headerColor: theme.colors.fuel.premium,
    render: (row) => diff(row.premiumDiff),
  },
  {
    key: 'diesel',
    header: 'Diesel',
    align: 'right',
    headerColor: theme.colors.fuel.diesel,
    render: (row) => money(row.diesel),
  },
  {
    key: 'dieselDiff',
    header: 'Dif',
    align: 'right',
    headerColor: theme.colors.fuel.diesel,
    render: (row) => diff(row.dieselDiff),
  },
];

interface FileRow {
  id: string;
  name: string;
  type: 'folder' | 'file';
  hasItems?: boolean;
  lastModified: string;
  hideMenu?: boolean;
}

const allFiles: FileRow[] = [
  {
    id: 'f1',
    name: 'Reportes mensuales',
    type: 'folder',
    hasItems: true,
    lastModified: '3 de marzo de 2025',
    hideMenu: true,
  },
  {
    id: 'f2',
    name: 'Archivo 2023',
    type: 'folder',
    hasItems: false,
    lastModified: '2 de enero de 2024',
    hideMenu: true,
  },
  ...Array.from({ length: 23 }, (_, i): FileRow => ({
    id: `r${i}`,
    name: i % 3 === 0 ? `ventas-semana-${i + 1}.csv` : `reporte-ejecutivo-${i + 1}.PDF`,
    type: 'file',
    lastModified: `${(i % 27) + 1} de febrero de 2025`,
  })),
];

const fileIcon = (row: FileRow) => {
  if (row.type === 'folder')
    return <Icon name={row.hasItems ? 'folder' : 'folder-open'} color={theme.colors.primary} />;
  return /\.pdf$/i.test(row.name) ? (
    <Icon name="pdf" color={theme.colors.fuel.premium} />
  ) : (
    <Icon name="csv" color={theme.colors.fuel.regular} />
  );
};

const fileColumns: DataTableColumn<FileRow>[] = [
  {
    key: 'name',
    header: 'Nombre',
    sortable: true,
    render: (row) => (
      <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {fileIcon(row)}
        {row.name}
      </span>
    ),
  },
  {
    key: 'lastModified',
    header: 'Últ. actualización',
    sortable: true,
    hideOnMobile: true,
    width: 220,
  },
];

function FilesDemo({ count, labelVariant }: { count?: number; labelVariant?: boolean }) {
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const sorted = useMemo(() => {
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...allFiles].sort((a, b) => {
      // Folders first when sorting by name (spec).
      if (sort.key === 'name' && a.type !== b.type) return a.type === 'folder' ? -1 : 1;
      const key = sort.key as 'name' | 'lastModified';
      return a[key].localeCompare(b[key], 'es') * factor;
    });
  }, [sort]);
  return (
    <DataTable
      aria-label="Reportes"
      columns={fileColumns}
      rows={sorted.slice(page * pageSize, (page + 1) * pageSize)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(0);
      }}
      onRowClick={fn()}
      rowMenuItems={() => [
        { key: 'download', label: 'Descargar', icon: 'download', onSelect: fn() },
      ]}
      pagination={{
        page,
        pageSize,
        pageSizeOptions: [2, 5, 10, 25, 50],
        count: count ?? allFiles.length,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(0);
        },
        rowsPerPageLabel: labelVariant ? 'Items por página' : undefined,
      }}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<PriceRow>,
  args: { columns: priceColumns, rows: priceRows, 'aria-label': 'Comparativa de precios' },
} satisfies Meta<typeof DataTable<PriceRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FuelPrices: Story = {
  args: {
    onRowClick: fn(),
    renderRowActions: (row) => (
      <IconButton icon="delete" variant="danger" size="small" aria-label={`Eliminar ${row.name}`} />
    ),
  },
};
export const FilesWithPagination: Story = { render: () => <FilesDemo /> };
export const UnknownCount: Story = { render: () => <FilesDemo count={-1} labelVariant /> };
export const Loading: Story = { args: { loading: true, loadingRowCount: 4 } };
export const Empty: Story = { args: { rows: [] } };
export const EmptyFiles: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        title="No hay archivos disponibles"
        description="No se encontraron archivos en esta carpeta. Intenta subir algunos archivos."
      />
    ),
  },
};
export const WithError: Story = {
  args: {
    error: (
      <div style={{ padding: 16 }}>
        <Alert severity="error" actionLabel="Reintentar" onAction={fn()}>
          Error al cargar los reportes: Network Error
        </Alert>
      </div>
    ),
  },
};
export const Metrics: Story = {
  render: () => (
    <DataTable
      aria-label="Metricas"
      columns={[{ key: 'name', header: 'Nombre' }]}
      rows={[
        { id: 1, name: 'Inmediatez (segundos)' },
        { id: 2, name: 'Atención Oportuna (porcentaje)' },
        { id: 3, name: 'Tiempo de Servicio (segundos)' },
        { id: 4, name: 'Conversión (porcentaje)' },
      ]}
    />
  ),
};
export const LongText: Story = {
  args: { rows: [{ ...priceRows[1]!, id: 99, name: LONG_TEXT }, ...priceRows] },
};
export const HtmlMetacharacters: Story = {
  render: () => (
    <DataTable
      aria-label="HTML"
      columns={[
        { key: 'name', header: HTML_TEXT },
        { key: 'value', header: 'Valor' },
      ]}
      rows={[{ id: 1, name: HTML_TEXT, value: HTML_TEXT }]}
    />
  ),
};
export const Mobile: Story = {
  render: () => <FilesDemo />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
