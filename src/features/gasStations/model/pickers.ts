// Options of the station form's pickers.
import type { MexicanTimeZone } from '@/api/gasStations';
import type { SelectOption } from '@/components/Select';

/** Mexico's IANA zones (the contract's MexicanTimeZone), labelled by their main city. */
export const TIME_ZONES: { value: MexicanTimeZone; label: string }[] = [
  { value: 'America/Mexico_City', label: 'Centro (Ciudad de México)' },
  { value: 'America/Cancun', label: 'Sureste (Cancún)' },
  { value: 'America/Merida', label: 'Mérida' },
  { value: 'America/Monterrey', label: 'Monterrey' },
  { value: 'America/Matamoros', label: 'Matamoros' },
  { value: 'America/Chihuahua', label: 'Chihuahua' },
  { value: 'America/Ciudad_Juarez', label: 'Ciudad Juárez' },
  { value: 'America/Ojinaga', label: 'Ojinaga' },
  { value: 'America/Mazatlan', label: 'Pacífico (Mazatlán)' },
  { value: 'America/Bahia_Banderas', label: 'Bahía de Banderas' },
  { value: 'America/Hermosillo', label: 'Sonora (Hermosillo)' },
  { value: 'America/Tijuana', label: 'Noroeste (Tijuana)' },
];

export const timeZoneOptions: SelectOption[] = TIME_ZONES;

export const toOptions = <T extends { id: number; name: string }>(items: T[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

export const namesAsOptions = (names: string[]): SelectOption[] =>
  names.map((name) => ({ value: name, label: name }));
