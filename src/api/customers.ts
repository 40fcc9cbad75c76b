// Customers (the admin prefetch).
import { customersApi } from './generated/customers.gen';
import { CACHE, TOAST_ON_ERROR } from './cache';

const api = customersApi.enhanceEndpoints({
  endpoints: {
    listCustomers: { providesTags: ['Customer'], keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});
TOAST_ON_ERROR.add('listCustomers');

export const { useListCustomersQuery, usePrefetch: usePrefetchCustomers } = api;
export type { Customer } from './generated/customers.gen';
