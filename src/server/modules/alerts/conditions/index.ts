// Every condition kind, by the name stored in alert_rules.condition_kind: one definition each
// (types.ts's ConditionDefinition: family, parameters, checks, evaluator, replay, catalogue key,
// Spanish label and the contract's schema of its details), listed once in DEFINITIONS. The
// engine (../evaluate.ts) and the preview (../preview.ts) dispatch through CONDITIONS alone.
// To add a kind: write its definition in a module of this folder (reading its rows in its
// family's loader, or adding a family with its loader and its trigger), list it here, give it
// its parameters and screen flags in @/lib/alerts/conditionKinds, its name in the catalogue
// (alertRules kinds and kindHints, Spanish and English), its enum value and details schema in
// the contract, and a migration widening the CHECK. tests/server/modules/alerts/conditions/
// kindRegistry.test.ts fails while any of these is missing.
import type { FieldError } from '../../../errors';
import { competitorMove } from './competitorMove';
import { complianceMismatch, complianceMonthlyDue, complianceReportMissing } from './compliance';
import { competitorPriceFlagged } from './competitorPriceFlagged';
import { connectorFailing } from './connectorFailing';
import { deliveryFailed } from './deliveryFailed';
import { feedTicketMismatch } from './feedTicketMismatch';
import { mostExpensive, notCheapest } from './ownPricePosition';
import { serviceUnderGoal } from './serviceUnderGoal';
import { CONDITION_PARAMETER_NAMES } from '@/lib/alerts/conditionKinds';
import type {
  ConditionDefinition,
  ConditionFamily,
  ConditionKind,
  ConditionParameters,
} from './types';

/** Each definition once, in the contract's order. */
export const DEFINITIONS = [
  competitorMove,
  notCheapest,
  mostExpensive,
  connectorFailing,
  deliveryFailed,
  competitorPriceFlagged,
  feedTicketMismatch,
  serviceUnderGoal,
  complianceReportMissing,
  complianceMismatch,
  complianceMonthlyDue,
] as const;

type ListedKind = (typeof DEFINITIONS)[number]['kind'];

/** True only while DEFINITIONS lists exactly the kinds the database allows (else no compile). */
export const DEFINITIONS_MATCH_DATABASE: [ConditionKind] extends [ListedKind]
  ? [ListedKind] extends [ConditionKind]
    ? true
    : never
  : never = true;

/** Each kind's definition. (Each evaluator takes its own family's rows: typed as any family's
 * here, the caller passes the rows of the definition's family.) */
export const CONDITIONS = Object.fromEntries(DEFINITIONS.map((d) => [d.kind, d])) as unknown as {
  [K in ConditionKind]: ConditionDefinition<K>;
};

export const kindsOf = (family: ConditionFamily): ConditionKind[] =>
  DEFINITIONS.filter((d) => d.family === family).map((d) => d.kind);

/** The kind's name in the server's Spanish messages (its catalogue name). */
export const KIND_LABELS: Record<ConditionKind, string> = Object.fromEntries(
  DEFINITIONS.map((d) => [d.kind, d.label]),
) as Record<ConditionKind, string>;

const PARAMETER_LABELS: Record<keyof ConditionParameters, string> = {
  fuels: 'los combustibles',
  min_change: 'el cambio mínimo',
  hours: 'las horas',
  metric: 'la métrica de servicio',
  min_vehicles: 'el mínimo de vehículos',
};

/** The kind's parameters must all be given, and no other: field errors of body.condition. */
export function checkCondition(kind: ConditionKind, parameters: ConditionParameters): FieldError[] {
  const definition: ConditionDefinition = CONDITIONS[kind];
  const errors: FieldError[] = [];
  for (const name of CONDITION_PARAMETER_NAMES) {
    const needed = definition.parameters.includes(name);
    const given = parameters[name] !== undefined;
    if (needed && !given) {
      errors.push({
        field: `body.condition.${name}`,
        rule: 'required',
        message: `La condición '${definition.label}' necesita ${PARAMETER_LABELS[name]}`,
      });
    } else if (!needed && given) {
      errors.push({
        field: `body.condition.${name}`,
        rule: 'unexpected',
        message: `La condición '${definition.label}' no admite ${PARAMETER_LABELS[name]}`,
      });
    }
  }
  return [...errors, ...(definition.check?.(parameters) ?? [])];
}

export { loadComplianceRows } from './complianceRows';
export { loadOperationRows } from './operationRows';
export { loadPriceRows } from './priceRows';
export { loadSalesRows } from './salesRows';
export { loadServiceRows } from './serviceRows';
export { PREVIEW_DAYS } from './replays';
export type {
  ConditionDefinition,
  ConditionFamily,
  ConditionKind,
  ConditionParameters,
  Evaluation,
  Firing,
  Replay,
  ReplayOutcome,
  RuleScope,
} from './types';
export { firingKey, uniqueFirings } from './types';
