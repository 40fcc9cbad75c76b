// Sales tickets and ticket spreadsheet uploads: saved column mappings, the upload, its
// processing (a job, see importUpload.ts), its result and skipped rows, and the tickets.
import { downloadTicketUploadErrors } from './downloadErrors';
import { getTicketMapping, saveTicketMapping } from './mappings';
import { processTicketUpload } from './processUpload';
import { listSalesTickets } from './salesTickets';
import { uploadTicketFile } from './uploadFile';
import { getTicketUpload, listTicketUploads } from './uploadViews';
import type { OperationHandlers } from '../../contract/handlerTypes';

export const handlers = {
  getTicketMapping,
  saveTicketMapping,
  listTicketUploads,
  uploadTicketFile,
  getTicketUpload,
  processTicketUpload,
  downloadTicketUploadErrors,
  listSalesTickets,
} satisfies OperationHandlers;
