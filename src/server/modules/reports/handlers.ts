// Report documents, the CSV range, pdf tokens and the compliance pre-audit's PDF.
import { downloadCompliancePdf } from './complianceHandler';
import { documentHandlers } from './documentHandlers';
import { createPdfToken } from './pdfTokenHandler';
import type { OperationHandlers } from '../../contract/handlerTypes';

export const handlers = {
  ...documentHandlers,
  createPdfToken,
  downloadCompliancePdf,
} satisfies OperationHandlers;
