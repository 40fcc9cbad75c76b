// Web Worker: parses one spreadsheet (xls, xlsx) and posts back its sheets, or an error.
// Built by webpack from `new Worker(new URL('./spreadsheetWorker.ts', import.meta.url))`.
import { parseSpreadsheet } from '../model/spreadsheet';
import { answerWith } from '@/lib/workers/workerProtocol';

answerWith(parseSpreadsheet);
