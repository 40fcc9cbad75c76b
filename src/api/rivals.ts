// Competitors of a station (part 1 §2.3, §7): adding or removing one refreshes the price
// reports and the agency overview. Errors are reported by the screens ("Error: " + message).
import { rivalsApi } from './generated/rivals.gen';

const api = rivalsApi.enhanceEndpoints({
  endpoints: {
    listGasStationRivals: { providesTags: ['Rival'] },
    createGasStationRival: { invalidatesTags: ['FuelPrice', 'Rival', 'Agency'] },
    deleteGasStationRival: { invalidatesTags: ['FuelPrice', 'Rival', 'Agency'] },
  },
});

export const { useCreateGasStationRivalMutation, useDeleteGasStationRivalMutation } = api;
export type { GasStationRival, GasStationRivalFields } from './generated/rivals.gen';
