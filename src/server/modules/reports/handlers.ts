// Report documents, the CSV range and pdf tokens.
import { documentHandlers } from './documentHandlers';
import { createPdfToken } from './pdfTokenHandler';
import type { OperationHandlers } from '../../contract/handlerTypes';

export const handlers = {
  ...documentHandlers,
  createPdfToken,
} satisfies OperationHandlers;
