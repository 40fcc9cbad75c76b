// Every condition kind, by the name stored in alert_rules.condition_kind (the migration's CHECK
// and the contract's AlertConditionKind list the same names). To add a kind: write its evaluator
// in a module of this folder, list its parameters in @/lib/alerts/conditionKinds, read its rows in its family's loader (or add a family with its
// loader, its trigger and its replay in ../preview.ts), list it here, and add the name to a
// migration's CHECK and to the contract.
import type { Database } from '../../../db/schema';
import type { Selectable } from 'kysely';
import type { FieldError } from '../../../errors';
import { competitorMove } from './competitorMove';
import { competitorPriceFlagged } from './competitorPriceFlagged';
import { connectorFailing } from './connectorFailing';
import { deliveryFailed } from './deliveryFailed';
import { feedTicketMismatch } from './feedTicketMismatch';
import { mostExpensive, notCheapest } from './ownPricePosition';
import { serviceUnderGoal } from './serviceUnderGoal';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';
import type { ConditionDefinition, ConditionFamily, ConditionParameters } from './types';

export type ConditionKind = Selectable<Database['alert_rules']>['condition_kind'];

export const CONDITIONS: Record<ConditionKind, ConditionDefinition> = {
  competitor_move: competitorMove,
  not_cheapest: notCheapest,
  most_expensive: mostExpensive,
  connector_failing: connectorFailing,
  delivery_failed: deliveryFailed,
  competitor_price_flagged: competitorPriceFlagged,
  feed_ticket_mismatch: feedTicketMismatch,
  service_under_goal: serviceUnderGoal,
} as Record<ConditionKind, ConditionDefinition>;

export const kindsOf = (family: ConditionFamily): ConditionKind[] =>
  (Object.keys(CONDITIONS) as ConditionKind[]).filter((k) => CONDITIONS[k].family === family);

const PARAMETER_LABELS: Record<keyof ConditionParameters, string> = {
  fuels: 'los combustibles',
  min_change: 'el cambio mínimo',
  hours: 'las horas',
  metric: 'la métrica de servicio',
  min_vehicles: 'el mínimo de vehículos',
};

export const KIND_LABELS: Record<ConditionKind, string> = {
  competitor_move: 'movimiento de un competidor',
  not_cheapest: 'dejar de ser la más barata',
  most_expensive: 'ser la más cara',
  connector_failing: 'conector volumétrico con fallas',
  delivery_failed: 'entrega de reporte fallida',
  competitor_price_flagged: 'precio de un competidor obsoleto o de relleno',
  feed_ticket_mismatch: 'precio publicado distinto al de los tickets',
  service_under_goal: 'servicio por debajo del objetivo',
};

/** The kind's parameters must all be given, and no other: field errors of body.condition. */
export function checkCondition(kind: ConditionKind, parameters: ConditionParameters): FieldError[] {
  const definition = CONDITIONS[kind];
  const errors: FieldError[] = [];
  for (const name of Object.keys(PARAMETER_LABELS) as (keyof ConditionParameters)[]) {
    const needed = CONDITION_PARAMETERS[kind].includes(name);
    const given = parameters[name] !== undefined;
    if (needed && !given) {
      errors.push({
        field: `body.condition.${name}`,
        rule: 'required',
        message: `La condición '${KIND_LABELS[kind]}' necesita ${PARAMETER_LABELS[name]}`,
      });
    } else if (!needed && given) {
      errors.push({
        field: `body.condition.${name}`,
        rule: 'unexpected',
        message: `La condición '${KIND_LABELS[kind]}' no admite ${PARAMETER_LABELS[name]}`,
      });
    }
  }
  return [...errors, ...(definition.check?.(parameters) ?? [])];
}

export { loadOperationRows } from './operationRows';
export { loadPriceRows } from './priceRows';
export { loadSalesRows } from './salesRows';
export { loadServiceRows } from './serviceRows';
export type { ConditionFamily, ConditionParameters, Firing, RuleScope } from './types';
export { firingKey, uniqueFirings } from './types';
