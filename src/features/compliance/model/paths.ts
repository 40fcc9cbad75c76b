// The compliance screens' addresses: the stations (`/compliance`) and a station's month
// (`/compliance/:idGasStation?month=AAAA-MM`, with the findings' filters and the finding open).
import { COMPLIANCE_PATH, complianceMonthPath } from '@/lib/appLinks';

// The addresses live with the other links into screens (the alerts open a station's month too).
export { COMPLIANCE_PATH };

export const stationMonthPath = (gasStationId: number, month: string) =>
  complianceMonthPath(gasStationId, month);

/** A positive integer id of the URL, or null. */
export function idParam(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}
