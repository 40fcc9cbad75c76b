// The 'Precio de combustible' tab: on the left the date and station selects, the
// station's three fuel cards and the comparison table; on the right the history. Deleting a
// competitor asks first; only allowed roles see the delete buttons.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeleteGasStationRivalMutation } from '@/api/rivals';
import { type DailyFuelPrice } from '@/api/dashboard';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { DeleteCompetitorDialog } from '../components/DeleteCompetitorDialog';
import { FuelCards } from '../components/FuelCards';
import { FuelPriceFilters } from '../components/FuelPriceFilters';
import { PriceComparisonTable } from '../components/PriceComparisonTable';
import type { PriceRowView } from '../model/viewTypes';
import { PriceHistory } from './PriceHistory';
import { failureMessage } from '@/lib/apiFailure';

export interface FuelPriceTabProps {
  daily: { data: DailyFuelPrice | undefined; isError: boolean; error: unknown };
  stationId: number | '';
  date: string;
  onStationChange: (id: number) => void;
  onDateChange: (date: string) => void;
  allowed: boolean;
}

/** The width the tab has (not the window's: the side menu takes part of it). */
const Frame = styled.div`
  container-type: inline-size;
`;

/**
 * The history below the table, or beside it only where the table's columns (every fuel's price
 * and difference) still fit beside a readable history: at laptop widths the history goes below.
 */
const SIDE_BY_SIDE_MIN_WIDTH = 1240;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;

  @container (min-width: ${SIDE_BY_SIDE_MIN_WIDTH}px) {
    grid-template-columns: minmax(0, 1fr) minmax(340px, 380px);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

export function FuelPriceTab({
  daily,
  stationId,
  date,
  onStationChange,
  onDateChange,
  allowed,
}: FuelPriceTabProps) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const dispatch = useAppDispatch();
  const [toDelete, setToDelete] = useState<PriceRowView | null>(null);
  const [selectedRow, setSelectedRow] = useState<string | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteGasStationRivalMutation();
  const data = daily.data;
  const loading = !data && !daily.isError;
  const errorText = daily.isError ? failureMessage(daily.error) : null;

  const askDelete = (row: PriceRowView) => {
    if (!allowed) {
      dispatch(toastShown({ severity: 'error', message: 'dashboard:toasts.noPermission' }));
      return;
    }
    setToDelete(row);
  };

  const confirmDelete = async () => {
    if (!toDelete?.rival_id) return;
    try {
      await remove({ id: toDelete.rival_id }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: 'dashboard:toasts.deleted',
          values: { name: toDelete.station },
        }),
      );
      setToDelete(null);
    } catch (error) {
      const text = failureMessage(error);
      dispatch(
        toastShown({
          severity: 'error',
          message: 'dashboard:toasts.error',
          values: { message: t(text, { defaultValue: text }) },
        }),
      );
    }
  };

  const rowKeyToLine = (rowId: string | null) => {
    const row = data?.station_table.find((r) => r.id === rowId);
    if (!row) return null;
    return row.is_own ? `station-${row.gas_station_id}` : `rival-${row.rival_id}`;
  };

  return (
    <Frame>
      <Layout>
        <Column>
          <FuelPriceFilters
            loading={loading}
            dates={data?.date_filter.dates ?? []}
            date={date || (data?.date_filter.default ?? null)}
            onDateChange={onDateChange}
            stations={data?.station_filter.stations ?? []}
            stationId={stationId === '' ? (data?.station_filter.default?.id ?? null) : stationId}
            onStationChange={(id) => {
              setSelectedRow(null);
              onStationChange(id);
            }}
          />
          <FuelCards loading={loading} tariffs={data?.tar_list ?? []} />
          <PriceComparisonTable
            rows={data?.station_table ?? []}
            loading={loading}
            errorMessage={errorText === null ? null : t(errorText, { defaultValue: errorText })}
            canDelete={allowed}
            onDelete={askDelete}
            selectedId={selectedRow}
            onRowClick={(row) => setSelectedRow((current) => (current === row.id ? null : row.id))}
            day={date || (data?.date_filter.default ?? null)}
          />
        </Column>
        <Column>
          <PriceHistory stationId={stationId} emphasizedKey={rowKeyToLine(selectedRow)} />
        </Column>
        <DeleteCompetitorDialog
          open={toDelete !== null}
          pending={deleting}
          onCancel={() => setToDelete(null)}
          onAccept={() => void confirmDelete()}
        />
      </Layout>
    </Frame>
  );
}
