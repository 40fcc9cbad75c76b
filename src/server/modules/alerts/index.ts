// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export {
  ALERTS_OPERATIONS_QUEUE,
  ALERTS_PRICES_QUEUE,
  ALERTS_SERVICE_QUEUE,
  alertJobHandlers,
  enqueuePriceAlerts,
  enqueueServiceAlerts,
  ensureAlertsSchedule,
} from './jobs';
export { evaluateAlertRules, reconcileRule, type EvaluationSummary } from './evaluate';
export { previewRule, replayIntoAlerts } from './preview';
export { ALERTS_CHANNEL, parseNotice, type AlertOpenedNotice } from './notify';
export { ALERTS_DELIVER_QUEUE, ALERTS_NOTIFY_QUEUE } from './notices';
export { ALERTS_DIGEST_QUEUE } from './digest';
export {
  alertsSocketHandler,
  chooseAlertsSubprotocol,
  registerAlertsLive,
  type AlertsLive,
} from './live';
