// Where an alert's "Ver" leads: the station's price table on the alert's day (price kinds), the
// station's service charts of the alert's month (service kinds), or the volumetric system whose
// stations show the connector's last error (administrators only: that screen is theirs). Null
// when the alert names no place to go (a failed delivery says everything in its details).
import { dashboardPath, volumetricSystemPath } from '@/lib/appLinks';

export type SubjectLinkKind = 'prices' | 'service' | 'connector';

export interface SubjectLink {
  kind: SubjectLinkKind;
  to: string;
}

export interface LinkableAlert {
  rule: { kind: string };
  gas_station: { id: number };
  details: Record<string, unknown>;
  opened_at: string;
}

const PRICE_KINDS = new Set(['competitor_move', 'not_cheapest', 'most_expensive']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The day the alert is about: its `details.date`, else the day it opened (UTC). */
export function alertDay(alert: LinkableAlert): string {
  const date = text(alert.details.date);
  return date && ISO_DAY.test(date) ? date : alert.opened_at.slice(0, 10);
}

export function subjectLink(alert: LinkableAlert, isAdmin: boolean): SubjectLink | null {
  const kind = alert.rule.kind;
  const station = alert.gas_station.id;
  if (PRICE_KINDS.has(kind)) {
    return { kind: 'prices', to: dashboardPath('fuelPrice', station, alertDay(alert)) };
  }
  if (kind.startsWith('service')) {
    // The service charts are monthly: the month of the hour the alert is about.
    const at = text(alert.details.window_end) ?? text(alert.details.at) ?? alert.opened_at;
    return { kind: 'service', to: dashboardPath('serviceMetrics', station, at.slice(0, 10)) };
  }
  if (kind === 'connector_failing' && isAdmin) {
    const supplier = positiveId(alert.details.volumetric_supplier_id);
    const system = positiveId(alert.details.volumetric_system_id);
    if (supplier && system)
      return { kind: 'connector', to: volumetricSystemPath(supplier, system) };
  }
  return null;
}
