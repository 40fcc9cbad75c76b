// The parameters each alert condition kind takes, the one list the rule form and the server's
// checks read (the contract's AlertCondition says the same in words). A new kind is added here,
// to its evaluator on the server and to the contract's AlertConditionKind enum (the rule form
// and the server index this list by the contract's and the database's kinds: a kind missing
// here does not compile).
export type AlertConditionKind =
  | 'competitor_move'
  | 'not_cheapest'
  | 'most_expensive'
  | 'connector_failing'
  | 'delivery_failed'
  | 'competitor_price_flagged'
  | 'feed_ticket_mismatch'
  | 'service_under_goal';

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
};

export const CONDITION_KINDS = Object.keys(CONDITION_PARAMETERS) as AlertConditionKind[];

export type ServiceMetric =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';

/** The service metrics a rule may watch (the contract's ServiceMetricName, in its order). */
export const SERVICE_METRICS: readonly ServiceMetric[] = [
  'inmediatez',
  'atencion_oportuna',
  'tiempo_servicio_gas',
  'tiempo_servicio_diesel',
];
