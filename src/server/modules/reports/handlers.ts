// Report documents, the CSV range and pdf tokens.
import { documentHandlers } from './documentHandlers';
import { createPdfToken } from './pdfTokenHandler';

export const handlers = {
  ...documentHandlers,
  createPdfToken,
};
