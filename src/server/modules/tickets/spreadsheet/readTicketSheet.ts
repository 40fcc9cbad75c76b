// Reads an uploaded ticket spreadsheet on the server. The main thread only checks the file's
// size, signature and ZIP directory; exceljs parses in a worker thread (shared/workerThreads.ts)
// with a heap limit and a clock, so a hostile file costs at most that worker. Only the first
// worksheet is read.
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_COLUMNS,
  MAX_CONCURRENT_PARSES,
  MAX_DATA_ROWS,
  MAX_FILE_BYTES,
  PARSE_TIMEOUT_MS,
  SpreadsheetError,
  type SpreadsheetErrorCode,
  WORKER_MAX_OLD_GENERATION_MB,
  WORKER_MAX_YOUNG_GENERATION_MB,
} from './spreadsheetLimits';
import {
  runWorker,
  WorkerFailed,
  workerFilePath,
  workerSlots,
  type WorkerFailure,
} from '../../../shared/workerThreads';
import { checkZipDirectory, startsWithZipSignature } from './zipDirectory';

/** A cell as the file holds it; date cells carry the ISO text of the wall clock exceljs read. */
export type Cell = string | number | boolean | null | { date: string };

export interface TicketSheet {
  sheetName: string;
  /** The workbook counts serial dates from 1904 (old Mac workbooks). */
  date1904: boolean;
  /** rows[i] is sheet row i + 1; blank rows are empty arrays, trailing blank cells dropped. */
  rows: Cell[][];
  /** Rows past `previewRows` or columns past MAX_COLUMNS were left out. */
  truncated: boolean;
}

export interface ReadTicketSheetOptions {
  /** Wall-clock limit of the parse. */
  timeoutMs?: number;
  /** Read only the header and this many rows (a preview) instead of refusing long files. */
  previewRows?: number;
  /** Data rows accepted before the file is refused. */
  maxDataRows?: number;
}

/** What the worker met when it refused a file (its error's class and first words). */
interface WorkerReason {
  name: string;
  message: string;
}

type WorkerAnswer =
  | { ok: true; sheet: TicketSheet }
  | { ok: false; code: SpreadsheetErrorCode; reason?: WorkerReason };

const causeOf = (reason: WorkerReason | undefined): Error | undefined =>
  reason ? Object.assign(new Error(reason.message), { name: reason.name }) : undefined;

const WORKER_FILE = 'sheetWorker.cjs';

/** Beside this module in the sources (Jest, ts-node), beside main.js in the bundle. */
export function sheetWorkerPath(): string {
  return workerFilePath(WORKER_FILE, [__dirname, path.join(__dirname, 'spreadsheet')]);
}

async function bytesOf(input: Buffer | string): Promise<Buffer> {
  if (typeof input !== 'string') {
    if (input.length > MAX_FILE_BYTES) throw new SpreadsheetError('file_too_large');
    return input;
  }
  const stats = await fs.promises.stat(input);
  if (stats.size > MAX_FILE_BYTES) throw new SpreadsheetError('file_too_large');
  return fs.promises.readFile(input);
}

/** A worker that ended without answering: out of time, out of heap, or broken. */
function refusalOf(failure: WorkerFailure): SpreadsheetError {
  if (failure.kind === 'timeout') return new SpreadsheetError('too_slow');
  if (failure.kind === 'error') {
    const code =
      failure.error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_big_to_process' : 'not_xlsx';
    return new SpreadsheetError(code, failure.error);
  }
  return new SpreadsheetError(
    'too_big_to_process',
    new Error(`the worker ended with code ${failure.exitCode}`),
  );
}

async function parseInWorker(
  bytes: Buffer,
  options: Required<Pick<ReadTicketSheetOptions, 'timeoutMs' | 'maxDataRows'>> & {
    previewRows: number | null;
  },
): Promise<TicketSheet> {
  let answer: WorkerAnswer;
  try {
    answer = await runWorker<WorkerAnswer>(sheetWorkerPath(), {
      workerData: {
        input: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        maxDataRows: options.maxDataRows,
        previewRows: options.previewRows,
        maxColumns: MAX_COLUMNS,
      },
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_MAX_OLD_GENERATION_MB,
        maxYoungGenerationSizeMb: WORKER_MAX_YOUNG_GENERATION_MB,
      },
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    throw error instanceof WorkerFailed ? refusalOf(error.failure) : error;
  }
  if (!answer.ok) throw new SpreadsheetError(answer.code, causeOf(answer.reason));
  return answer.sheet;
}

/** At most MAX_CONCURRENT_PARSES workers at once; the others wait their turn. */
const withParseSlot = workerSlots(MAX_CONCURRENT_PARSES);

/**
 * The first worksheet of a .xlsx (a Buffer or a file path) as plain rows of cells, or a
 * SpreadsheetError whose message is the Spanish reason to show.
 */
export async function readTicketSheet(
  input: Buffer | string,
  options: ReadTicketSheetOptions = {},
): Promise<TicketSheet> {
  const bytes = await bytesOf(input);
  if (!startsWithZipSignature(bytes)) throw new SpreadsheetError('not_xlsx');
  checkZipDirectory(bytes);
  return withParseSlot(() =>
    parseInWorker(bytes, {
      timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS,
      maxDataRows: options.maxDataRows ?? MAX_DATA_ROWS,
      previewRows: options.previewRows ?? null,
    }),
  );
}
