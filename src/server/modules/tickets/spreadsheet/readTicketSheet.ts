// Reads an uploaded ticket spreadsheet on the server. The main thread only checks the file's
// size, signature and ZIP directory; exceljs parses in a worker thread with a heap limit and a
// clock, so a hostile file costs at most that worker. Only the first worksheet is read.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
  const candidates = [
    path.join(__dirname, WORKER_FILE),
    path.join(__dirname, 'spreadsheet', WORKER_FILE),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${WORKER_FILE} not found beside ${__dirname}`);
  return found;
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

function parseInWorker(
  bytes: Buffer,
  options: Required<Pick<ReadTicketSheetOptions, 'timeoutMs' | 'maxDataRows'>> & {
    previewRows: number | null;
  },
): Promise<TicketSheet> {
  return new Promise<TicketSheet>((resolve, reject) => {
    const worker = new Worker(sheetWorkerPath(), {
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
      stdout: true,
      stderr: true,
    });
    // Read and dropped: exceljs's warnings stay out of the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const fail = (code: SpreadsheetErrorCode, cause?: Error) =>
      finish(() => reject(new SpreadsheetError(code, cause)));
    const timer = setTimeout(() => fail('too_slow'), options.timeoutMs);
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.ok) finish(() => resolve(answer.sheet));
      else fail(answer.code, causeOf(answer.reason));
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_big_to_process' : 'not_xlsx', error);
    });
    // Ended without an answer: killed for its heap, or crashed. (Every worker exits once
    // terminated: after an answer there is nothing to describe.)
    worker.on('exit', (exitCode) => {
      if (!settled) fail('too_big_to_process', new Error(`the worker ended with code ${exitCode}`));
    });
  });
}

let runningParses = 0;
const waitingParses: (() => void)[] = [];

/** At most MAX_CONCURRENT_PARSES workers at once; the others wait their turn. */
async function withParseSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningParses < MAX_CONCURRENT_PARSES) runningParses += 1;
  else await new Promise<void>((resolve) => waitingParses.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer cannot take it meanwhile.
    const next = waitingParses.shift();
    if (next) next();
    else runningParses -= 1;
  }
}

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
