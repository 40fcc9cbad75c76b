// The empty API that every generated endpoint file (`generated/*.gen.ts`) injects into.
// Components never import this file or the generated ones: they import `@/api` (index.ts),
// the hand-written layer that adds tags, cache lifetimes and error toasts.
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Profile',
    'Metric',
    'GasStation',
    'Customer',
    // Management (issue 6)
    'GasStationDetail',
    'ReportConfig',
    'Contact',
    'User',
    'Goal',
    'Camera',
    'Asset',
    'CompanyProfile',
    'ProviderToken',
    // Dashboard (issue 4)
    'FuelPrice',
    'ServiceMetric',
    'Rival',
    'Agency',
    // Files (issue 5)
    'Report',
  ],
  endpoints: () => ({}),
});
