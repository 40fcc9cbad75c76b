// Provider-level browsing of customers and stations (provider-customer queries are
// cached 15 minutes).
import { providerApi } from './generated/provider.gen';
import { CACHE } from './cache';

const api = providerApi.enhanceEndpoints({
  endpoints: {
    listProviderCustomers: { keepUnusedDataFor: CACHE.fifteenMinutes },
    listProviderCustomerStations: { keepUnusedDataFor: CACHE.fifteenMinutes },
    getProviderStation: { keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});

export const {
  useListProviderCustomersQuery,
  useListProviderCustomerStationsQuery,
  useGetProviderStationQuery,
} = api;
export type { ProviderCustomer } from './generated/provider.gen';
