// The series of this process, in one registry: Node's default metrics (event-loop delay, CPU,
// memory, GC), the HTTP request durations and the counters the product increments where the
// event happens (deliveries, alert evaluations, report renders). Per process, not per app:
// the job handlers that count do not know which app runs them (tests build several apps in
// one process; their counts add up, which their tests allow for by comparing before/after).
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const processRegistry = new Registry();

let defaultMetricsStarted = false;

/** Node's default series; started once per process (its event-loop monitor is process-wide). */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}

export const httpRequestDuration = new Histogram({
  name: 'surtidor_http_request_duration_seconds',
  help: "Time to answer an HTTP request of this node, by method, route template (never the raw URL; 'unmatched' when no route matched) and status.",
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export type DeliveryPurpose = 'report' | 'alert';
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

const deliveries = new Counter({
  name: 'surtidor_deliveries_total',
  help: 'Messages this node tried to send (e-mail or WhatsApp), by purpose (report, alert: notices and digests), channel and outcome (sent; retry: failed, to be tried again; failed: given up).',
  labelNames: ['purpose', 'channel', 'outcome'] as const,
  registers: [processRegistry],
});

export function countDelivery(
  purpose: DeliveryPurpose,
  channel: string,
  outcome: DeliveryOutcome,
): void {
  deliveries.inc({ purpose, channel, outcome });
}

const alertEvaluations = new Counter({
  name: 'surtidor_alert_evaluations_total',
  help: 'Evaluations of the alert rules of one family (prices, sales, service, operations) run by this node.',
  labelNames: ['family'] as const,
  registers: [processRegistry],
});

const alertsOpened = new Counter({
  name: 'surtidor_alerts_opened_total',
  help: 'Alerts opened by the evaluations of this node (each one notifies its users), by rule family.',
  labelNames: ['family'] as const,
  registers: [processRegistry],
});

const alertsResolved = new Counter({
  name: 'surtidor_alerts_resolved_total',
  help: 'Alerts resolved by the evaluations of this node, by rule family.',
  labelNames: ['family'] as const,
  registers: [processRegistry],
});

export function countAlertEvaluation(summary: {
  family: string;
  opened: number;
  resolved: number;
}): void {
  const family = { family: summary.family };
  alertEvaluations.inc(family);
  alertsOpened.inc(family, summary.opened);
  alertsResolved.inc(family, summary.resolved);
}

export type ReportOrigin = 'scheduled' | 'requested';

const reportRenders = new Counter({
  name: 'surtidor_report_renders_total',
  help: "Report requests this node rendered, by origin (scheduled: a report configuration's occurrence; requested: asked for by a user) and outcome (done; failed: given up, its deliveries failed).",
  labelNames: ['origin', 'outcome'] as const,
  registers: [processRegistry],
});

export function countReportRender(origin: ReportOrigin, outcome: 'done' | 'failed'): void {
  reportRenders.inc({ origin, outcome });
}

/** How a kept-answer cache answered a call: kept, computed, or shared (waited for a computation). */
export type KeptAnswerOutcome = 'kept' | 'computed' | 'shared';

const keptAnswers = new Counter({
  name: 'surtidor_kept_answers_total',
  help: "Calls this node answered from its kept answers (reports, service charts, the owner's overview, price quality), by purpose and outcome: kept (served again), computed (built afresh: nothing kept at the data's version), shared (waited for the same computation).",
  labelNames: ['purpose', 'outcome'] as const,
  registers: [processRegistry],
});

export function countKeptAnswer(purpose: string, outcome: KeptAnswerOutcome): void {
  keptAnswers.inc({ purpose, outcome });
}
