// The compliance screens' addresses: the stations (`/compliance`) and a station's month
// (`/compliance/:idGasStation?month=AAAA-MM`, with the findings' filters and the finding open).
export const COMPLIANCE_PATH = '/compliance';

export const stationMonthPath = (gasStationId: number, month: string) =>
  `${COMPLIANCE_PATH}/${gasStationId}?month=${month}`;

/** A positive integer id of the URL, or null. */
export function idParam(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}
