// The add-competitor form: its fields, the submit rule, the payload, what it
// searches the registry for while the operator types, and what it says about the typed permit.
// Razón social and Marca are collected but not sent.
import type { GasStationRivalFields } from '@/api/rivals';
import { hasPermitShape, normalizePermitText } from '@/lib/permits';
import type { CompetitorSuggestionView, PermitNotice } from './viewTypes';

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

/** Shortest text worth asking the registry about. */
export const SUGGEST_MIN_LENGTH = 3;

/**
 * What to search the registry for: the permit as the regulator writes it when the operator is
 * typing one, else the nickname; '' when neither is long enough.
 */
export function suggestionTerm(values: AddCompetitorValues): string {
  const permit = normalizePermitText(values.permisoCre);
  if (permit.length >= SUGGEST_MIN_LENGTH) return permit;
  const name = values.name.trim();
  return name.length >= SUGGEST_MIN_LENGTH ? name : '';
}

/** The form filled from a registry station: its permit, name and address. */
export function fillFromSuggestion(
  values: AddCompetitorValues,
  suggestion: CompetitorSuggestionView,
): AddCompetitorValues {
  const cut = (text: string) => text.slice(0, COMPETITOR_FIELD_MAX_LENGTH);
  const name = suggestion.name ?? suggestion.permit;
  return {
    ...values,
    name: cut(values.name.trim() || name),
    razon: cut(suggestion.name ?? values.razon),
    // The registry's newer feeds carry no street address: the name stands in.
    direccion: cut(suggestion.address ?? name),
    permisoCre: suggestion.permit,
  };
}

/**
 * 'invalid' when the typed permit has no permit shape; 'unregistered' when it has one but the
 * registry's answer for that very permit does not hold it (then it is saved as typed, without
 * prices, and linked by a later import); null otherwise or while that answer is pending.
 */
export function permitNotice(
  permisoCre: string,
  registryAnswer: { term: string; permits: string[] } | null,
): PermitNotice {
  const permit = normalizePermitText(permisoCre);
  if (permit === '') return null;
  if (!hasPermitShape(permit)) return 'invalid';
  if (!registryAnswer || registryAnswer.term !== permit) return null;
  return registryAnswer.permits.includes(permit) ? null : 'unregistered';
}
