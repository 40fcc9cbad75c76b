// The Rivals tab: the station's competitors (remove), and a search of the regulator's registry
// by distance from the station or by address, whose results can be added under an alias.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useCreateGasStationRivalMutation,
  useDeleteGasStationRivalMutation,
  useListGasStationRivalsQuery,
} from '@/api/rivals';
import { useLazySearchRivalCandidatesQuery, type GasStationDetail } from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { Card } from '@/components/Card';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AddRivalDialog } from '../components/AddRivalDialog';
import { RivalCandidatesTable, type CandidateRow } from '../components/RivalCandidatesTable';
import { RivalSearchBar, type RivalSearchMode } from '../components/RivalSearchBar';
import { RivalsTable } from '../components/RivalsTable';
import { failureMessage, failureStatus } from '@/lib/apiFailure';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

const DEFAULT_RADIUS = '5';

export function RivalsTab({ station }: { station: GasStationDetail }) {
  const { t } = useTranslation(['gasStations', 'errors']);
  const dispatch = useAppDispatch();
  const rivals = useListGasStationRivalsQuery({ gasStationId: station.id });
  const [search, candidates] = useLazySearchRivalCandidatesQuery();
  const [addRival, adding] = useCreateGasStationRivalMutation();
  const [removeRival] = useDeleteGasStationRivalMutation();
  const [mode, setMode] = useState<RivalSearchMode>(
    station.latitude === null ? 'address' : 'distance',
  );
  const [radius, setRadius] = useState(DEFAULT_RADIUS);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState(false);
  const [chosen, setChosen] = useState<CandidateRow | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);

  const runSearch = () => {
    setSearched(true);
    void search(
      mode === 'distance'
        ? { permission: station.permission, radiusKm: Number(radius) }
        : { permission: station.permission, search: text.trim() },
    );
  };

  const message = (error: unknown) => {
    const text = failureMessage(error);
    return t(text, { defaultValue: text });
  };

  const rows: CandidateRow[] = (candidates.data?.items ?? []).map((c) => ({
    id: c.place_id,
    name: c.name,
    permit: c.permit,
    address: c.address,
    distance_km: c.distance_km,
    regular: c.prices.regular,
    premium: c.prices.premium,
    diesel: c.prices.diesel,
    alreadyRival: c.rival_id !== null,
  }));

  let searchError: string | null = null;
  if (candidates.isError) {
    searchError =
      failureStatus(candidates.error) === 422
        ? t('rivals.noCoordinates')
        : message(candidates.error);
  }

  return (
    <Stack>
      <Card title={t('rivals.current')} flush>
        <RivalsTable
          rows={rivals.data?.items ?? []}
          loading={rivals.isLoading}
          error={
            rivals.isError
              ? { message: t('rivals.loadFailed'), onRetry: () => void rivals.refetch() }
              : null
          }
          removingId={removingId}
          onRemove={async (row) => {
            setRemovingId(row.id);
            try {
              await removeRival({ id: row.id }).unwrap();
              dispatch(toastShown({ severity: 'success', message: 'gasStations:rivals.removed' }));
            } catch (error) {
              dispatch(toastShown({ severity: 'error', message: message(error) }));
            } finally {
              setRemovingId(null);
            }
          }}
        />
      </Card>
      <Card title={t('rivals.search')}>
        <RivalSearchBar
          mode={mode}
          radius={radius}
          text={text}
          searching={candidates.isFetching}
          onModeChange={setMode}
          onRadiusChange={setRadius}
          onTextChange={setText}
          onSearch={runSearch}
        />
        {searched && (
          <RivalCandidatesTable
            rows={rows}
            loading={candidates.isFetching}
            error={searchError}
            onAdd={(row) => {
              setAddError(null);
              setChosen(row);
            }}
          />
        )}
      </Card>
      <AddRivalDialog
        open={chosen !== null}
        name={chosen?.name ?? chosen?.permit ?? ''}
        permit={chosen?.permit ?? ''}
        pending={adding.isLoading}
        error={addError}
        onCancel={() => setChosen(null)}
        onConfirm={async (alias) => {
          if (!chosen) return;
          try {
            await addRival({
              gasStationRivalCreate: {
                gas_station_rivals: {
                  gas_station_id: station.id,
                  permission: chosen.permit,
                  name: alias,
                  // The registry's newer feeds carry no street address: the name stands in.
                  address: (chosen.address ?? chosen.name ?? chosen.permit).slice(0, 100),
                },
              },
            }).unwrap();
            dispatch(toastShown({ severity: 'success', message: 'gasStations:rivals.added' }));
            setChosen(null);
          } catch (error) {
            setAddError(message(error));
          }
        }}
      />
    </Stack>
  );
}
