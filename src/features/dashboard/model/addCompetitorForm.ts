// The add-competitor form (part 1 §2.3, §5): its fields, the submit rule and the payload.
// Razón social and Marca are collected but not sent (§3).
import type { GasStationRivalFields } from '@/api/rivals';

export interface AddCompetitorValues {
  name: string;
  razon: string;
  direccion: string;
  permisoCre: string;
  marca: string;
}

export const EMPTY_COMPETITOR: AddCompetitorValues = {
  name: '',
  razon: '',
  direccion: '',
  permisoCre: '',
  marca: '',
};

/** Every text input of the form. */
export const COMPETITOR_FIELD_MAX_LENGTH = 100;

/** Sample brands of the Marca select: shown, not sent. */
export const BRAND_OPTIONS = ['pemex', 'shell', 'bp', 'mobil', 'g500', 'other'] as const;

/** Submit is enabled when name, direccion and permisoCre all have text. */
export function canSubmitCompetitor(values: AddCompetitorValues): boolean {
  return [values.name, values.direccion, values.permisoCre].every((v) => v.trim() !== '');
}

export function competitorPayload(
  values: AddCompetitorValues,
  stationId: number,
): { gas_station_rivals: GasStationRivalFields } {
  return {
    gas_station_rivals: {
      gas_station_id: stationId,
      permission: values.permisoCre.trim(),
      name: values.name.trim(),
      address: values.direccion.trim(),
    },
  };
}
