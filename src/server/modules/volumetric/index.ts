// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { ensureVolumetricSchedule, VOLUMETRIC_PLAN_QUEUE, volumetricPlanHandler } from './enqueue';
export { pullStation, volumetricJobHandlers } from './pull';
export { connectorSecretBox } from './secrets';
export { inputToColumns } from './systemRows';
// The outbound-request filter (host rule: only global unicast unless allowed; pinned address;
// time and size limits), used by modules/sso for the identity providers' discovery and tokens.
export { limitedFetch } from './connector/limitedFetch';
export { ConnectorError } from './connector/settings';
