// What every condition is (its parameters are listed in @/lib/alerts/conditionKinds): checks
// beyond the contract, and a pure
// evaluator over rows its family read in bulk for every rule at once, giving the subjects for
// which the condition holds now. The engine (../evaluate.ts) opens an alert for each new
// subject, keeps the open ones seen again, and resolves those no longer given.
import type { FieldError } from '../../../errors';
import type { FuelType } from '../../../db/schema';
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { OperationRows } from './operationRows';
import type { PriceRows } from './priceRows';
import type { SalesRows } from './salesRows';
import type { ServiceRows } from './serviceRows';

/** One subject for which a rule's condition holds now. */
export interface Firing {
  gasStationId: number;
  /** Unique within the rule and station: the same key seen again at the same station is the
   * same alert (episode). */
  subjectKey: string;
  /** What the condition saw (shown with the alert; JSON). */
  details: Record<string, unknown>;
}

/** A firing's identity within its rule: the station and the subject. */
export const firingKey = (f: Pick<Firing, 'gasStationId' | 'subjectKey'>): string =>
  `${f.gasStationId}|${f.subjectKey}`;

/** Each identity once (the last firing given for it wins). */
export const uniqueFirings = <F extends Firing>(firings: readonly F[]): F[] => [
  ...new Map(firings.map((f) => [firingKey(f), f])).values(),
];

/** A rule's condition parameters as stored (the contract's AlertCondition less its kind). */
export interface ConditionParameters {
  fuels?: FuelType[];
  min_change?: number;
  hours?: number;
  metric?: ServiceMetricName;
  min_vehicles?: number;
}

/**
 * Where a family's rules are evaluated: prices after each price import; operations on the
 * operations schedule; sales (feed against tickets) after each price import and on the
 * operations schedule; service as camera events arrive (and on the operations schedule, so an
 * alert resolves once its hour has passed without events).
 */
export type ConditionFamily = 'prices' | 'operations' | 'sales' | 'service';

/** The rows each family reads in bulk before its evaluators run. */
export interface FamilyRows {
  prices: PriceRows;
  operations: OperationRows;
  sales: SalesRows;
  service: ServiceRows;
}

/** What a family's loader is told: the enabled rules of the family being evaluated. */
export interface RuleScope {
  kind: string;
  parameters: ConditionParameters;
  stationIds: readonly number[];
}

export interface ConditionDefinition<F extends ConditionFamily = ConditionFamily> {
  family: F;
  /** Checks the contract cannot say (beyond presence), as field errors of `body.condition`. */
  check?: (parameters: ConditionParameters) => FieldError[];
  evaluate: (
    parameters: ConditionParameters,
    stationIds: readonly number[],
    rows: FamilyRows[F],
    now: Date,
  ) => Firing[];
}
