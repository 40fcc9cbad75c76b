// Worker thread: reads the first worksheet of one .xlsx with exceljs's streaming reader and posts
// back plain arrays of primitive cells. Plain CommonJS so that Node loads it as is under Jest,
// ts-node and the esbuild bundle (scripts/buildServer.mjs copies it beside dist/server/main.js).
// Started by readTicketSheet.ts with memory limits; it is terminated after its answer or its time.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { Buffer } = require('node:buffer');
const { Readable } = require('node:stream');
const ExcelJS = require('exceljs');

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

class WorkerRefusal extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** A cell as string, number, boolean, null or { date }: nothing keyed by the file's content. */
function toCell(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { date: value.toISOString() };
  }
  if (typeof value === 'object') {
    if (Array.isArray(value.richText)) {
      return value.richText
        .map((run) => (run && typeof run.text === 'string' ? run.text : ''))
        .join('');
    }
    // Formulas give their cached result (nothing is evaluated), hyperlinks their text.
    if (Object.prototype.hasOwnProperty.call(value, 'result')) return toCell(value.result);
    if (Object.prototype.hasOwnProperty.call(value, 'text')) return toCell(value.text);
  }
  return null;
}

const isEmptyCell = (cell) => cell === null || cell === '';

/** The row's cells from column A on, cut at maxColumns; whether something was cut. */
function cellsOf(row, maxColumns) {
  const values = Array.isArray(row.values) ? row.values : [];
  const last = Math.min(values.length - 1, maxColumns);
  const cells = [];
  for (let column = 1; column <= last; column += 1) cells.push(toCell(values[column]));
  while (cells.length > 0 && isEmptyCell(cells[cells.length - 1])) cells.pop();
  let cut = false;
  for (let column = maxColumns + 1; column < values.length && !cut; column += 1) {
    cut = !isEmptyCell(toCell(values[column]));
  }
  return { cells, cut };
}

async function readFirstSheet({ input, maxDataRows, previewRows, maxColumns }) {
  const source = typeof input === 'string' ? input : Readable.from([Buffer.from(input)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell date cells from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const keptRows = (previewRows === null ? maxDataRows : Math.min(previewRows, maxDataRows)) + 1;
  for await (const sheet of reader) {
    const rows = [];
    let truncated = false;
    let rowEvents = 0;
    for await (const row of sheet) {
      // Counting events, not row numbers: a file may repeat a row number endlessly.
      rowEvents += 1;
      const { cells, cut } = cellsOf(row, maxColumns);
      if (cells.length === 0) {
        if (rowEvents > maxDataRows * 2) throw new WorkerRefusal('too_many_rows');
        continue;
      }
      const number = row.number;
      if (!Number.isInteger(number) || number < 1) throw new WorkerRefusal('not_xlsx');
      if (number > keptRows || rowEvents > maxDataRows + 1) {
        if (previewRows === null) throw new WorkerRefusal('too_many_rows');
        truncated = true;
        break;
      }
      truncated = truncated || cut;
      while (rows.length < number - 1) rows.push([]);
      rows[number - 1] = cells;
    }
    const properties = reader.properties && reader.properties.model;
    return {
      sheetName: typeof sheet.name === 'string' ? sheet.name : '',
      date1904: Boolean(properties && properties.date1904),
      rows,
      truncated,
    };
  }
  throw new WorkerRefusal('no_sheet');
}

readFirstSheet(workerData)
  .then((sheet) => {
    const prototypeAfter = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
    if (prototypeAfter !== prototypeBefore) {
      parentPort.postMessage({
        ok: false,
        code: 'not_xlsx',
        reason: { name: 'PrototypeChanged', message: 'Object.prototype gained properties' },
      });
      return;
    }
    parentPort.postMessage({ ok: true, sheet });
  })
  .catch((error) => {
    // exceljs's own errors (broken XML, missing parts) mean a file that is not a valid .xlsx.
    // Their class and first words go back as the refusal's cause, for the server's log and
    // tests, never to the user; the stack stays here.
    if (error instanceof WorkerRefusal) {
      parentPort.postMessage({ ok: false, code: error.code });
      return;
    }
    const name = error && typeof error.name === 'string' ? error.name : typeof error;
    const message = error && typeof error.message === 'string' ? error.message : String(error);
    parentPort.postMessage({
      ok: false,
      code: 'not_xlsx',
      reason: { name, message: message.slice(0, 200) },
    });
  });
