// What every condition kind is, in one definition (ConditionDefinition): its family, its
// parameters (shared with the rule form through @/lib/alerts/conditionKinds), checks beyond the
// contract, a pure evaluator over rows its family read in bulk for every rule at once (giving
// the subjects for which the condition holds now), how its history is replayed for a preview,
// its name in the catalogue and the contract's schema of its details. The engine
// (../evaluate.ts) opens an alert for each new subject, keeps the open ones seen again, and
// resolves those no longer given.
import type { Kysely, Selectable } from 'kysely';
import type { FieldError } from '../../../errors';
import type { Database, FuelType } from '../../../db/schema';
import type { ConditionParameter } from '@/lib/alerts/conditionKinds';
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { ComplianceRows } from './complianceRows';
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
 * alert resolves once its hour has passed without events); compliance (the SAT pre-audit) on
 * the operations schedule.
 */
export type ConditionFamily = 'prices' | 'operations' | 'sales' | 'service' | 'compliance';

/** The rows each family reads in bulk before its evaluators run. */
export interface FamilyRows {
  prices: PriceRows;
  operations: OperationRows;
  sales: SalesRows;
  service: ServiceRows;
  compliance: ComplianceRows;
}

/** What a family's loader is told: the enabled rules of the family being evaluated. */
export interface RuleScope {
  kind: string;
  parameters: ConditionParameters;
  stationIds: readonly number[];
}

/** The kinds the database allows (its CHECK of alert_rules.condition_kind). */
export type ConditionKind = Selectable<Database['alert_rules']>['condition_kind'];

/** A family's evaluator: the subjects for which the condition holds over these rows. */
export type Evaluator<F extends ConditionFamily = ConditionFamily> = (
  parameters: ConditionParameters,
  stationIds: readonly number[],
  rows: FamilyRows[F],
  now: Date,
) => Firing[];

/** One evaluation of a replay: its day (YYYY-MM-DD), or its instant for an hourly one. */
export interface Evaluation {
  day: string;
  firings: Firing[];
}

export interface Replay {
  from: string;
  to: string;
  /** The evaluation before the window first (the state the window starts from). */
  evaluations: Evaluation[];
}

/** null: no history stored; 'not_kept': the kind's history is not kept. */
export type ReplayOutcome = Replay | null | 'not_kept';

export interface ConditionDefinition<
  K extends ConditionKind = ConditionKind,
  F extends ConditionFamily = ConditionFamily,
> {
  kind: K;
  family: F;
  /** The parameters it needs; any other is refused (CONDITION_PARAMETERS[kind]). */
  parameters: readonly ConditionParameter[];
  /** Its name in the client's catalogue (namespace alertRules). */
  catalogueKey: `kinds.${K}`;
  /** Its name in the server's Spanish messages: the catalogue's Spanish text of catalogueKey (a
   * test checks they agree; the server does not read the client's catalogue). */
  label: string;
  /** The contract's schema of its alerts' details (components.schemas). */
  detailsSchema: string;
  /** Prices family: the loader also reads the quality of the stations' competitors' prices. */
  readsPriceQuality?: boolean;
  /** Checks the contract cannot say (beyond presence), as field errors of `body.condition`. */
  check?: (parameters: ConditionParameters) => FieldError[];
  evaluate: Evaluator<F>;
  /** Its condition over the stored history of these stations, for a preview. */
  replay: (
    db: Kysely<Database>,
    parameters: ConditionParameters,
    stationIds: readonly number[],
  ) => Promise<ReplayOutcome>;
}
