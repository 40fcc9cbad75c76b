// What an uploaded ticket spreadsheet may cost the server, and the Spanish reason given when a
// file goes beyond it. The limits leave room for a month of a busy station's tickets
// (a few thousand a day) while keeping a hostile file from taking the process down.

/** Upload size; a month of tickets is about 2 MB. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Sum of the sizes the ZIP declares for its parts once uncompressed. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Spreadsheet XML compresses about 10-30:1; 200:1 on a large part is a bomb's signature. */
export const MAX_COMPRESSION_RATIO = 200;
/** Parts smaller than this are not ratio-checked: a tiny repetitive part harms nobody. */
export const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
/** A .xlsx has a few dozen parts. */
export const MAX_ZIP_ENTRIES = 10_000;
/** Data rows after the header. */
export const MAX_DATA_ROWS = 100_000;
/** Columns read per row; a ticket has nine, the rest of a wide sheet is left out. */
export const MAX_COLUMNS = 200;
/** Wall-clock limit of one parse; 100,000 rows take a few seconds. */
export const PARSE_TIMEOUT_MS = 60_000;
/** Heap of the parsing worker: declared sizes can lie, the heap limit cannot. */
export const WORKER_MAX_OLD_GENERATION_MB = 256;
export const WORKER_MAX_YOUNG_GENERATION_MB = 32;
/** Parsing workers at once: each may take its heap limit, the rest wait in line. */
export const MAX_CONCURRENT_PARSES = 2;

export const SPREADSHEET_MESSAGES = {
  file_too_large: 'El archivo supera el límite de 20 MB',
  not_xlsx: 'El archivo no es un .xlsx válido',
  zip_bomb: 'El archivo está comprimido de forma sospechosa (posible bomba zip)',
  too_slow: 'El archivo tardó demasiado en procesarse',
  too_big_to_process: 'El archivo es demasiado grande para procesarse',
  too_many_rows: 'El archivo tiene más de 100,000 filas',
  no_sheet: 'El archivo no tiene ninguna hoja',
} as const;

export type SpreadsheetErrorCode = keyof typeof SPREADSHEET_MESSAGES;

/**
 * A file the server will not read, with the reason to show the operator as is. `cause`, when
 * given, is what the parser met (its error class and words): for the log and tests, not the user.
 */
export class SpreadsheetError extends Error {
  readonly code: SpreadsheetErrorCode;

  constructor(code: SpreadsheetErrorCode, cause?: Error) {
    super(SPREADSHEET_MESSAGES[code], cause ? { cause } : undefined);
    this.name = 'SpreadsheetError';
    this.code = code;
  }
}
