// The comparison table of part 1 §2.3: Estación, Regular, Dif, Premium, Dif, Diesel, Dif and a
// delete column; fuel headers in their colours; the own station first, bold, "Mi estación: ",
// never deletable; a colour square per row (the same colour as its history line). No paging.
// A row click highlights the row (and its line in the history).
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { IconButton } from '@/components/IconButton';
import type { PriceRowView } from '../model/viewTypes';

export interface PriceComparisonTableProps {
  rows: PriceRowView[];
  loading?: boolean;
  /** Shown in place of the rows: "Error: " and the message. */
  errorMessage?: string | null;
  canDelete: boolean;
  onDelete: (row: PriceRowView) => void;
  selectedId?: string | null;
  onRowClick?: (row: PriceRowView) => void;
}

type Row = PriceRowView & { marked?: boolean; hideMenu?: boolean };

const StationCell = styled.span<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
  min-width: 180px;
  gap: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ $own, theme }) => ($own ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Square = styled.span<{ $color: string }>`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Diff = styled.span<{ $sign: number }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ $sign, theme }) =>
    $sign > 0
      ? theme.colors.alert.error.main
      : $sign < 0
        ? theme.colors.alert.success.main
        : theme.colors.text.secondary};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

const price = (value: number | null, empty: string) => (value === null ? empty : value.toFixed(2));

export function PriceComparisonTable({
  rows,
  loading = false,
  errorMessage = null,
  canDelete,
  onDelete,
  selectedId = null,
  onRowClick,
}: PriceComparisonTableProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const empty = t('table.noPrice');
  const diff = (value: number | null) =>
    value === null ? (
      empty
    ) : (
      <Diff $sign={Math.sign(value)}>{`${value > 0 ? '+' : ''}${value.toFixed(2)}`}</Diff>
    );

  const fuelColumns = (fuel: 'regular' | 'premium' | 'diesel'): DataTableColumn<Row>[] => [
    {
      key: fuel,
      header: t(`table.${fuel}`),
      align: 'right',
      headerColor: theme.colors.fuel[fuel],
      render: (row) => price(row[fuel], empty),
    },
    {
      key: `${fuel}_diff`,
      header: t('table.diff'),
      align: 'right',
      headerColor: theme.colors.fuel[fuel],
      render: (row) => (row.is_own ? '' : diff(row[`${fuel}_diff`])),
    },
  ];

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'station',
      header: t('table.station'),
      width: '32%',
      render: (row) => (
        <StationCell $own={row.is_own}>
          <Square $color={row.color} aria-hidden />
          {row.is_own ? `${t('table.myStation')}${row.station}` : row.station}
        </StationCell>
      ),
    },
    ...fuelColumns('regular'),
    ...fuelColumns('premium'),
    ...fuelColumns('diesel'),
  ];

  const tableRows: Row[] = rows.map((row) => ({
    ...row,
    marked: row.id === selectedId,
    hideMenu: row.is_own || !canDelete,
  }));

  return (
    <DataTable<Row>
      aria-label={t('table.label')}
      columns={columns}
      rows={tableRows}
      loading={loading}
      loadingRowCount={5}
      error={
        errorMessage === null ? undefined : (
          <ErrorText>{t('table.error', { message: errorMessage })}</ErrorText>
        )
      }
      onRowClick={(row) => onRowClick?.(row)}
      getRowLabel={(row) => row.station}
      actionsHeader={t('table.delete')}
      renderRowActions={(row) =>
        canDelete && !row.is_own ? (
          <IconButton
            icon="delete"
            variant="danger"
            size="small"
            aria-label={t('table.deleteRow', { name: row.station })}
            onClick={() => onDelete(row)}
          />
        ) : null
      }
    />
  );
}
