// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { ensureVolumetricSchedule, VOLUMETRIC_PLAN_QUEUE, volumetricPlanHandler } from './enqueue';
export { pullStation, volumetricJobHandlers } from './pull';
export { connectorSecretBox } from './secrets';
export { inputToColumns } from './systemRows';
