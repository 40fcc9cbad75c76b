// The 'Movimientos' tab: the price moves of the station chosen in the price tab and its
// competitors over the server's default period (the 30 days up to the latest price), with its
// own fuel and station filters.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceMovesQuery } from '@/api/dashboard';
import { failureMessage } from '@/lib/apiFailure';
import { PriceMovesTable } from '../components/PriceMovesTable';
import type { FuelKey } from '../model/viewTypes';

export interface PriceMovesTabProps {
  stationId: number | '';
}

export function PriceMovesTab({ stationId }: PriceMovesTabProps) {
  const { t } = useTranslation('dashboard');
  const [fuel, setFuel] = useState<FuelKey | ''>('');
  const [line, setLine] = useState('');
  const query = usePriceMovesQuery({ gasStationId: stationId, fuel, line });
  const data = query.currentData;
  const errorText = query.isError ? failureMessage(query.error) : null;
  return (
    <PriceMovesTable
      lines={data?.lines ?? []}
      moves={data?.moves ?? []}
      start={data?.start ?? null}
      end={data?.end ?? null}
      fuel={fuel}
      onFuelChange={setFuel}
      line={line}
      onLineChange={setLine}
      loading={!data && !query.isError}
      errorMessage={errorText === null ? null : t(errorText, { defaultValue: errorText })}
    />
  );
}
