// The hand-written API layer: the ONLY data modules components and containers import.
// This file holds what every screen needs (the base API, errors, the session); each contract
// domain has its own module, `@/api/<domain>`, which enhances its generated endpoints (cache
// tags, the spec's cache lifetimes, the error-toast policy) and exports the hooks. Screens
// import the domain module directly, so a domain's endpoints load with the screens that use
// them instead of with every first visit.
export { baseApi } from './baseApi';
export { setApiOrigin, type ApiError } from './baseQuery';
export { CACHE, TOAST_ON_ERROR } from './cache';
export { useSignOut } from './session';

export * from './auth';
