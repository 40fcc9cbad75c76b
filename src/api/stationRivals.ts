// The station detail's Rivals tab reads and changes competitors through the rivals endpoints
// (tag `rivals`, owned by the dashboard module). Re-exported here under names of its own so
// that this module never collides with the dashboard's enhancements of the same endpoints.
import { rivalsApi } from './generated/rivals.gen';

export const {
  useListGasStationRivalsQuery: useStationRivalsQuery,
  useCreateGasStationRivalMutation: useAddStationRivalMutation,
  useDeleteGasStationRivalMutation: useRemoveStationRivalMutation,
} = rivalsApi;
export type { GasStationRival as StationRival } from './generated/rivals.gen';
