// The station form's values (text, as typed), their conversion to the contract's
// GasStationInput, and the validation: the contract schema (same rules as the server) plus the
// shift rows, which the form keeps as four fixed rows (shift 1..4) while the request lists only
// the filled ones.
import type { GasStationDetail, GasStationInput, MexicanTimeZone } from '@/api/gasStations';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import { DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toInteger,
  toNumber,
  toText,
  type FormErrors,
  type RuleViolation,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

export const SHIFT_COUNT = 4;
export const DEFAULT_TIME_ZONE: MexicanTimeZone = DEFAULT_STATION_ZONE;

export interface ShiftRow {
  starts_at?: string;
  ends_at?: string;
}

export interface StationFormValues {
  customer_id?: string;
  name?: string;
  brand?: string;
  address?: string;
  state?: string;
  city?: string;
  bombs?: string;
  permission?: string;
  time_zone?: string;
  customer_gas_station_id?: string;
  latitude?: string;
  longitude?: string;
  shifts: ShiftRow[];
  volumetric_system_id?: string;
  volumetric_station_id?: string;
}

const blankShifts = (): ShiftRow[] => Array.from({ length: SHIFT_COUNT }, () => ({}));

export function emptyStationValues(customerId?: number): StationFormValues {
  return {
    customer_id: customerId ? String(customerId) : undefined,
    time_zone: DEFAULT_TIME_ZONE,
    shifts: blankShifts(),
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

export function valuesFromStation(station: GasStationDetail): StationFormValues {
  const shifts = blankShifts();
  for (const s of station.shifts)
    shifts[s.shift - 1] = { starts_at: s.starts_at, ends_at: s.ends_at };
  return {
    customer_id: String(station.customer.id),
    name: station.name,
    brand: text(station.brand),
    address: text(station.address),
    state: text(station.state),
    city: text(station.city),
    bombs: text(station.bombs),
    permission: station.permission,
    time_zone: station.time_zone,
    customer_gas_station_id: text(station.customer_gas_station_id),
    latitude: text(station.latitude),
    longitude: text(station.longitude),
    shifts,
    volumetric_system_id: text(station.volumetric.system_id),
    volumetric_station_id: text(station.volumetric.station_id),
  };
}

/** Permits are written as the regulator does: upper case, no spaces. */
export function normalizePermitText(permit: string | undefined): string | undefined {
  const value = toText(permit);
  return value === undefined ? undefined : value.replace(/\s+/g, '').toUpperCase();
}

/** The filled shift rows, numbered by their position (1..4). */
function filledShifts(values: StationFormValues) {
  return values.shifts
    .map((row, index) => ({
      shift: index + 1,
      starts_at: toText(row.starts_at),
      ends_at: toText(row.ends_at),
    }))
    .filter((row) => row.starts_at !== undefined || row.ends_at !== undefined);
}

export function toStationInput(values: StationFormValues): GasStationInput {
  const input: Record<string, unknown> = {
    customer_id: toInteger(values.customer_id),
    name: toText(values.name),
    brand: toText(values.brand),
    address: toText(values.address),
    city: toText(values.city),
    state: toText(values.state),
    bombs: toInteger(values.bombs),
    permission: normalizePermitText(values.permission),
    time_zone: values.time_zone ?? DEFAULT_TIME_ZONE,
    customer_gas_station_id: toText(values.customer_gas_station_id) ?? null,
    latitude: toNumber(values.latitude) ?? null,
    longitude: toNumber(values.longitude) ?? null,
    shifts: filledShifts(values),
    volumetric: {
      system_id: toInteger(values.volumetric_system_id) ?? null,
      station_id: toText(values.volumetric_station_id) ?? null,
    },
  };
  return input as GasStationInput;
}

export const STATION_MESSAGES = {
  permission: { pattern: 'Escribe un permiso como PL/658/EXP/ES/2015 o PS-XXXXXX' },
  customer_gas_station_id: { pattern: 'Usa solo letras, números, espacios y . _ / -' },
  'shifts.*.starts_at': {
    pattern: 'Escribe la hora como HH:MM',
    required: 'Escribe la hora de inicio',
  },
  'shifts.*.ends_at': { pattern: 'Escribe la hora como HH:MM', required: 'Escribe la hora de fin' },
  volumetric_station_id: { pattern: 'Usa solo letras, números y . _ / -' },
};

/** Payload paths 'shifts.<k>.x' name the k-th filled row: point them at the row of its shift. */
function toFormPaths(values: StationFormValues, violations: RuleViolation[]): RuleViolation[] {
  const rows = filledShifts(values);
  return violations.map((v) => {
    const match = /^shifts\.(\d+)\.(.+)$/.exec(v.path);
    if (match) {
      const row = rows[Number(match[1])];
      const path = row ? `shifts.${row.shift - 1}.${match[2]}` : v.path;
      return { ...v, path };
    }
    if (v.path.startsWith('volumetric.system_id')) return { ...v, path: 'volumetric_system_id' };
    if (v.path.startsWith('volumetric.station_id')) return { ...v, path: 'volumetric_station_id' };
    return v;
  });
}

const GAS_STATION_INPUT = 'GasStationInput';

export function validateStation(values: StationFormValues): FormErrors {
  const payload = toStationInput(values);
  const violations: RuleViolation[] = checkAgainstSchema(
    payload,
    contractValidators.GasStationInput,
  );
  // A half-filled shift row is sent with its missing time undefined: the schema reports it
  // as required, at the row's path once remapped.
  return toFormErrors(toFormPaths(values, violations), STATION_MESSAGES);
}

/** A failed save's field errors, beside the fields of this form. */
export function stationServerErrors(
  values: StationFormValues,
  errors: ServerFieldError[] | undefined,
): FormErrors {
  const remapped = (errors ?? []).map((e) => ({
    ...e,
    field: e.field
      .replace(/^body\.volumetric\.system_id/, 'body.volumetric_system_id')
      .replace(/^body\.volumetric\.station_id/, 'body.volumetric_station_id'),
  }));
  const out = serverFormErrors(
    remapped,
    contractSchema(GAS_STATION_INPUT),
    contractSchemas,
    STATION_MESSAGES,
  );
  if (Array.isArray(out.shifts)) {
    // Server indexes count filled rows; the form's count all four.
    const rows = filledShifts(values);
    const byRow: unknown[] = [];
    (out.shifts as unknown[]).forEach((error, k) => {
      const row = rows[k];
      if (error !== undefined && row) byRow[row.shift - 1] = error;
    });
    out.shifts = byRow;
  }
  return out;
}
