// The comparison table: Estación, Regular, Dif, Premium, Dif, Diesel, Dif and a
// delete column; fuel headers in their colours; the own station first, bold, "Mi estación: ",
// never deletable; a colour square per row (the same colour as its history line). No paging.
// A row click highlights the row (and its line in the history). Names repeat in the registry
// (many 'ESTACIONES DE SERVICIO S.A. DE C.V.'), so each row shows its alias and, on a second
// line, its permit; a competitor without any published price (one the registry does not know
// yet, or silent on that day) says so instead of dashes.
// Each price shows its last move under it ('▼ 0.20 hace 2 días', counted from the table's day),
// and a price the server flags (placeholder, stale, conflicting duplicate) a mark whose
// explanation is its label and title; such a price has no difference.
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { IconButton } from '@/components/IconButton';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { FuelKey, PriceRowView } from '../model/viewTypes';
import { readableCalendarDate, relativeDays } from '@/lib/dates/calendarDates';
import { media } from '@/theme/media';
import { FlaggedPrice } from './FlaggedPrice';

export interface PriceComparisonTableProps {
  rows: PriceRowView[];
  loading?: boolean;
  /** Shown in place of the rows: "Error: " and the message. */
  errorMessage?: string | null;
  canDelete: boolean;
  onDelete: (row: PriceRowView) => void;
  selectedId?: string | null;
  onRowClick?: (row: PriceRowView) => void;
  /** The table's day ('YYYY-MM-DD'): last moves are counted from it. */
  day?: string | null;
}

type Row = PriceRowView & { marked?: boolean; hideMenu?: boolean };

const StationCell = styled.span<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
  min-width: 180px;
  gap: ${({ theme }) => theme.space.sm}px;
  /* On a phone the column stays in view while the prices scroll under it: a narrower one leaves
     them room. */
  ${media.mobile} {
    min-width: 130px;
  }
  font-weight: ${({ $own, theme }) => ($own ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const StationText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const SecondLine = styled.span`
  /* A permit is one code: never cut (the column is at least as wide). */
  white-space: nowrap;
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

const PriceCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  white-space: nowrap;
`;

const Move = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  /* May go on two lines ('▲ 0.70' over 'hace 2 días', see keepTogether) so that the three
     fuels' prices and differences fit a laptop's width. */
  white-space: normal;
  overflow-wrap: normal;
  text-align: right;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

/** Words that must not part at the end of a line ('hace 2 días'). */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

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
  day = null,
}: PriceComparisonTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const theme = useTheme();
  const empty = t('table.noPrice');
  const diff = (value: number | null) =>
    value === null ? (
      empty
    ) : (
      <Diff $sign={Math.sign(value)}>{`${value > 0 ? '+' : ''}${value.toFixed(2)}`}</Diff>
    );

  const explanation = (row: PriceRowView, fuel: FuelKey): string | null => {
    const quality = row.quality[fuel];
    const value = row[fuel];
    if (quality === null || value === null) return null;
    const reason =
      quality.flag === 'placeholder'
        ? quality.market_median === null
          ? t('table.flagReason.placeholderBounds', { price: value.toFixed(2) })
          : t('table.flagReason.placeholder', {
              price: value.toFixed(2),
              median: quality.market_median.toFixed(2),
              size: quality.market_size,
            })
        : quality.flag === 'stale'
          ? t('table.flagReason.stale', {
              since: readableCalendarDate(quality.since, locale),
              size: quality.market_size,
            })
          : t('table.flagReason.conflict', {
              price: value.toFixed(2),
              other: quality.conflicting_price?.toFixed(2) ?? empty,
            });
    return `${t(`table.flag.${quality.flag}`)}: ${reason} ${t('table.flagExcluded')}`;
  };

  const lastMove = (row: PriceRowView, fuel: FuelKey) => {
    const move = row.last_moves[fuel];
    if (move === null || day === null) return null;
    const when = relativeDays(move.date, day, locale);
    return (
      <Move
        title={t('table.lastMoveLabel', {
          old: move.old_price.toFixed(2),
          new: move.new_price.toFixed(2),
          when,
        })}
      >
        {t('table.lastMove', {
          arrow: move.change < 0 ? '▼' : '▲',
          change: Math.abs(move.change).toFixed(2),
          when: keepTogether(when),
        })}
      </Move>
    );
  };

  const priceCell = (row: PriceRowView, fuel: FuelKey) => {
    const why = explanation(row, fuel);
    return (
      <PriceCell>
        {why === null ? (
          price(row[fuel], empty)
        ) : (
          <FlaggedPrice text={price(row[fuel], empty)} why={why} />
        )}
        {lastMove(row, fuel)}
      </PriceCell>
    );
  };

  const fuelColumns = (fuel: FuelKey): DataTableColumn<Row>[] => [
    {
      key: fuel,
      header: t(`table.${fuel}`),
      align: 'right',
      headerColor: theme.colors.fuelText[fuel],
      render: (row) => {
        if (!withoutPrices(row)) return priceCell(row, fuel);
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
      sticky: true,
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
      // The column's name is for screen readers: its trash buttons speak for themselves, and
      // the word would widen the table past a laptop's width.
      actionsHeader={<VisuallyHidden>{t('table.delete')}</VisuallyHidden>}
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
