// What a link into the Dashboard names (see dashboardPath in lib/appLinks): the tab, the
// station and the day. Anything malformed is ignored, so the screen's defaults apply.
import {
  DASHBOARD_DATE_PARAM,
  DASHBOARD_STATION_PARAM,
  DASHBOARD_TAB_PARAM,
  type DashboardLinkTab,
} from '@/lib/appLinks';

export interface DashboardLink {
  tab?: DashboardLinkTab;
  stationId?: number;
  /** 'YYYY-MM-DD'. */
  date?: string;
}

const TABS: readonly DashboardLinkTab[] = ['serviceMetrics', 'fuelPrice', 'priceMoves'];

export function readDashboardLink(params: URLSearchParams): DashboardLink {
  const tab = params.get(DASHBOARD_TAB_PARAM);
  const station = Number(params.get(DASHBOARD_STATION_PARAM));
  const date = params.get(DASHBOARD_DATE_PARAM) ?? '';
  return {
    ...(TABS.includes(tab as DashboardLinkTab) ? { tab: tab as DashboardLinkTab } : {}),
    ...(Number.isInteger(station) && station > 0 ? { stationId: station } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? { date } : {}),
  };
}
