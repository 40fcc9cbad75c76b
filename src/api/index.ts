// The hand-written API layer: the ONLY data module components and containers import.
// One module per contract domain enhances its generated endpoints (cache tags, the spec's
// cache lifetimes, the error-toast policy) and exports the hooks; this file gathers them.
export { baseApi } from './baseApi';
export { setApiOrigin, type ApiError } from './baseQuery';
export { CACHE, TOAST_ON_ERROR } from './cache';
export { errorMessageKeys } from './errorMessages';
export { useSignOut } from './session';

export * from './auth';
export * from './customers';
export * from './gasStations';
export * from './metrics';
export * from './states';
export * from './registry';
export * from './reportConfigs';
export * from './stationRivals';
export * from './users';
export * from './contacts';
export * from './goals';
export * from './cameras';
export * from './settings';
export * from './provider';
export * from './dashboard';
export * from './rivals';
export * from './agency';
export * from './files';
