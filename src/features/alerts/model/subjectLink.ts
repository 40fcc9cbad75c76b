// Where an alert's "Ver" leads: the station's price table on the alert's day (price kinds), the
// station's service charts of the alert's month (service kinds), the volumetric system whose
// stations show the connector's last error, or the station's volumetric controls of the alert's
// month, on its day where it names one (compliance kinds); these two for administrators only:
// those screens are theirs. Null when the alert names no place to go (a failed delivery says
// everything in its details).
import {
  kindedDetails,
  unknownKind,
  type AlertConditionKind,
  type AlertDetails,
} from '@/api/alerts';
import { complianceMonthPath, dashboardPath, volumetricSystemPath } from '@/lib/appLinks';

export type SubjectLinkKind = 'prices' | 'service' | 'connector' | 'compliance';

export interface SubjectLink {
  kind: SubjectLinkKind;
  to: string;
}

export interface LinkableAlert {
  rule: { kind: AlertConditionKind };
  gas_station: { id: number };
  details: AlertDetails;
  opened_at: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

// The contract types the details; these still guard against an alert stored without a value.
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The day the alert is about: its `details.date`, else the day it opened (UTC). */
export function alertDay(alert: LinkableAlert): string {
  const date = text(alert.details.date);
  return date && ISO_DAY.test(date) ? date : alert.opened_at.slice(0, 10);
}

export function subjectLink(alert: LinkableAlert, isAdmin: boolean): SubjectLink | null {
  const station = alert.gas_station.id;
  const k = kindedDetails(alert.rule.kind, alert.details);
  switch (k.kind) {
    case 'competitor_move':
    case 'not_cheapest':
    case 'most_expensive':
      return { kind: 'prices', to: dashboardPath('fuelPrice', station, alertDay(alert)) };
    case 'service_under_goal': {
      // The service charts are monthly: the month of the hour the alert is about.
      const at = text(k.details.at) ?? alert.opened_at;
      return { kind: 'service', to: dashboardPath('serviceMetrics', station, at.slice(0, 10)) };
    }
    case 'connector_failing': {
      const supplier = positiveId(k.details.volumetric_supplier_id);
      const system = positiveId(k.details.volumetric_system_id);
      return isAdmin && supplier && system
        ? { kind: 'connector', to: volumetricSystemPath(supplier, system) }
        : null;
    }
    case 'compliance_report_missing':
    case 'compliance_mismatch':
    case 'compliance_monthly_due': {
      const month = text(k.details.month);
      const day = text(k.details.day);
      return isAdmin && month && ISO_MONTH.test(month)
        ? {
            kind: 'compliance',
            to: complianceMonthPath(station, month, day && ISO_DAY.test(day) ? day : undefined),
          }
        : null;
    }
    // Nowhere to go: the details say everything (or the price screens do not show flags and
    // ticket prices).
    case 'delivery_failed':
    case 'competitor_price_flagged':
    case 'feed_ticket_mismatch':
      return null;
    default:
      return unknownKind(k, null);
  }
}
