// Web Worker: parses one spreadsheet (xls, xlsx) and posts back its sheets, or an error.
// Built by webpack from `new Worker(new URL('./spreadsheetWorker.ts', import.meta.url))`.
import { parseSpreadsheet } from '../model/spreadsheet';

export type SpreadsheetReply =
  { ok: true; sheets: ReturnType<typeof parseSpreadsheet> } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: SpreadsheetReply): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, sheets: parseSpreadsheet(event.data) });
  } catch (error) {
    scope.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
