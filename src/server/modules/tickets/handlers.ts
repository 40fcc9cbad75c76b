// PLACEHOLDER while ticket uploads are built in parallel: replaced by the real handlers.
import { HttpError } from '../../errors';

const pending = async (): Promise<never> => {
  throw new HttpError(501, 'Función en construcción', 'not_implemented');
};

export const handlers = {
  getTicketMapping: pending,
  saveTicketMapping: pending,
  listTicketUploads: pending,
  uploadTicketFile: pending,
  getTicketUpload: pending,
  processTicketUpload: pending,
  downloadTicketUploadErrors: pending,
  listSalesTickets: pending,
};
