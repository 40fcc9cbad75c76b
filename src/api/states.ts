// Mexico's states and municipalities for the state and city pickers: a fixed catalogue, kept
// for the whole visit once loaded.
import { statesApi } from './generated/states.gen';

const ONE_DAY = 24 * 60 * 60;

const api = statesApi.enhanceEndpoints({
  endpoints: {
    listStates: { keepUnusedDataFor: ONE_DAY },
    getState: { keepUnusedDataFor: ONE_DAY },
  },
});

export const { useListStatesQuery, useGetStateQuery } = api;
export type { MexicanState, StateDetail } from './generated/states.gen';
