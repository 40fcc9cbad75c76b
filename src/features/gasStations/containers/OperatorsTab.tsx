// The Operators tab: who has access to the station.
import { useTranslation } from 'react-i18next';
import { useListGasStationOperatorsQuery } from '@/api/gasStations';
import { OperatorsTable } from '../components/OperatorsTable';

export function OperatorsTab({ stationId }: { stationId: number }) {
  const { t } = useTranslation('gasStations');
  const { data, isLoading, isError, refetch } = useListGasStationOperatorsQuery({ id: stationId });
  return (
    <OperatorsTable
      rows={data?.items ?? []}
      loading={isLoading}
      error={isError ? { message: t('operators.loadFailed'), onRetry: () => void refetch() } : null}
    />
  );
}
