// The report types (report_requests.report_type and the printable page's token): the one list
// the server stores and the printable page accepts, in the order the settings list them.

export const REPORT_TYPES = [
  'weekly',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'traffic_sensitivity',
  'customer_behavior',
  'price',
  'daily',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
