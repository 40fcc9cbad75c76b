// Sample data shared by stories: long Spanish text with accents and emoji, HTML metacharacters
// (must appear literally, never as markup) and realistic station names.
export const LONG_TEXT =
  'Estación de servicio «Nuestra Señora de Guadalupe» — Sucursal Boulevard Adolfo López Mateos, Ciudad Juárez, Chihuahua ⛽️🚗 con información actualizada al último corte del día';

export const HTML_TEXT = `<b>x</b>&"'`;

export const STATION_OPTIONS = [
  { value: '1', label: 'Mi estación Centro' },
  { value: '2', label: 'Pemex Insurgentes' },
  { value: '3', label: 'Shell Reforma' },
  { value: '4', label: 'BP Periférico Sur' },
  { value: '5', label: 'Mobil Tlalpan' },
  { value: '6', label: 'G500 Satélite' },
  { value: '7', label: 'Oxxo Gas Coyoacán' },
  { value: '8', label: 'Repsol Santa Fe' },
  { value: '9', label: 'Arco Polanco' },
  { value: '10', label: 'Total Naucalpan' },
];
