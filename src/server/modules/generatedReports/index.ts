// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { deliverHandler } from './deliverJob';
export { DELIVER_QUEUE, RENDER_QUEUE } from './queues';
export { renderHandler } from './renderJob';
export { ensureReportTickSchedule, runReportTick, TICK_QUEUE, tickHandler } from './scheduleTick';
