// A rule's condition in one sentence for the list ('Un competidor mueve Regular o Diesel en
// $0.50 o más'), and its silence now, from the rule's silences.
import type { AlertCondition, AlertRule, AlertSilence } from '@/api/alertRules';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The fuels' names joined the Spanish way ('Regular, Premium o Diesel'). */
export function fuelList(fuels: readonly string[], t: Translate): string {
  const names = fuels.map((fuel) => t(`alertRules:fuels.${fuel}`));
  if (names.length <= 1) return names.join('');
  return t('alertRules:summary.orList', {
    head: names.slice(0, -1).join(', '),
    last: names.at(-1),
  });
}

export function conditionSummary(condition: AlertCondition, t: Translate): string {
  return t(`alertRules:summary.${condition.kind}`, {
    fuels: fuelList(condition.fuels ?? [], t),
    change: condition.min_change?.toFixed(2) ?? '',
    count: condition.hours ?? 0,
    metric: condition.metric ? t(`alertRules:metrics.${condition.metric}`) : '',
    vehicles: condition.min_vehicles ?? 0,
  });
}

/** How far the server's clock may run ahead of the browser's: a silence just made counts. */
const CLOCK_SKEW_MS = 60_000;

/** The silence in force at `now` (the one ending last when several overlap), or null. */
export function activeSilence(rule: Pick<AlertRule, 'silences'>, now: Date): AlertSilence | null {
  const time = now.getTime();
  let found: AlertSilence | null = null;
  for (const silence of rule.silences) {
    const starts = Date.parse(silence.starts_at);
    const ends = Date.parse(silence.ends_at);
    if (
      starts <= time + CLOCK_SKEW_MS &&
      time < ends &&
      (!found || ends > Date.parse(found.ends_at))
    )
      found = silence;
  }
  return found;
}
