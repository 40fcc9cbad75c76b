// The parameters each alert condition kind takes and the screen flags its alerts need: the part
// of each kind's definition (src/server/modules/alerts/conditions/) the client shares, read by
// the rule form and by the server's checks and visibility. src/lib imports nothing outside it,
// so AlertConditionKind repeats the contract's enum: tests/server/modules/alerts/conditions/
// kindRegistry.test.ts checks it, these records, the definitions, the contract, the database's
// CHECK and the catalogue list the same kinds.
export type AlertConditionKind =
  | 'competitor_move'
  | 'not_cheapest'
  | 'most_expensive'
  | 'connector_failing'
  | 'delivery_failed'
  | 'competitor_price_flagged'
  | 'feed_ticket_mismatch'
  | 'service_under_goal'
  | 'compliance_report_missing'
  | 'compliance_mismatch'
  | 'compliance_monthly_due';

export type ConditionParameter = 'fuels' | 'min_change' | 'hours' | 'metric' | 'min_vehicles';

export const CONDITION_PARAMETER_NAMES: readonly ConditionParameter[] = [
  'fuels',
  'min_change',
  'hours',
  'metric',
  'min_vehicles',
];

/** What each kind needs; any other parameter is refused. */
export const CONDITION_PARAMETERS: Record<AlertConditionKind, readonly ConditionParameter[]> = {
  competitor_move: ['fuels', 'min_change'],
  not_cheapest: ['fuels'],
  most_expensive: ['fuels'],
  connector_failing: ['hours'],
  delivery_failed: [],
  competitor_price_flagged: ['fuels'],
  feed_ticket_mismatch: ['fuels', 'min_change', 'hours'],
  service_under_goal: ['metric', 'min_vehicles'],
  compliance_report_missing: ['hours'],
  compliance_mismatch: [],
  compliance_monthly_due: [],
};

export const CONDITION_KINDS = Object.keys(CONDITION_PARAMETERS) as AlertConditionKind[];

/** The screen flags of a user's permission object (user_permission). */
export type ScreenFlag = 'dashboard' | 'files' | 'vms' | 'data' | 'settings';

/**
 * The screen flags an alert of each kind needs, all of them: the flags of the screens that show
 * the data it carries. Price kinds show the Dashboard's fuel price tab (competitors' and the
 * station's own regulator prices: `dashboard`, as the price screens' operations); the feed
 * against the tickets also shows sales tickets (the Data screen: `data`); service shows the
 * Dashboard's service metrics; the connector and the report deliveries are Settings'. The rule,
 * the alerts, their live events and their notices are seen only with these flags (the server's
 * alerts/visibility.ts; the contract's x-access anyPermission lists ALERT_FLAGS).
 */
export const CONDITION_FLAGS: Record<AlertConditionKind, readonly ScreenFlag[]> = {
  competitor_move: ['dashboard'],
  not_cheapest: ['dashboard'],
  most_expensive: ['dashboard'],
  competitor_price_flagged: ['dashboard'],
  feed_ticket_mismatch: ['dashboard', 'data'],
  service_under_goal: ['dashboard'],
  connector_failing: ['settings'],
  delivery_failed: ['settings'],
  compliance_report_missing: ['settings'],
  compliance_mismatch: ['settings'],
  compliance_monthly_due: ['settings'],
};

/**
 * Kinds whose alerts only administrators (user_role_id 1) see, on top of their flags: the SAT
 * compliance kinds carry the pre-audit's figures, whose screens and operations are
 * administrators' (openapi/src/compliance.yaml: x-access level admin, per station), as the
 * volumetric screens. Their flag is `settings`, the volumetric connector's (connector_failing),
 * so that whoever sees one also opens the alert screens (ALERT_FLAGS).
 */
export const ADMIN_CONDITION_KINDS: readonly AlertConditionKind[] = [
  'compliance_report_missing',
  'compliance_mismatch',
  'compliance_monthly_due',
];

/**
 * A user sees some alert kind exactly when they have one of these flags (a test checks it
 * against CONDITION_FLAGS for every set of flags): the x-access anyPermission of the alert
 * operations, and what the client asks before showing the alerts' menu entries and badge.
 */
export const ALERT_FLAGS: readonly ScreenFlag[] = ['dashboard', 'settings'];

/** The kinds whose alerts a user with these flags sees (none without a permission object);
 * the administrators' kinds only when `isAdmin`. */
export function conditionKindsVisibleWith(
  flags: Readonly<Partial<Record<ScreenFlag, boolean>>> | null | undefined,
  isAdmin: boolean,
): AlertConditionKind[] {
  if (!flags) return [];
  return CONDITION_KINDS.filter(
    (kind) =>
      CONDITION_FLAGS[kind].every((f) => flags[f] === true) &&
      (isAdmin || !ADMIN_CONDITION_KINDS.includes(kind)),
  );
}

export type ServiceMetric =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';

/** The service metrics a rule may watch (the contract's ServiceMetricName, in its order). */
export const SERVICE_METRICS: readonly ServiceMetric[] = [
  'inmediatez',
  'atencion_oportuna',
  'tiempo_servicio_gas',
  'tiempo_servicio_diesel',
];
