// Colours of the stations in the price table and the history chart: the station itself first,
// then its competitors in the order they were added, so a line keeps its colour between the
// two views. Fuel colours (green, red, grey) are left out: they mark the fuel columns.
export const STATION_PALETTE = [
  '#388994',
  '#F9A825',
  '#8E24AA',
  '#1E88E5',
  '#D81B60',
  '#00897B',
  '#6D4C41',
  '#3949AB',
  '#C0CA33',
  '#5E35B1',
  '#FB8C00',
  '#00ACC1',
] as const;

/** Position 0 is the station itself; a competitor's own colour, when set, wins. */
export function stationColor(position: number, own: string | null = null): string {
  return own ?? STATION_PALETTE[position % STATION_PALETTE.length]!;
}
