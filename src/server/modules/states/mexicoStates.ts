// The states catalogue (copied from the INEGI list in the shared data) with names sorted the
// Spanish way, and lookups by id and by name (accents and case ignored) for the station form.
import raw from './mexicoStates.json';

export interface MexicanState {
  id: number;
  code: string;
  name: string;
  cities: string[];
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

const STATES: MexicanState[] = (
  raw as { id: number; code: string; name: string; municipalities: string[] }[]
)
  .map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    cities: [...s.municipalities].sort(collator.compare),
  }))
  .sort((a, b) => collator.compare(a.name, b.name));

export function listStates(): MexicanState[] {
  return STATES;
}

export function findState(id: number): MexicanState | undefined {
  return STATES.find((s) => s.id === id);
}

export function findStateByName(name: string): MexicanState | undefined {
  return STATES.find((s) => collator.compare(s.name, name.trim()) === 0);
}

/** Whether `city` is a municipality of the state named `stateName` (accents and case ignored). */
export function isCityOfState(stateName: string, city: string): boolean {
  const state = findStateByName(stateName);
  return state !== undefined && state.cities.some((c) => collator.compare(c, city.trim()) === 0);
}
