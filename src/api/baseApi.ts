// The empty API that every generated endpoint file (`generated/*.gen.ts`) injects into.
// Components never import this file or the generated ones: they import the hand-written layer,
// `@/api` (index.ts: the session, errors and auth) and one module per contract domain,
// `@/api/<domain>`, which enhances that domain's generated endpoints in place (tags, cache
// lifetimes, error toasts) and exports its hooks. The tag types below are shared by all.
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Profile',
    // 'Mi perfil': open sessions and two-step sign-in.
    'Session',
    'TwoStep',
    'Metric',
    'GasStation',
    'Customer',
    // Management
    'GasStationDetail',
    'ReportSchedule',
    'Contact',
    'User',
    'Goal',
    'Camera',
    'Asset',
    'CompanyProfile',
    'ProviderToken',
    // Dashboard
    'FuelPrice',
    'ServiceMetric',
    'Rival',
    'Agency',
    // Files
    'File',
    // Volumetric suppliers; VolumetricOptions is the station form's picker of them.
    'VolumetricSupplier',
    'VolumetricSystem',
    'VolumetricOptions',
    // Single sign-on providers (administrators).
    'SsoProvider',
  ],
  endpoints: () => ({}),
});
