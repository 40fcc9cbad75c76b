// Competitors of a station, for the Dashboard's comparison and the station detail's Rivals tab
// alike: adding or removing one refreshes, through the cache tags, the station's competitor list,
// the registry candidates (their "already a competitor" flag), the price reports and Home's
// agency overview, from whichever screen. Errors are reported by the screens ("Error: " + message).
import { rivalsApi } from './generated/rivals.gen';

const api = rivalsApi.enhanceEndpoints({
  endpoints: {
    listGasStationRivals: { providesTags: ['Rival'] },
    createGasStationRival: { invalidatesTags: ['FuelPrice', 'Rival', 'Agency'] },
    deleteGasStationRival: { invalidatesTags: ['FuelPrice', 'Rival', 'Agency'] },
  },
});

export const {
  useListGasStationRivalsQuery,
  useCreateGasStationRivalMutation,
  useDeleteGasStationRivalMutation,
} = api;
export type { GasStationRival, GasStationRivalFields } from './generated/rivals.gen';
