// The agency overview of the Home screen: the same lifetimes as
// the Dashboard's reports it summarises.
import type { GetAgencyDashboardsApiArg } from './generated/agency.gen';
import { agencyApi } from './generated/agency.gen';
import { CACHE } from './cache';

const api = agencyApi.enhanceEndpoints({
  endpoints: {
    getAgencyDashboards: { providesTags: ['Agency'], keepUnusedDataFor: CACHE.fifteenMinutes },
  },
});

export const useAgencyDashboardsQuery = (arg: GetAgencyDashboardsApiArg) =>
  api.useGetAgencyDashboardsQuery(arg, { refetchOnMountOrArgChange: CACHE.fiveMinutes });

export type {
  AgencyClient,
  AgencyDashboard,
  AgencyMetric,
  AgencyPrice,
  AgencyStation,
} from './generated/agency.gen';
