// The user's gas stations (part 2 §7: cached 15 minutes).
import { gasStationsApi } from './generated/gasStations.gen';
import { CACHE } from './cache';

const api = gasStationsApi.enhanceEndpoints({
  endpoints: {
    listGasStations: { providesTags: ['GasStation'], keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});

export const { useListGasStationsQuery } = api;
export type { GasStationSummary } from './generated/gasStations.gen';
