// The service-metrics station filter: its title, and which chart rows it keeps.

export type SelectionTitle =
  { key: 'chooseStations' } | { key: 'all' } | { key: 'selection'; count: number };

/** 'Elegir estaciones' with none chosen, 'Todos' with all, else 'N selección' / 'N selecciones'. */
export function selectionTitle(selected: number, total: number): SelectionTitle {
  if (selected === 0) return { key: 'chooseStations' };
  if (selected === total) return { key: 'all' };
  return { key: 'selection', count: selected };
}

/** With no station chosen every row shows; otherwise rows whose name is a chosen station's. */
export function filterByStationNames<Row extends { name: string }>(
  rows: Row[],
  selectedNames: readonly string[],
): Row[] {
  if (selectedNames.length === 0) return rows;
  const names = new Set(selectedNames);
  return rows.filter((row) => names.has(row.name));
}

/** Width of the station multi-select, px. */
export const STATION_SELECT_WIDTH = 192;
