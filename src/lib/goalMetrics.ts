// The goal types (goals.metric): the ten business goals plus the four dashboard service-metric
// goals. The one list the goal form offers and the database stores; the contract's GoalMetric
// enum says the same (the server's schema checks it when compiling, a test at run time).
export const GOAL_METRICS = [
  'total_sales',
  'cash_sales',
  'credit_sales',
  'average_ticket',
  'average_service_time',
  'gas_station_conversion',
  'quick_gas',
  'price_vs_competition',
  'recurrence_percentage',
  'total_recurrences',
  'immeadiacy',
  'prompt_service',
  'service_time_gas',
  'service_time_diesel',
] as const;

export type GoalMetric = (typeof GOAL_METRICS)[number];
