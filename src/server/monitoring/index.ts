// Monitoring: the series GET /api/monitoring/metrics answers (modules/monitoring, openapi/src/monitoring.yaml).
// Counters are incremented where the event happens, through the count* functions below;
// gauges are read at scrape time (the database's through a short cache).
export { registerMonitoring, type Monitoring, type MonitoringOptions } from './monitoring';
export { checkMetricsToken } from './metricsToken';
export {
  countAlertEvaluation,
  countDelivery,
  countKeptAnswer,
  countReportRender,
  type DeliveryOutcome,
  type DeliveryPurpose,
  type KeptAnswerOutcome,
  type ReportOrigin,
} from './processSeries';
