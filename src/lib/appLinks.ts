// Links into a part of a screen that other areas open (the side menu, the avatar menu): the
// screen reads the same query parameter, so the link and the screen cannot drift apart.

/** Settings selects the tab named here (company, reports, users, token). */
export const SETTINGS_TAB_PARAM = 'tab';
/** The profile opens the section named here (password). */
export const PROFILE_SECTION_PARAM = 'section';

export const SETTINGS_USERS_PATH = `/settings?${SETTINGS_TAB_PARAM}=users`;
export const CHANGE_PASSWORD_PATH = `/profile?${PROFILE_SECTION_PARAM}=password`;

/** The Dashboard opens the tab, station and day (or month) named here. */
export const DASHBOARD_TAB_PARAM = 'tab';
export const DASHBOARD_STATION_PARAM = 'station';
export const DASHBOARD_DATE_PARAM = 'date';
/** The Dashboard's tabs a link may open. */
export type DashboardLinkTab = 'serviceMetrics' | 'fuelPrice' | 'priceMoves';

/** '/dashboard?tab=fuelPrice&station=12&date=2026-08-08': a tab for a station and day. */
export function dashboardPath(tab: DashboardLinkTab, stationId: number, date?: string): string {
  const query = new URLSearchParams({
    [DASHBOARD_TAB_PARAM]: tab,
    [DASHBOARD_STATION_PARAM]: String(stationId),
  });
  if (date) query.set(DASHBOARD_DATE_PARAM, date);
  return `/dashboard?${query.toString()}`;
}

/** The alerts inbox opens the alert named here ('/alerts?alert=12'). */
export const ALERT_PARAM = 'alert';
export const ALERTS_PATH = '/alerts';
export const alertPath = (id: number) => `${ALERTS_PATH}?${ALERT_PARAM}=${id}`;

/** A volumetric system's screen, with its stations' pull state and last errors. */
export const volumetricSystemPath = (supplierId: number, systemId: number) =>
  `/volumetric-suppliers/${supplierId}/systems/${systemId}`;

/** The compliance screens: the stations, and a station's month (the findings of `day` only). */
export const COMPLIANCE_PATH = '/compliance';
/** '/compliance/12?month=2026-03&day=2026-03-09': what the station's screen and alerts open. */
export function complianceMonthPath(stationId: number, month: string, day?: string): string {
  const query = new URLSearchParams({ month });
  if (day) query.set('day', day);
  return `${COMPLIANCE_PATH}/${stationId}?${query.toString()}`;
}
