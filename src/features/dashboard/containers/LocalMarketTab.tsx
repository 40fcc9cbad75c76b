// The 'Mercado local' tab: every regulator station within the chosen radius of the station and
// day chosen in the price tab (the server's defaults until then), with its own fuel and radius
// selects. 'Agregar como competencia' opens the page's add-competitor dialog filled from the
// station (the same flow as 'Agregar competencia').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalMarketQuery } from '@/api/dashboard';
import { failureMessage } from '@/lib/apiFailure';
import { LocalMarketView } from '../components/LocalMarketView';
import type { FuelKey, MarketStationView } from '../model/viewTypes';

/** The radius the tab opens with, in km (the server's default too). */
export const DEFAULT_MARKET_RADIUS_KM = 5;

export interface LocalMarketTabProps {
  stationId: number | '';
  date: string;
  canAdd: boolean;
  onAdd: (station: MarketStationView) => void;
}

export function LocalMarketTab({ stationId, date, canAdd, onAdd }: LocalMarketTabProps) {
  const { t } = useTranslation('dashboard');
  const [fuel, setFuel] = useState<FuelKey>('regular');
  const [radiusKm, setRadiusKm] = useState(DEFAULT_MARKET_RADIUS_KM);
  const query = useLocalMarketQuery({ gasStationId: stationId, date, radiusKm });
  const data = query.currentData;
  const errorText = query.isError ? failureMessage(query.error) : null;
  return (
    <LocalMarketView
      stations={data?.stations ?? []}
      ranks={data?.ranks ?? []}
      center={data?.center ?? null}
      date={data?.date ?? null}
      radiusKm={radiusKm}
      onRadiusChange={setRadiusKm}
      fuel={fuel}
      onFuelChange={setFuel}
      canAdd={canAdd}
      onAdd={onAdd}
      loading={!data && !query.isError}
      errorMessage={errorText === null ? null : t(errorText, { defaultValue: errorText })}
    />
  );
}
