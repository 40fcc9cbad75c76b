// The inbox's filters (state, severity, station; 'all' for none) and the list query they make.
import type { ListAlertsApiArg } from '@/api/alerts';

export const ALL = 'all';
export const ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type AlertStateValue = (typeof ALERT_STATES)[number];
export type AlertSeverityValue = (typeof ALERT_SEVERITIES)[number];

export interface AlertFilters {
  state: AlertStateValue | typeof ALL;
  severity: AlertSeverityValue | typeof ALL;
  /** A station id as text, or 'all'. */
  station: string;
}

/** Opens on what needs attention: the open alerts of every station. */
export const DEFAULT_FILTERS: AlertFilters = { state: 'open', severity: ALL, station: ALL };

export function listQuery(filters: AlertFilters, items: number): ListAlertsApiArg {
  const station = Number(filters.station);
  return {
    items,
    ...(filters.state === ALL ? {} : { state: filters.state }),
    ...(filters.severity === ALL ? {} : { severity: filters.severity }),
    ...(filters.station !== ALL && Number.isInteger(station) && station > 0
      ? { gasStationId: station }
      : {}),
  };
}
