// The mapping form's values <-> TicketUploadOptions: where the headers are, the station, who
// gets the report, an optional date range, the fuel type when the file has no product column,
// and the file column of each ticket field. Checked against the contract schema plus the rules
// it cannot say (required columns, the fuel type, the range's order).
import type {
  FuelType,
  TicketColumns,
  TicketMappingInput,
  TicketUploadOptions,
} from '@/api/tickets';
import {
  checkAgainstSchema,
  toFormErrors,
  toInteger,
  toText,
  type FormErrors,
  type RuleViolation,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';
import type { PreviewSheet } from './previewTypes';
import {
  OPTIONAL_FIELDS,
  TICKET_FIELDS,
  cellText,
  emptyColumns,
  type TicketField,
} from './ticketRules';

export const FUEL_TYPES: readonly FuelType[] = ['regular', 'premium', 'diesel'];
export const DEFAULT_HEADER_ROW = 1;
/** The contract's limit for the header row. */
export const MAX_HEADER_ROW = 100;
/** The option of a field the file lacks. */
export const NO_COLUMN = 'none';

export type ColumnChoices = Partial<Record<TicketField, string>>;

export interface MappingFormValues {
  header_row: string;
  gas_station_id?: string;
  assigned_user_id?: string;
  start_date?: string;
  end_date?: string;
  fuel_type?: string;
  columns: ColumnChoices;
}

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA'. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letter = String.fromCharCode(65 + ((rest - 1) % 26)) + letter;
  }
  return letter;
}

/** The header names of the row (from 1) the user says holds them, as wide as the sheet. */
export function headersAt(sheet: PreviewSheet, headerRow: number): string[] {
  const width = Math.max(0, ...sheet.rows.map((row) => row.length));
  const row = sheet.rows[headerRow - 1] ?? [];
  return Array.from({ length: width }, (_, index) => cellText(row[index]));
}

/** The header row the form holds, within the rows the preview has. */
export function headerRowOf(values: Pick<MappingFormValues, 'header_row'>, sheet: PreviewSheet) {
  const row = toInteger(values.header_row);
  if (row === undefined || row < 1) return DEFAULT_HEADER_ROW;
  return Math.min(row, Math.max(sheet.rows.length, 1));
}

export function choicesOf(columns: TicketColumns): ColumnChoices {
  return Object.fromEntries(
    TICKET_FIELDS.map((field) => [
      field,
      columns[field] === null ? NO_COLUMN : String(columns[field]),
    ]),
  );
}

export function columnsOf(choices: ColumnChoices): TicketColumns {
  const columns = emptyColumns();
  for (const field of TICKET_FIELDS) {
    const choice = choices[field];
    columns[field] = choice === undefined || choice === NO_COLUMN ? null : Number(choice);
  }
  return columns;
}

export function toTicketUploadOptions(
  values: MappingFormValues,
  headerSignature: string,
): TicketUploadOptions {
  const columns = columnsOf(values.columns);
  return {
    gas_station_id: toInteger(values.gas_station_id),
    assigned_user_id: toInteger(values.assigned_user_id) ?? null,
    header_row: toInteger(values.header_row),
    header_signature: headerSignature,
    columns,
    start_date: toText(values.start_date) ?? null,
    end_date: toText(values.end_date) ?? null,
    fuel_type: columns.product === null ? ((toText(values.fuel_type) as FuelType) ?? null) : null,
    // Saved beforehand through PUT /mapper (toTicketMappingInput), not again by the process call.
    save_mapping: false,
  } as TicketUploadOptions;
}

/** The contract's limit for one header name of a saved mapping. */
export const MAX_HEADER_LENGTH = 500;

/** The mapping PUT /mapper saves for the customer: the process options' columns and layout. */
export function toTicketMappingInput(
  options: TicketUploadOptions,
  customerId: number,
  headers: readonly string[],
): TicketMappingInput {
  return {
    customer_id: customerId,
    header_signature: options.header_signature,
    headers: headers.map((header) => header.slice(0, MAX_HEADER_LENGTH)),
    header_row: options.header_row,
    columns: options.columns,
    fuel_type: options.fuel_type ?? null,
  };
}

const MESSAGES = {
  ...Object.fromEntries(
    TICKET_FIELDS.map((field) => [
      `columns.${field}`,
      { required: 'Elige la columna de este campo' },
    ]),
  ),
  fuel_type: { required: 'Elige el tipo de combustible' },
  end_date: { order: 'La fecha de fin es anterior a la de inicio' },
  header_row: { type: 'Escribe un número de fila' },
};

export function validateMapping(values: MappingFormValues): FormErrors {
  const options = toTicketUploadOptions(values, 'layout');
  const violations: RuleViolation[] = checkAgainstSchema(
    options,
    contractValidators.TicketUploadOptions,
  );
  if (options.header_row === undefined) violations.push({ path: 'header_row', rule: 'required' });
  for (const field of TICKET_FIELDS) {
    // Without a product column, the fuel type below stands for it.
    const optional = OPTIONAL_FIELDS.includes(field) || field === 'product';
    if (!optional && options.columns[field] === null) {
      violations.push({ path: `columns.${field}`, rule: 'required' });
    }
  }
  if (options.columns.product === null && !options.fuel_type) {
    violations.push({ path: 'fuel_type', rule: 'required' });
  }
  if (options.start_date && options.end_date && options.end_date < options.start_date) {
    violations.push({ path: 'end_date', rule: 'order' });
  }
  return toFormErrors(violations, MESSAGES);
}
