// The user's stations and the one chosen (the first until the user picks another).
import { useState } from 'react';
import { useListGasStationsQuery } from '@/api/gasStations';

export function useChosenStation() {
  const list = useListGasStationsQuery({ items: 1000 });
  const stations = list.data?.items ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const stationId = picked ?? stations[0]?.id ?? null;
  return { stations, stationId, setStationId: setPicked, loading: list.isLoading };
}
