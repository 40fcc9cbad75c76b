// 'Movimientos': every change of the station's and its competitors' prices in a period, newest
// first (day, station, fuel, price before and after, change with ▲/▼), filtered by fuel and by
// station. The own station's rows are bold, each row has its line's colour square.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { Select } from '@/components/Select';
import { readableCalendarDate } from '@/lib/dates/calendarDates';
import type { FuelKey, PriceLineView, PriceMoveView } from '../model/viewTypes';

export interface PriceMovesTableProps {
  lines: PriceLineView[];
  moves: PriceMoveView[];
  start: string | null;
  end: string | null;
  fuel: FuelKey | '';
  onFuelChange: (fuel: FuelKey | '') => void;
  line: string;
  onLineChange: (line: string) => void;
  loading?: boolean;
  errorMessage?: string | null;
}

const FUELS: FuelKey[] = ['regular', 'premium', 'diesel'];

type Row = PriceMoveView & { id: string; marked?: boolean; hideMenu?: boolean };

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
`;

const StationCell = styled.span<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
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

const Change = styled.span<{ $sign: number }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ $sign, theme }) =>
    $sign > 0 ? theme.colors.alert.error.main : theme.colors.alert.success.main};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

export function PriceMovesTable({
  lines,
  moves,
  start,
  end,
  fuel,
  onFuelChange,
  line,
  onLineChange,
  loading = false,
  errorMessage = null,
}: PriceMovesTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const lineOf = (key: string) => lines.find((l) => l.key === key);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'date',
      header: t('moves.date'),
      render: (row) => readableCalendarDate(row.date, locale),
    },
    {
      key: 'station',
      header: t('moves.station'),
      render: (row) => {
        const source = lineOf(row.line);
        return (
          <StationCell $own={source?.is_own ?? false}>
            <Square $color={source?.color ?? 'transparent'} aria-hidden />
            {source?.name ?? row.line}
          </StationCell>
        );
      },
    },
    { key: 'fuel', header: t('moves.fuelColumn'), render: (row) => t(`table.${row.fuel}`) },
    {
      key: 'old',
      header: t('moves.old'),
      align: 'right',
      render: (row) => row.old_price.toFixed(2),
    },
    {
      key: 'new',
      header: t('moves.new'),
      align: 'right',
      render: (row) => row.new_price.toFixed(2),
    },
    {
      key: 'change',
      header: t('moves.change'),
      align: 'right',
      render: (row) => (
        <Change $sign={Math.sign(row.change)}>
          {`${row.change < 0 ? '▼' : '▲'} ${Math.abs(row.change).toFixed(2)}`}
        </Change>
      ),
    },
  ];
  const rows: Row[] = moves.map((m) => ({
    ...m,
    id: `${m.line}-${m.fuel}-${m.date}`,
    hideMenu: true,
  }));
  return (
    <Column>
      <Filters>
        <Select
          label={t('moves.fuel')}
          width={200}
          size="small"
          options={[
            { value: '', label: t('moves.allFuels') },
            ...FUELS.map((f) => ({ value: f, label: t(`table.${f}`) })),
          ]}
          value={fuel}
          onChange={(value) => onFuelChange(value as FuelKey | '')}
        />
        <Select
          label={t('moves.line')}
          width={320}
          size="small"
          options={[
            { value: '', label: t('moves.allLines') },
            ...lines.map((l) => ({ value: l.key, label: l.name })),
          ]}
          value={line}
          onChange={onLineChange}
        />
      </Filters>
      <DataTable<Row>
        aria-label={
          start && end
            ? t('moves.label', {
                start: readableCalendarDate(start, locale),
                end: readableCalendarDate(end, locale),
              })
            : t('tabs.priceMoves')
        }
        columns={columns}
        rows={rows}
        loading={loading}
        loadingRowCount={5}
        emptyState={t('moves.none')}
        error={
          errorMessage === null ? undefined : (
            <ErrorText>{t('moves.error', { message: errorMessage })}</ErrorText>
          )
        }
      />
    </Column>
  );
}
