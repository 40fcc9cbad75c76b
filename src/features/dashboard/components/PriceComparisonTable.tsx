// The comparison table: Estación, Regular, Dif, Premium, Dif, Diesel, Dif and a
// delete column; fuel headers in their colours; the own station first, bold, "Mi estación: ",
// never deletable; a colour square per row (the same colour as its history line). No paging.
// A row click highlights the row (and its line in the history). Names repeat in the registry
// (many 'ESTACIONES DE SERVICIO S.A. DE C.V.'), so each row shows its alias and, on a second
// line, its permit; a competitor without any published price (one the registry does not know
// yet, or silent on that day) says so instead of dashes.
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

const StationText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const SecondLine = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const NoPrices = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-style: italic;
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

const withoutPrices = (row: PriceRowView) =>
  !row.is_own && row.regular === null && row.premium === null && row.diesel === null;

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
      headerColor: theme.colors.fuelText[fuel],
      render: (row) => {
        if (!withoutPrices(row)) return price(row[fuel], empty);
        return fuel === 'regular' ? <NoPrices>{t('table.noPublishedPrices')}</NoPrices> : '';
      },
    },
    {
      key: `${fuel}_diff`,
      header: t('table.diff'),
      align: 'right',
      headerColor: theme.colors.fuelText[fuel],
      render: (row) => (row.is_own || withoutPrices(row) ? '' : diff(row[`${fuel}_diff`])),
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
          <StationText>
            <span>{row.is_own ? `${t('table.myStation')}${row.station}` : row.station}</span>
            <SecondLine>{row.permission}</SecondLine>
          </StationText>
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
