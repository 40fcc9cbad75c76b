// The hand-written API layer: the ONLY module components and containers import for data.
// It enhances the generated endpoints with cache tags, the spec's cache lifetimes and the
// error-toast policy, then re-exports the hooks.
import { authApi } from './generated/auth.gen';
import { customersApi } from './generated/customers.gen';
import { gasStationsApi } from './generated/gasStations.gen';
import { metricsApi } from './generated/metrics.gen';

export { baseApi } from './baseApi';
export type { ApiError } from './baseQuery';
export { setApiOrigin } from './baseQuery';
export { useSignOut } from './session';
export { errorMessageKeys } from './errorMessages';

/** Cache lifetimes from part 1 §9 and part 2 §4 (seconds an unused result is kept). */
export const CACHE = {
  fifteenMinutes: 15 * 60,
  fiveMinutes: 5 * 60,
} as const;

/**
 * Endpoints whose failures show the default error toast. Others report errors in place
 * (inline alerts, form messages) as their screens specify.
 */
export const TOAST_ON_ERROR = new Set<string>(['listMetrics', 'listCustomers', 'logout']);

const enhancedAuth = authApi.enhanceEndpoints({
  endpoints: {
    getUserProfile: { providesTags: ['Profile'], keepUnusedDataFor: CACHE.fifteenMinutes },
    updateUserProfile: { invalidatesTags: ['Profile'] },
  },
});

const enhancedCustomers = customersApi.enhanceEndpoints({
  endpoints: {
    listCustomers: { providesTags: ['Customer'], keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});

const enhancedGasStations = gasStationsApi.enhanceEndpoints({
  endpoints: {
    listGasStations: { providesTags: ['GasStation'], keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});

const enhancedMetrics = metricsApi.enhanceEndpoints({
  endpoints: {
    listMetrics: { providesTags: ['Metric'] },
  },
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useChangePasswordMutation,
  useGetAuthOptionsQuery,
} = enhancedAuth;
export const { useListCustomersQuery, usePrefetch: usePrefetchCustomers } = enhancedCustomers;
export const { useListGasStationsQuery } = enhancedGasStations;
export const { useListMetricsQuery } = enhancedMetrics;

export type {
  UserProfile,
  UserPermission,
  UserRole,
  LoginResponse,
  AuthOptions,
} from './generated/auth.gen';
export type { Metric } from './generated/metrics.gen';
export type { GasStationSummary } from './generated/gasStations.gen';
export type { Customer } from './generated/customers.gen';
