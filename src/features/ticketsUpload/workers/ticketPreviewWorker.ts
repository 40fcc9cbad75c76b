// Web Worker: the first rows of one ticket spreadsheet for the upload preview, or why not.
// Built by webpack from `new Worker(new URL('./ticketPreviewWorker.ts', import.meta.url))`.
import { answerWith } from '@/lib/workers/workerProtocol';
import { readPreviewSheet } from '../model/previewSheet';

answerWith(readPreviewSheet);
